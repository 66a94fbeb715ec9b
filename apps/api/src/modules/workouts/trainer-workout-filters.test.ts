import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// GET /api/workouts?createdBy=me narrowed on the server: search, client, status and days.
type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, alex: U, morgan: U, stranger: U;

beforeAll(async () => {
  t = await createTestApp();
  let otherTrainer: U;
  ({ trainer, otherTrainer, client: alex, otherClient: stranger } = await t.twoTrainersWithClients());
  morgan = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  await t.rows(sql`update users set first_name = 'Alex', last_name = 'Chen' where id = ${alex.id}`);
  await t.rows(sql`update users set first_name = 'Morgan', last_name = 'Ellis' where id = ${morgan.id}`);
  const rows = [
    [alex.id, 'Strength A', '2027-05-03', 'SCHEDULED'],
    [alex.id, 'Strength B', '2027-05-05', 'SCHEDULED'],
    [alex.id, 'Mobility', '2027-05-01', 'COMPLETED'],
    [morgan.id, 'Strength A', '2027-05-04', 'SCHEDULED'],
    [morgan.id, 'Long run', '2027-06-01', 'SCHEDULED'],
  ] as const;
  for (const [client, name, date, status] of rows) {
    await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, status, plan)
      values (${client}, ${trainer.id}, ${name}, ${date}, ${status}, '[]'::jsonb)`);
  }
  // Another trainer's workout with a matching name is never in this trainer's list.
  await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, status, plan)
    values (${stranger.id}, ${otherTrainer.id}, 'Strength A', '2027-05-03', 'SCHEDULED', '[]'::jsonb)`);
});
afterAll(() => t.close());

async function list(query: string, token = trainer.token) {
  const res = await t.call('GET', `/api/workouts?createdBy=me&${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    rows: res.body.workouts.map(
      (w: { name: string; scheduledDate: string; client: { firstName: string } }) =>
        `${w.client.firstName} ${w.name} ${w.scheduledDate}`,
    ),
    total: res.body.total,
  };
}

describe("a trainer's workout list, filtered", () => {
  it("searches the workout's name and the client's name, case-insensitively", async () => {
    expect((await list('search=strength a')).rows).toEqual([
      'Morgan Strength A 2027-05-04',
      'Alex Strength A 2027-05-03',
    ]);
    expect((await list('search=morgan')).rows).toEqual([
      'Morgan Long run 2027-06-01',
      'Morgan Strength A 2027-05-04',
    ]);
    expect((await list('search=Alex Chen')).total).toBe(3);
    // LIKE's wildcards are taken literally.
    expect((await list('search=%25')).total).toBe(0);
  });

  it('narrows to one client and a status', async () => {
    expect((await list(`clientId=${alex.id}&status=SCHEDULED`)).rows).toEqual([
      'Alex Strength B 2027-05-05',
      'Alex Strength A 2027-05-03',
    ]);
    expect((await list(`clientId=${alex.id}&status=COMPLETED`)).rows).toEqual(['Alex Mobility 2027-05-01']);
    // Another trainer's client: nothing (their workouts are not this trainer's to list).
    expect((await list(`clientId=${stranger.id}`)).total).toBe(0);
  });

  it('from a day on, the soonest first; up to a day; paged with the total', async () => {
    const from = await list('from=2027-05-03&limit=2');
    expect(from.rows).toEqual(['Alex Strength A 2027-05-03', 'Morgan Strength A 2027-05-04']);
    expect(from.total).toBe(4);
    const next = await list('from=2027-05-03&limit=2&offset=2');
    expect(next.rows).toEqual(['Alex Strength B 2027-05-05', 'Morgan Long run 2027-06-01']);
    expect((await list('from=2027-05-03&to=2027-05-04')).rows).toEqual([
      'Alex Strength A 2027-05-03',
      'Morgan Strength A 2027-05-04',
    ]);
    expect((await list('to=2027-05-03')).rows).toEqual([
      'Alex Strength A 2027-05-03',
      'Alex Mobility 2027-05-01',
    ]);
  });

  it.each([
    ['a to before the from', 'createdBy=me&from=2027-05-05&to=2027-05-01', 'to'],
    ['a bad date', 'createdBy=me&from=2027-02-30', 'from'],
    ['a bad client id', 'createdBy=me&clientId=nope', 'clientId'],
    ['a search over 100', `createdBy=me&search=${'s'.repeat(101)}`, 'search'],
    ["a filter on a client's own list", 'search=strength', 'search'],
  ])('refuses %s with a field message', async (_what, query, path) => {
    const res = await t.call('GET', `/api/workouts?${query}`, { token: trainer.token });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
