import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIARY_DAY_FULL, DIARY_FULL } from '@kinetic/contracts/food-diary';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fieldMessages } from '../../test/field-messages.ts';
import { firstExercise, workoutOn } from '../../test/plans.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
type FoodRow = {
  id: string;
  name: string;
  calories: number;
  protein: number;
  fat: number;
  total_carbs: number;
  fiber: number | null;
  serving_grams: number;
  portions: { label: string; grams: number }[];
};
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;
/** An approved food with a weight and household portions; one without a weight; one not approved. */
let egg: FoodRow;
let bar: { id: string; calories: number };
let hidden: { id: string };
const today = new Date().toISOString().slice(0, 10);
const dayBefore = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const r1 = (n: number) => Math.round(n * 10) / 10;
const count = async (clientId: string) =>
  (await t.rows(sql`select count(*)::int as n from food_diary_entries where client_id = ${clientId}`))[0].n;

const log = (who: U, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/nutrition/diary', { token: who.token, body, headers });

/** `n` entries of a quick snack straight in the table (to reach the caps quickly). */
const fill = (clientId: string, date: string, n: number) =>
  t.rows(sql`insert into food_diary_entries (client_id, date, meal_type, name, kcal, protein, carbs, fat)
    select ${clientId}, ${date}::date, 'SNACK', 'Filler', 1, 0, 0, 0 from generate_series(1, ${n})`);

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  [egg] =
    await t.rows(sql`select id, name, calories, protein, fat, total_carbs, fiber, serving_grams, portions
    from library_foods where approved and serving_grams is not null and jsonb_array_length(portions) > 0
    order by commonness desc, name limit 1`);
  [bar] = await t.rows(sql`insert into library_foods (name, serving_size, serving_measure, calories, protein,
    fat, total_carbs, approved, search_text) values ('Diary test bar', 1, 'bar', 210, 10, 8, 24, true,
    'diary test bar') returning id, calories`);
  [hidden] =
    await t.rows(sql`insert into library_foods (name, serving_size, serving_measure, calories, protein,
    fat, total_carbs, approved, serving_grams) values ('Diary test unapproved', 100, 'g', 100, 1, 1, 1, false, 100)
    returning id`);
});
afterAll(() => t.close());

