import { sql } from 'drizzle-orm';
import { MEALS_LIMIT_REACHED, MEALS_PER_CLIENT_MAX } from '@kinetic/contracts/meals';
import { PROGRESS_ENTRIES_PER_CLIENT_MAX, PROGRESS_LIMIT_REACHED } from '@kinetic/contracts/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bulk } from '../../test/bulk.ts';

// Before the caps, one self-registered client could add meals and entries without end.
type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, client: U;
let foodId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  [{ id: foodId }] = await t.rows(sql`select id from library_foods where approved order by name limit 1`);
});
afterAll(() => t.close());

const count = async (table: 'meals' | 'progress_entries', clientId: string) =>
  (
    await t.rows(sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${clientId}`)
  )[0].n as number;
const meal = (name = 'Porridge') => ({
  name,
  mealType: 'BREAKFAST',
  date: today,
  items: [{ foodId, servings: 1 }],
});
const entry = () => ({ type: 'Body weight', value: 80, unit: 'kg', date: today });

describe('meals per client', () => {
  it(`stop at ${MEALS_PER_CLIENT_MAX}, for the client and their trainer, with a sentence`, async () => {
    await bulk.meals(t, client.id, MEALS_PER_CLIENT_MAX - 1);
    const last = await t.call('POST', '/api/meals', { token: client.token, body: meal() });
    expect(last.status).toBe(201);
    const own = await t.call('POST', '/api/meals', { token: client.token, body: meal() });
    expect(own).toMatchObject({ status: 409, body: { error: MEALS_LIMIT_REACHED } });
    const planned = await t.call('POST', `/api/clients/${client.id}/meals`, {
      token: trainer.token,
      body: meal('Planned lunch'),
    });
    expect(planned).toMatchObject({ status: 409, body: { error: MEALS_LIMIT_REACHED } });
    expect(await count('meals', client.id)).toBe(MEALS_PER_CLIENT_MAX);

    // Room again once one is deleted.
    expect((await t.call('DELETE', `/api/meals/${last.body.meal.id}`, { token: client.token })).status).toBe(
      204,
    );
    const again = await t.call('POST', `/api/clients/${client.id}/meals`, {
      token: trainer.token,
      body: meal('Planned lunch'),
    });
    expect(again.status).toBe(201);
  });

  it('hold when many are added at once', async () => {
    const other = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await bulk.meals(t, other.id, MEALS_PER_CLIENT_MAX - 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? t.call('POST', '/api/meals', { token: other.token, body: meal(`Own ${i}`) })
          : t.call('POST', `/api/clients/${other.id}/meals`, {
              token: trainer.token,
              body: meal(`Plan ${i}`),
            }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await count('meals', other.id)).toBe(MEALS_PER_CLIENT_MAX);
  });
});

describe('progress entries per client', () => {
  it(`stop at ${PROGRESS_ENTRIES_PER_CLIENT_MAX}, also when many are logged at once`, async () => {
    await bulk.progress(t, client.id, PROGRESS_ENTRIES_PER_CLIENT_MAX - 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', '/api/progress', { token: client.token, body: entry() }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ error: PROGRESS_LIMIT_REACHED });
    expect(await count('progress_entries', client.id)).toBe(PROGRESS_ENTRIES_PER_CLIENT_MAX);
    // Another client is not affected.
    const other = await t.user({ roles: ['CLIENT'] });
    expect((await t.call('POST', '/api/progress', { token: other.token, body: entry() })).status).toBe(201);
  });
});
