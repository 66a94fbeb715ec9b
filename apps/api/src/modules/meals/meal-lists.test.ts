import type { Meal } from '@kinetic/contracts/meals';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bulk } from '../../test/bulk.ts';

// Before lists were paged, 1,000 meals of 50 foods came back as one 10.8 MB answer.
type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, client: U;
const MEALS = 130;
const ENTRIES = 230;
const MEAL_TYPES = ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'];

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  await bulk.meals(t, client.id, MEALS, { days: 20 });
  await bulk.progress(t, client.id, ENTRIES);
});
afterAll(() => t.close());

/** Every page of a list, `limit` at a time, and the totals the pages gave. */
async function allPages<T>(url: string, key: 'meals' | 'progress', token: string, limit: number) {
  const items: T[] = [];
  const totals = new Set<number>();
  const sizes: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const res = await t.call('GET', `${url}${url.includes('?') ? '&' : '?'}limit=${limit}&offset=${offset}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    totals.add(res.body.total);
    if (res.body[key].length === 0) break;
    sizes.push(res.body[key].length);
    items.push(...(res.body[key] as T[]));
  }
  return { items, sizes, totals: [...totals] };
}

/** Newest day first; within a day breakfast, lunch, dinner, snack. */
const mealOrder = (m: Meal) => `${m.date}:${3 - MEAL_TYPES.indexOf(m.mealType)}`;

it.each([
  ['/api/meals', 'meals', MEALS],
  ['/api/progress', 'progress', ENTRIES],
])("GET %s: the client's %s 50 at a time, with the total", async (url, key, total) => {
  const res = await t.call('GET', url, { token: client.token });
  expect(res.body[key]).toHaveLength(50);
  expect(res.body.total).toBe(total);
});

describe('meals', () => {
  it('pages through every meal once, newest day first', async () => {
    const { items, sizes, totals } = await allPages<Meal>('/api/meals', 'meals', client.token, 60);
    expect(sizes).toEqual([60, 60, 10]);
    expect(totals).toEqual([MEALS]);
    expect(new Set(items.map((m) => m.id)).size).toBe(MEALS);
    const keys = items.map(mealOrder);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('one day: that day’s meals and their count', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const { items, totals } = await allPages<Meal>(`/api/meals?date=${day}`, 'meals', client.token, 4);
    expect(items.length).toBe(totals[0]);
    expect(items.length).toBeGreaterThan(4);
    expect(items.every((m) => m.date === day)).toBe(true);
  });

  it('GET /api/clients/{id}/meals: the trainer reads the same pages', async () => {
    const own = await t.call('GET', '/api/meals?limit=25&offset=50', { token: client.token });
    const seen = await t.call('GET', `/api/clients/${client.id}/meals?limit=25&offset=50`, {
      token: trainer.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(own.body);
    expect(seen.body.total).toBe(MEALS);
  });

  it('refuses a page larger than 200', async () => {
    for (const url of ['/api/meals?limit=500', `/api/clients/${client.id}/meals?limit=500`]) {
      const res = await t.call('GET', url, {
        token: url.startsWith('/api/meals') ? client.token : trainer.token,
      });
      expect(res).toMatchObject({
        status: 400,
        body: { errors: [{ path: 'limit', msg: 'Limit must be a whole number from 1 to 200' }] },
      });
    }
  });
});

describe('progress', () => {
  it('pages through every entry once, newest first, 200 at most', async () => {
    const { items, sizes, totals } = await allPages<ProgressEntry>(
      '/api/progress',
      'progress',
      client.token,
      200,
    );
    expect(sizes).toEqual([200, 30]);
    expect(totals).toEqual([ENTRIES]);
    expect(new Set(items.map((e) => e.id)).size).toBe(ENTRIES);
    const dates = items.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('GET /api/clients/{id}/progress: the trainer reads the same pages', async () => {
    const own = await t.call('GET', '/api/progress?limit=7&offset=21', { token: client.token });
    const seen = await t.call('GET', `/api/clients/${client.id}/progress?limit=7&offset=21`, {
      token: trainer.token,
    });
    expect(seen.body).toEqual(own.body);
    expect(seen.body).toMatchObject({ total: ENTRIES });
    const tooMany = await t.call('GET', '/api/progress?limit=201', { token: client.token });
    expect(tooMany.status).toBe(400);
  });
});