describe('logging food', () => {
  it('logs a food by grams, by a portion and by servings; nutrients come from the food', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const perGram = (k: number) => k / egg.serving_grams;
    const byGrams = await log(me, {
      date: today,
      mealType: 'BREAKFAST',
      foodId: egg.id,
      grams: 150,
      kcal: 1,
    });
    // Nutrients in the body of a food entry are refused, never taken.
    expect(byGrams.status).toBe(400);
    expect(fieldMessages(byGrams)).toEqual({ kcal: 'A food entry takes its nutrients from the food' });

    const grams = await log(me, { date: today, mealType: 'BREAKFAST', foodId: egg.id, grams: 150 });
    expect(grams.status).toBe(201);
    expect(grams.body.entry).toMatchObject({
      clientId: me.id,
      foodId: egg.id,
      name: egg.name,
      grams: 150,
      servings: null,
      amount: '150 g',
      kcal: r1(perGram(egg.calories) * 150),
      protein: r1(perGram(egg.protein) * 150),
      carbs: r1(perGram(egg.total_carbs) * 150),
      fat: r1(perGram(egg.fat) * 150),
    });

    const portion = egg.portions[0]!;
    const byPortion = await log(me, {
      date: today,
      mealType: 'LUNCH',
      foodId: egg.id,
      portion: portion.label,
      count: 2,
    });
    expect(byPortion.status).toBe(201);
    expect(byPortion.body.entry).toMatchObject({
      grams: r1(portion.grams * 2),
      amount: `2 x ${portion.label} (${r1(portion.grams * 2).toLocaleString('en-US')} g)`,
      kcal: r1(perGram(egg.calories) * portion.grams * 2),
    });

    const noWeight = await log(me, { date: today, mealType: 'SNACK', foodId: bar.id, servings: 1.5 });
    expect(noWeight.status).toBe(201);
    expect(noWeight.body.entry).toMatchObject({
      grams: null,
      servings: 1.5,
      amount: '1.5 servings (1 bar)',
      kcal: r1(bar.calories * 1.5),
    });
    const gramsOfBar = await log(me, { date: today, mealType: 'SNACK', foodId: bar.id, grams: 50 });
    expect(gramsOfBar.status).toBe(400);
    expect(fieldMessages(gramsOfBar)).toEqual({ grams: 'This food has no weight in grams: enter servings' });

    const quick = await log(me, { date: today, mealType: 'DINNER', name: 'Pizza slice', kcal: 285, fat: 10 });
    expect(quick.status).toBe(201);
    expect(quick.body.entry).toMatchObject({
      foodId: null,
      name: 'Pizza slice',
      amount: '',
      kcal: 285,
      protein: 0,
      carbs: 0,
      fat: 10,
    });

    const day = await t.call('GET', `/api/nutrition/diary?date=${today}`, { token: me.token });
    expect(day.status).toBe(200);
    expect(day.body.entries.map((e: { mealType: string }) => e.mealType)).toEqual([
      'BREAKFAST',
      'LUNCH',
      'DINNER',
      'SNACK',
    ]);
    const kcal = [grams, byPortion, noWeight, quick].reduce((s, r) => s + r.body.entry.kcal, 0);
    expect(day.body.totals.kcal).toBeCloseTo(kcal, 1);
    // No targets yet: totals alone.
    expect(day.body.targets).toBeNull();
    expect(day.body.versusTargets[0]).toEqual({
      nutrient: 'kcal',
      total: day.body.totals.kcal,
      target: null,
      remaining: null,
    });
  });

  it('refuses amounts out of bounds and unknown or unapproved foods, writing nothing', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ foodId: egg.id, grams: 0 }, { grams: 'Grams must be more than 0' }],
      [{ foodId: egg.id, grams: 10_001 }, { grams: 'Grams must be at most 10,000 g' }],
      [{ foodId: egg.id, servings: 101 }, { servings: 'Servings must be at most 100' }],
      [
        { foodId: egg.id, portion: egg.portions[0]!.label, count: 101 },
        { count: 'Count must be at most 100' },
      ],
      [{ foodId: egg.id, portion: 'a bucket' }, { portion: 'This food has no such portion' }],
      [{ foodId: egg.id }, { grams: 'Enter how much: grams, a portion or servings' }],
      [
        { foodId: egg.id, grams: 10, servings: 1 },
        { grams: 'Enter the amount once: grams, a portion or servings' },
      ],
      [{ foodId: hidden.id, grams: 10 }, { foodId: 'Unknown food' }],
      [{ foodId: '00000000-0000-4000-8000-000000000000', grams: 10 }, { foodId: 'Unknown food' }],
      [{ name: 'Cake', kcal: 10_001 }, { kcal: 'Calories must be between 0 and 10,000 kcal' }],
      [{ name: 'Cake', kcal: -1 }, { kcal: 'Calories must be between 0 and 10,000 kcal' }],
      [{ name: 'Cake' }, { kcal: 'Calories is required' }],
      [{ kcal: 100 }, { name: 'Name is required' }],
    ];
    for (const [body, errors] of cases) {
      const res = await log(me, { date: today, mealType: 'LUNCH', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldMessages(res), JSON.stringify(body)).toEqual(errors);
    }
    // A portion times a count past 10 kg.
    const big = egg.portions.reduce((a, p) => (p.grams > a.grams ? p : a));
    const tooMuch = await log(me, {
      date: today,
      mealType: 'LUNCH',
      foodId: egg.id,
      portion: big.label,
      count: Math.min(100, Math.ceil(10_001 / big.grams)),
    });
    if (big.grams * 100 > 10_000) {
      expect(tooMuch.status).toBe(400);
      expect(fieldMessages(tooMuch)).toEqual({ portion: 'At most 10,000 g of one food in one entry' });
    }
    const badDate = await log(me, { date: '2026-02-30', mealType: 'LUNCH', name: 'Cake', kcal: 1 });
    expect(fieldMessages(badDate)).toEqual({ date: 'Enter a date as YYYY-MM-DD' });
    expect(await count(me.id)).toBe(0);
  });

  it('a retried add with the same Idempotency-Key is logged once', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const body = { date: today, mealType: 'SNACK', foodId: egg.id, grams: 60 };
    const first = await log(me, body, { 'Idempotency-Key': 'diary-add-1' });
    const again = await log(me, body, { 'Idempotency-Key': 'diary-add-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(me.id)).toBe(1);
  });

  it('refuses past 100 entries a day and 20,000 in all (409), writing nothing', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await fill(me.id, today, 100);
    const full = await log(me, { date: today, mealType: 'LUNCH', name: 'One more', kcal: 100 });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(DIARY_DAY_FULL);
    // Another day still takes entries.
    expect(
      (await log(me, { date: dayBefore(today), mealType: 'LUNCH', name: 'Soup', kcal: 100 })).status,
    ).toBe(201);

    const many = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`insert into food_diary_entries (client_id, date, meal_type, name, kcal, protein, carbs, fat)
      select ${many.id}, current_date - (i / 100), 'SNACK', 'Filler', 1, 0, 0, 0
      from generate_series(0, 19999) as i`);
    const over = await log(many, { date: dayBefore(today, 300), mealType: 'LUNCH', name: 'Soup', kcal: 1 });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(DIARY_FULL);
    expect(await count(many.id)).toBe(20_000);
  });
});

