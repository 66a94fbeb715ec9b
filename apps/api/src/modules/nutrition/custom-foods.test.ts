import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FOODS_FULL, CUSTOM_FOODS_MAX } from '@kinetic/contracts/custom-foods';
import { UNKNOWN_FOOD } from '@kinetic/contracts/food-diary';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fieldMessages } from '../../test/field-messages.ts';
import { SHARING_IS_FOR_TRAINERS } from './custom-foods.service.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;
const today = new Date().toISOString().slice(0, 10);
const PATH = '/api/nutrition/custom-foods';
const count = async (ownerId: string) =>
  (await t.rows(sql`select count(*)::int as n from custom_foods where owner_id = ${ownerId}`))[0].n as number;

const food = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  calories: 400,
  protein: 10,
  totalCarbs: 60,
  fat: 12,
  ...more,
});
const create = (who: U, body: Record<string, unknown>) => t.call('POST', PATH, { token: who.token, body });
const search = (who: U, words: string) =>
  t.call('GET', `/api/nutrition/foods?search=${encodeURIComponent(words)}&limit=20`, { token: who.token });
const log = (who: U, body: Record<string, unknown>) =>
  t.call('POST', '/api/nutrition/diary', {
    token: who.token,
    body: { date: today, mealType: 'SNACK', ...body },
  });

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
});
afterAll(() => t.close());

describe('a person’s own foods', () => {
  it('a client lists, adds, changes and deletes their own; another person’s answers 404', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const added = await create(me, food('Granny’s oat bake', { brand: 'Home', servingGrams: 80 }));
    expect(added.status).toBe(201);
    expect(added.body.food).toMatchObject({
      name: 'Granny’s oat bake',
      brand: 'Home',
      calories: 400,
      servingGrams: 80,
      portions: [],
      fiber: null,
      sharedWithClients: false,
    });
    const id = added.body.food.id as string;

    const changed = await t.call('PUT', `${PATH}/${id}`, {
      token: me.token,
      body: food('Granny’s oat bake', { calories: 380 }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.food.calories).toBe(380);

    const list = await t.call('GET', PATH, { token: me.token });
    expect(list.body).toMatchObject({ total: 1, foods: [{ id, calories: 380 }] });
    expect((await t.call('GET', PATH, { token: otherClient.token })).body.foods).toEqual([]);

    for (const other of [otherClient, trainer]) {
      const put = await t.call('PUT', `${PATH}/${id}`, { token: other.token, body: food('Taken') });
      expect(put.status).toBe(404);
      expect((await t.call('DELETE', `${PATH}/${id}`, { token: other.token })).status).toBe(404);
    }
    expect((await t.call('GET', PATH, { token: me.token })).body.foods[0].name).toBe('Granny’s oat bake');

    expect((await t.call('DELETE', `${PATH}/${id}`, { token: me.token })).status).toBe(204);
    expect(await count(me.id)).toBe(0);
  });

  it('refuses bad values with field messages (the library food’s), and writes nothing', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const res = await create(me, { name: ' ', calories: -1, protein: 'x', totalCarbs: 1, fat: 1 });
    expect(res.status).toBe(400);
    expect(fieldMessages(res)).toMatchObject({
      name: 'Name is required',
      calories: 'Calories cannot be negative',
      protein: 'Protein must be a number',
    });
    const portions = await create(me, food('Bad portions', { portions: [{ label: '', grams: 0 }] }));
    expect(portions.status).toBe(400);
    expect(fieldMessages(portions)).toMatchObject({ 'portions.0.label': 'Portion label is required' });
    expect(await count(me.id)).toBe(0);
  });

  it('lets only a trainer share a food with clients', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const res = await create(me, food('Shared by a client', { sharedWithClients: true }));
    expect(res.status).toBe(400);
    expect(fieldMessages(res)).toEqual({ sharedWithClients: SHARING_IS_FOR_TRAINERS });
    expect(await count(me.id)).toBe(0);
    const consultant = await t.user({ roles: ['CONSULTANT'] });
    expect((await create(consultant, food('A consultant’s'))).status).toBe(403);
  });

  it(`keeps at most ${CUSTOM_FOODS_MAX} foods a person (409, nothing written)`, async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`insert into custom_foods (owner_id, name, calories, protein, total_carbs, fat, search_text)
      select ${me.id}, 'Filler ' || n, 1, 0, 0, 0, 'filler' from generate_series(1, ${CUSTOM_FOODS_MAX - 1}) n`);
    expect((await create(me, food('The last one'))).status).toBe(201);
    const full = await create(me, food('One too many'));
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(CUSTOM_FOODS_FULL);
    expect(await count(me.id)).toBe(CUSTOM_FOODS_MAX);
  });
});

