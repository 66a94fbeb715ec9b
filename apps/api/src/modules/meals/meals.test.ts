import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;
let oats: { id: string; calories: number; protein: number; fat: number; total_carbs: number };
let egg: { id: string; calories: number; protein: number; fat: number; total_carbs: number };
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  const foods = await t.rows(
    sql`select id, calories, protein, fat, total_carbs from library_foods where approved order by name limit 2`,
  );
  [oats, egg] = foods;
});
afterAll(() => t.close());

const breakfast = (overrides: Record<string, unknown> = {}) => ({
  name: 'Power breakfast',
  mealType: 'BREAKFAST',
  date: today,
  items: [
    { foodId: oats.id, servings: 2 },
    { foodId: egg.id, servings: 1.5 },
  ],
  ...overrides,
});
const r1 = (n: number) => Math.round(n * 10) / 10;

describe('meal plans', () => {
  it("a trainer plans a client's meal; the server computes the totals from the foods", async () => {
    const res = await t.call('POST', `/api/clients/${client.id}/meals`, {
      token: trainer.token,
      body: { ...breakfast(), calories: 1, protein: 999 },
    });
    expect(res.status).toBe(201);
    const meal = res.body.meal;
    expect(meal).toMatchObject({
      clientId: client.id,
      plannedBy: trainer.id,
      name: 'Power breakfast',
      mealType: 'BREAKFAST',
      isCompleted: false,
    });
    expect(meal.calories).toBeCloseTo(r1(r1(oats.calories * 2) + r1(egg.calories * 1.5)), 1);
    expect(meal.protein).toBeCloseTo(r1(r1(oats.protein * 2) + r1(egg.protein * 1.5)), 1);
    expect(meal.items).toHaveLength(2);
    expect(meal.items[0]).toMatchObject({ foodId: oats.id, servings: 2, foodName: expect.any(String) });

    const mine = await t.call('GET', `/api/meals?date=${today}`, { token: client.token });
    expect(mine.body.meals.map((m: { id: string }) => m.id)).toEqual([meal.id]);
    const theirs = await t.call('GET', `/api/clients/${client.id}/meals`, { token: trainer.token });
    expect(theirs.body.meals.map((m: { id: string }) => m.id)).toContain(meal.id);
  });

  it('the client marks a meal eaten and logs one of their own', async () => {
    const planned = (
      await t.call('POST', `/api/clients/${client.id}/meals`, {
        token: trainer.token,
        body: breakfast({ mealType: 'LUNCH', name: 'Lunch' }),
      })
    ).body.meal;
    const done = await t.call('PATCH', `/api/meals/${planned.id}/completion`, {
      token: client.token,
      body: { isCompleted: true },
    });
    expect(done.body.meal).toMatchObject({ isCompleted: true, completedAt: expect.any(String) });
    const own = await t.call('POST', '/api/meals', {
      token: client.token,
      body: breakfast({ mealType: 'SNACK', name: 'Snack' }),
    });
    expect(own.status).toBe(201);
    expect(own.body.meal).toMatchObject({ clientId: client.id, plannedBy: null });
    const list = await t.call('GET', `/api/meals?date=${today}`, { token: client.token });
    expect(list.body.meals.map((m: { mealType: string }) => m.mealType)).toEqual([
      'BREAKFAST',
      'LUNCH',
      'SNACK',
    ]);
  });

  it.each([
    ['no foods', { items: [] }, 'items', 'Add at least one food'],
    [
      'servings of 0',
      { items: [{ foodId: '00000000-0000-4000-8000-000000000000', servings: 0 }] },
      'items.0.servings',
      'Servings must be more than 0',
    ],
    [
      'servings of -1',
      { items: [{ foodId: '00000000-0000-4000-8000-000000000000', servings: -1 }] },
      'items.0.servings',
      'Servings must be more than 0',
    ],
    ['a date in 2099', { date: '2099-01-01' }, 'date', 'Date must be within a year of today'],
    [
      'an unknown food',
      { items: [{ foodId: '00000000-0000-4000-8000-000000000000', servings: 1 }] },
      'items.0.foodId',
      'Unknown food',
    ],
    [
      'a bad meal type',
      { mealType: 'BRUNCH' },
      'mealType',
      'Meal type must be breakfast, lunch, dinner or snack',
    ],
  ])('refuses %s and stores nothing', async (_what, overrides, path, msg) => {
    const before = await t.rows(sql`select count(*)::int as n from meals`);
    const res = await t.call('POST', `/api/clients/${client.id}/meals`, {
      token: trainer.token,
      body: breakfast(overrides),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, msg }]);
    expect(await t.rows(sql`select count(*)::int as n from meals`)).toEqual(before);
  });

  it("others get 404: another trainer, another client's meal", async () => {
    const planned = (
      await t.call('POST', `/api/clients/${client.id}/meals`, { token: trainer.token, body: breakfast() })
    ).body.meal;
    const refused: [Parameters<TestApp['call']>, string][] = [
      [['POST', `/api/clients/${client.id}/meals`, { token: otherTrainer.token, body: breakfast() }], 'plan'],
      [['GET', `/api/clients/${client.id}/meals`, { token: otherTrainer.token }], 'list'],
      [
        [
          'PATCH',
          `/api/meals/${planned.id}/completion`,
          { token: otherClient.token, body: { isCompleted: true } },
        ],
        'complete (another client)',
      ],
      [
        [
          'PATCH',
          `/api/meals/${planned.id}/completion`,
          { token: trainer.token, body: { isCompleted: true } },
        ],
        'complete (the trainer)',
      ],
      [['DELETE', `/api/meals/${planned.id}`, { token: otherTrainer.token }], 'delete'],
    ];
    for (const [call, what] of refused) expect((await t.call(...call)).status, what).toBe(404);
    expect((await t.call('GET', '/api/meals', { token: otherClient.token })).body.meals).toEqual([]);
    expect((await t.call('DELETE', `/api/meals/${planned.id}`, { token: trainer.token })).status).toBe(204);
  });
});