describe('changing, deleting and copying entries', () => {
  it('changes the amount (nutrients anew from the food) and the meal; another client gets 404', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const entry = (await log(me, { date: today, mealType: 'LUNCH', foodId: egg.id, grams: 100 })).body.entry;
    const changed = await t.call('PATCH', `/api/nutrition/diary/${entry.id}`, {
      token: me.token,
      body: { grams: 200, mealType: 'DINNER' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.entry).toMatchObject({
      grams: 200,
      mealType: 'DINNER',
      kcal: r1((egg.calories / egg.serving_grams) * 200),
    });
    const tooMuch = await t.call('PATCH', `/api/nutrition/diary/${entry.id}`, {
      token: me.token,
      body: { grams: 20_000 },
    });
    expect(tooMuch.status).toBe(400);
    const quickOnFood = await t.call('PATCH', `/api/nutrition/diary/${entry.id}`, {
      token: me.token,
      body: { kcal: 5 },
    });
    expect(fieldMessages(quickOnFood)).toEqual({ kcal: 'A food entry takes its nutrients from the food' });

    for (const [method, body] of [
      ['PATCH', { grams: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await t.call(method, `/api/nutrition/diary/${entry.id}`, {
        token: otherClient.token,
        body,
      });
      expect(theirs.status).toBe(404);
    }
    const stored = await t.rows(sql`select grams, meal_type from food_diary_entries where id = ${entry.id}`);
    expect(stored).toEqual([{ grams: 200, meal_type: 'DINNER' }]);

    const quick = (await log(me, { date: today, mealType: 'SNACK', name: 'Apple', kcal: 80 })).body.entry;
    const renamed = await t.call('PATCH', `/api/nutrition/diary/${quick.id}`, {
      token: me.token,
      body: { name: 'Green apple', kcal: 90 },
    });
    expect(renamed.body.entry).toMatchObject({ name: 'Green apple', kcal: 90 });

    expect((await t.call('DELETE', `/api/nutrition/diary/${entry.id}`, { token: me.token })).status).toBe(
      204,
    );
    expect((await t.call('DELETE', `/api/nutrition/diary/${entry.id}`, { token: me.token })).status).toBe(
      404,
    );
    expect(await count(me.id)).toBe(1);
  });

  it("copies yesterday's breakfast to today, all or nothing", async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const yesterday = dayBefore(today);
    await log(me, { date: yesterday, mealType: 'BREAKFAST', foodId: egg.id, grams: 100 });
    await log(me, { date: yesterday, mealType: 'BREAKFAST', name: 'Coffee', kcal: 5 });
    await log(me, { date: yesterday, mealType: 'LUNCH', name: 'Soup', kcal: 300 });

    const copied = await t.call('POST', '/api/nutrition/diary/copy', {
      token: me.token,
      body: { fromDate: yesterday, meal: 'BREAKFAST', toDate: today },
      headers: { 'Idempotency-Key': 'copy-1' },
    });
    expect(copied.status).toBe(201);
    expect(copied.body.entries.map((e: { name: string; date: string }) => [e.name, e.date])).toEqual([
      [egg.name, today],
      ['Coffee', today],
    ]);
    const replay = await t.call('POST', '/api/nutrition/diary/copy', {
      token: me.token,
      body: { fromDate: yesterday, meal: 'BREAKFAST', toDate: today },
      headers: { 'Idempotency-Key': 'copy-1' },
    });
    expect(replay.body).toEqual(copied.body);
    expect(await count(me.id)).toBe(5);

    // 99 entries on the day before yesterday: two more do not fit, and none is copied.
    const before = dayBefore(today, 2);
    await fill(me.id, before, 99);
    const refused = await t.call('POST', '/api/nutrition/diary/copy', {
      token: me.token,
      body: { fromDate: yesterday, meal: 'BREAKFAST', toDate: before, toMeal: 'LUNCH' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(DIARY_DAY_FULL);
    expect(await count(me.id)).toBe(5 + 99);

    const nothing = await t.call('POST', '/api/nutrition/diary/copy', {
      token: me.token,
      body: { fromDate: yesterday, meal: 'DINNER', toDate: today },
    });
    expect(nothing.status).toBe(201);
    expect(nothing.body.entries).toEqual([]);
  });
});

describe('the day against the targets, recent foods, planned meals', () => {
  it("shows a training day's targets and what remains; recent and frequent foods", async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.call('PUT', `/api/clients/${me.id}/nutrition/targets`, {
      token: trainer.token,
      body: {
        day: { kcal: 2500, protein: 150, carbs: 300, fat: 70 },
        restDay: { kcal: 2000, protein: 150, carbs: 200, fat: 60, fiber: 30 },
      },
    });
    await log(me, { date: today, mealType: 'LUNCH', name: 'Sandwich', kcal: 500, protein: 20 });
    const rest = await t.call('GET', `/api/nutrition/diary?date=${today}`, { token: me.token });
    expect(rest.body.isTrainingDay).toBe(false);
    expect(rest.body.targets).toMatchObject({ kcal: 2000 });
    expect(rest.body.versusTargets).toEqual([
      { nutrient: 'kcal', total: 500, target: 2000, remaining: 1500 },
      { nutrient: 'protein', total: 20, target: 150, remaining: 130 },
      { nutrient: 'carbs', total: 0, target: 200, remaining: 200 },
      { nutrient: 'fat', total: 0, target: 60, remaining: 60 },
      { nutrient: 'fiber', total: 0, target: 30, remaining: 30 },
    ]);
    await workoutOn(t, trainer.token, {
      clientId: me.id,
      date: today,
      name: 'Legs',
      exerciseId: (await firstExercise(t)).id,
    });
    const training = await t.call('GET', `/api/nutrition/diary?date=${today}`, { token: me.token });
    expect(training.body).toMatchObject({ isTrainingDay: true, targets: { kcal: 2500, fiber: null } });
    expect(training.body.versusTargets[4]).toEqual({
      nutrient: 'fiber',
      total: 0,
      target: null,
      remaining: null,
    });

    await log(me, { date: today, mealType: 'SNACK', foodId: bar.id, servings: 1 });
    await log(me, { date: today, mealType: 'SNACK', foodId: egg.id, grams: 50 });
    await log(me, { date: today, mealType: 'DINNER', foodId: egg.id, grams: 50 });
    const recent = await t.call('GET', '/api/nutrition/foods/recent', { token: me.token });
    expect(recent.status).toBe(200);
    expect(recent.body.recent.map((f: { id: string }) => f.id)).toEqual([egg.id, bar.id]);
    expect(recent.body.frequent.map((f: { id: string }) => f.id)).toEqual([egg.id, bar.id]);
    expect(recent.body.recent[0]).toMatchObject({ name: egg.name, portions: egg.portions });
  });

  it('logs a planned meal in one tap and marks it eaten; twice is refused', async () => {
    const planned = (
      await t.call('POST', `/api/clients/${client.id}/meals`, {
        token: trainer.token,
        body: {
          name: 'Eggs and a bar',
          mealType: 'BREAKFAST',
          date: today,
          items: [
            { foodId: egg.id, servings: 2 },
            { foodId: bar.id, servings: 1 },
          ],
        },
      })
    ).body.meal;
    expect(
      (await t.call('POST', `/api/nutrition/diary/from-meal/${planned.id}`, { token: otherClient.token }))
        .status,
    ).toBe(404);
    const logged = await t.call('POST', `/api/nutrition/diary/from-meal/${planned.id}`, {
      token: client.token,
    });
    expect(logged.status).toBe(201);
    expect(logged.body.entries).toMatchObject([
      { mealType: 'BREAKFAST', date: today, foodId: egg.id, grams: r1(egg.serving_grams * 2) },
      { mealType: 'BREAKFAST', date: today, foodId: bar.id, servings: 1 },
    ]);
    const meal = await t.rows(sql`select is_completed from meals where id = ${planned.id}`);
    expect(meal).toEqual([{ is_completed: true }]);
    const twice = await t.call('POST', `/api/nutrition/diary/from-meal/${planned.id}`, {
      token: client.token,
    });
    expect(twice.status).toBe(409);

    // Two taps at once: logged once.
    const again = (
      await t.call('POST', `/api/clients/${client.id}/meals`, {
        token: trainer.token,
        body: { name: 'A bar', mealType: 'SNACK', date: today, items: [{ foodId: bar.id, servings: 1 }] },
      })
    ).body.meal;
    const taps = await Promise.all(
      [1, 2].map(() => t.call('POST', `/api/nutrition/diary/from-meal/${again.id}`, { token: client.token })),
    );
    expect(taps.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.rows(
      sql`select count(*)::int as n from food_diary_entries where meal_id = ${again.id}`,
    );
    expect(rows[0].n).toBe(1);
  });
});

describe("the trainer's read", () => {
  it("the client's trainer reads a day (audited); another trainer gets 404 (audited too)", async () => {
    await log(client, { date: today, mealType: 'DINNER', name: 'Curry', kcal: 700 });
    const read = await t.call('GET', `/api/clients/${client.id}/nutrition/diary?date=${today}`, {
      token: trainer.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.clientId).toBe(client.id);
    expect(read.body.entries.map((e: { name: string }) => e.name)).toContain('Curry');
    const other = await t.call('GET', `/api/clients/${client.id}/nutrition/diary?date=${today}`, {
      token: otherTrainer.token,
    });
    expect(other.status).toBe(404);
    const audit = await t.rows(sql`select actor_id, allowed from audit_log
      where subject_id = ${client.id} and action = 'nutrition.read'`);
    expect(audit).toEqual(
      expect.arrayContaining([
        { actor_id: trainer.id, allowed: true },
        { actor_id: otherTrainer.id, allowed: false },
      ]),
    );
    const own = await t.call('GET', `/api/nutrition/diary?date=${today}`, { token: otherClient.token });
    expect(own.body.entries.map((e: { name: string }) => e.name)).not.toContain('Curry');
  });
});