describe('the diary’s food search', () => {
  it('merges the client’s own foods with the library’s in one ranking, custom first among equals', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`insert into library_foods (name, serving_size, serving_measure, calories, protein, fat,
      total_carbs, approved, search_text, commonness) values
      ('Qwzy bread', 100, 'g', 250, 9, 3, 49, true, 'qwzy bread', 30),
      ('Qwzy crisp', 100, 'g', 250, 9, 3, 49, true, 'qwzy crisp', 90)`);
    for (const name of ['Bigqwzy', 'Qwzy', 'Qwzy crisp'])
      expect((await create(me, food(name))).status).toBe(201);

    const res = await search(me, 'qwzy');
    expect(res.status).toBe(200);
    expect(res.body.foods.map((f: { name: string; custom: boolean }) => [f.name, f.custom])).toEqual([
      // Whole word, everyday (a custom food counts as one): the custom first among equals.
      ['Qwzy', true],
      ['Qwzy crisp', true],
      ['Qwzy crisp', false],
      // A name starting with the word, then a name only holding it.
      ['Qwzy bread', false],
      ['Bigqwzy', true],
    ]);
    expect(res.body.total).toBe(5);
    expect(res.body.foods[0]).toMatchObject({ sharedBy: null, servingGrams: 100, calories: 400 });

    // Someone else's foods are not found.
    const others = await search(otherClient, 'qwzy');
    expect(others.body.foods.map((f: { custom: boolean }) => f.custom)).toEqual([false, false]);
  });

  it('finds the current trainer’s shared foods, marked with their name; no one else finds them', async () => {
    const sharedRes = await create(trainer, food('Vxkq protein pancake', { sharedWithClients: true }));
    expect(sharedRes.status).toBe(201);
    expect((await create(trainer, food('Vxkq private snack'))).status).toBe(201);
    const found = await search(client, 'vxkq');
    expect(found.body.foods).toEqual([
      expect.objectContaining({ name: 'Vxkq protein pancake', custom: true, sharedBy: 'Test TRAINER' }),
    ]);
    expect((await search(otherClient, 'vxkq')).body.foods).toEqual([]);
    // The trainer's own search is not a client's: the diary's search is for clients.
    expect((await search(trainer, 'vxkq')).status).toBe(403);
    // A client who left the trainer no longer finds it, nor logs it.
    const former = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    expect((await search(former, 'vxkq')).body.foods).toHaveLength(1);
    await t.rows(sql`update users set trainer_id = ${otherTrainer.id} where id = ${former.id}`);
    expect((await search(former, 'vxkq')).body.foods).toEqual([]);
    const refused = await log(former, { customFoodId: sharedRes.body.food.id, grams: 50 });
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused)).toEqual({ customFoodId: UNKNOWN_FOOD });
  });
});