describe('progress', () => {
  it('the client logs entries; the category follows the type; the trainer reads them', async () => {
    for (const [value, date] of [
      [82.5, '2026-09-01'],
      [81.9, '2026-10-01'],
      [80.7, '2026-11-01'],
    ] as const) {
      const res = await t.call('POST', '/api/progress', {
        token: client.token,
        body: { type: 'Body weight', value, unit: 'kg', date },
      });
      expect(res.status).toBe(201);
      expect(res.body.entry).toMatchObject({
        type: 'Body weight',
        value,
        unit: 'kg',
        date,
        category: 'Body composition',
      });
    }
    const mine = await t.call('GET', '/api/progress', { token: client.token });
    expect(mine.body.progress.map((p: { value: number }) => p.value)).toEqual([80.7, 81.9, 82.5]);
    const theirs = await t.call('GET', `/api/clients/${client.id}/progress`, { token: trainer.token });
    expect(theirs.body.progress).toHaveLength(3);
    expect(
      (await t.call('GET', `/api/clients/${client.id}/progress`, { token: otherTrainer.token })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/progress', { token: otherClient.token })).body.progress).toEqual([]);
  });

  it.each([
    ["a weight of 'heavy'", { value: 'heavy' }, 'value', 'Value must be a number'],
    ['a date in 2099', { date: '2099-01-01' }, 'date', 'Date cannot be in the future'],
    ['a unit that does not fit the type', { unit: 'bpm' }, 'unit', 'Unit for body weight must be kg or lbs'],
    ['a weight of 2000 kg', { value: 2000 }, 'value', 'Body weight must be between 20 and 400 kg'],
    ['an unknown type', { type: 'Mood' }, 'type', 'Choose what you measured'],
  ])('refuses %s and stores nothing', async (_what, overrides, path, msg) => {
    const before = await t.rows(sql`select count(*)::int as n from progress_entries`);
    const res = await t.call('POST', '/api/progress', {
      token: client.token,
      body: { type: 'Body weight', value: 80, unit: 'kg', date: today, ...overrides },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, msg }]);
    expect(await t.rows(sql`select count(*)::int as n from progress_entries`)).toEqual(before);
  });

  it('a client deletes only their own entries; trainers do not log', async () => {
    const entry = (
      await t.call('POST', '/api/progress', {
        token: client.token,
        body: { type: 'Waist', value: 34, unit: 'in', date: today },
      })
    ).body.entry;
    expect((await t.call('DELETE', `/api/progress/${entry.id}`, { token: otherClient.token })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/progress/${entry.id}`, { token: client.token })).status).toBe(204);
    expect(
      (
        await t.call('POST', '/api/progress', {
          token: trainer.token,
          body: { type: 'Waist', value: 34, unit: 'in', date: today },
        })
      ).status,
    ).toBe(403);
  });
});