describe('logging a custom food', () => {
  it('logs by grams and by its serving, keeps the values when the food changes or goes', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const made = await create(me, food('Zpqk flapjack', { servingGrams: 60, fiber: 5 }));
    const id = made.body.food.id as string;
    const grams = await log(me, { customFoodId: id, grams: 50 });
    expect(grams.status).toBe(201);
    expect(grams.body.entry).toMatchObject({
      customFoodId: id,
      foodId: null,
      name: 'Zpqk flapjack',
      grams: 50,
      amount: '50 g',
      kcal: 200,
      protein: 5,
      carbs: 30,
      fat: 6,
      fiber: 2.5,
    });
    const serving = await log(me, { customFoodId: id, portion: '1 serving', count: 2 });
    expect(serving.status).toBe(201);
    expect(serving.body.entry).toMatchObject({ grams: 120, kcal: 480, amount: '2 x 1 serving (120 g)' });

    // A change of amount is computed from the food as it is now.
    await t.call('PUT', `${PATH}/${id}`, { token: me.token, body: food('Zpqk flapjack', { calories: 500 }) });
    const changed = await t.call('PATCH', `/api/nutrition/diary/${grams.body.entry.id}`, {
      token: me.token,
      body: { grams: 100 },
    });
    expect(changed.body.entry).toMatchObject({ kcal: 500, customFoodId: id });

    const recent = await t.call('GET', '/api/nutrition/foods/recent', { token: me.token });
    expect(recent.body.recent).toEqual([expect.objectContaining({ id, custom: true, sharedBy: null })]);
    expect(recent.body.frequent).toEqual([expect.objectContaining({ id, custom: true })]);

    expect((await t.call('DELETE', `${PATH}/${id}`, { token: me.token })).status).toBe(204);
    const day = await t.call('GET', `/api/nutrition/diary?date=${today}`, { token: me.token });
    expect(day.body.entries.map((e: { customFoodId: string | null; kcal: number }) => e)).toEqual([
      expect.objectContaining({ customFoodId: null, kcal: 500, name: 'Zpqk flapjack' }),
      expect.objectContaining({ customFoodId: null, kcal: 480 }),
    ]);
    expect((await t.call('GET', '/api/nutrition/foods/recent', { token: me.token })).body.recent).toEqual([]);
  });

  it('refuses another client’s food and a food and a custom food at once, writing nothing', async () => {
    const mine = await create(otherClient, food('Not yours'));
    const refused = await log(client, { customFoodId: mine.body.food.id, grams: 10 });
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused)).toEqual({ customFoodId: UNKNOWN_FOOD });
    const both = await log(client, { customFoodId: mine.body.food.id, foodId: mine.body.food.id, grams: 10 });
    expect(both.status).toBe(400);
    expect(fieldMessages(both)).toEqual({ customFoodId: 'Choose one food' });
    const entries = await t.rows(
      sql`select count(*)::int as n from food_diary_entries where client_id = ${client.id}`,
    );
    expect(entries[0].n).toBe(0);
  });
});

describe('export and erasure', () => {
  it('exports a person’s own foods; erasing a trainer deletes their shared foods, clients keep their entries', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const mine = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const shared = await create(coach, food('Kjwq recovery shake', { sharedWithClients: true }));
    expect((await create(mine, food('Kjwq own bar'))).status).toBe(201);
    const logged = await log(mine, { customFoodId: shared.body.food.id, grams: 200 });
    expect(logged.status).toBe(201);

    const coachData = (await t.call('GET', '/api/users/me/export', { token: coach.token })).body;
    expect(coachData.customFoods).toEqual([
      expect.objectContaining({ name: 'Kjwq recovery shake', sharedWithClients: true }),
    ]);
    const clientData = (await t.call('GET', '/api/users/me/export', { token: mine.token })).body;
    expect(clientData.customFoods).toEqual([expect.objectContaining({ name: 'Kjwq own bar' })]);

    const erased = await t.call('DELETE', '/api/users/me', {
      token: coach.token,
      body: { password: coach.password },
    });
    expect(erased.status).toBe(204);
    expect(await count(coach.id)).toBe(0);
    const day = await t.call('GET', `/api/nutrition/diary?date=${today}`, { token: mine.token });
    expect(day.body.entries).toEqual([
      expect.objectContaining({ name: 'Kjwq recovery shake', kcal: 800, customFoodId: null }),
    ]);

    expect(
      (await t.call('DELETE', '/api/users/me', { token: mine.token, body: { password: mine.password } }))
        .status,
    ).toBe(204);
    expect(await count(mine.id)).toBe(0);
  });
});
