import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { INTAKE } from '../../test/intake.ts';
import { createFixture, type Fixture, type Person } from '../../test/security/fixture.ts';

// A client the consultant deactivates leaves their trainer's reach: every list, read and write the
// trainer makes about them answers as for someone who is not the trainer's client, and reactivating
// them brings back everything they had.
let t: TestApp;
let f: Fixture;
let dee: Person;
let trainer: Person;
let workoutId: string;
let mealId: string;
let programId: string;

interface Probe {
  what: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  body?: () => unknown;
  /** What the trainer gets while the client is active. */
  ok: number;
}

const probes: Probe[] = [
  { what: 'the client', method: 'GET', url: () => `/api/clients/${dee.id}`, ok: 200 },
  { what: 'their intake', method: 'GET', url: () => `/api/clients/${dee.id}/onboarding`, ok: 200 },
  { what: 'their conditions', method: 'GET', url: () => `/api/clients/${dee.id}/conditions`, ok: 200 },
  {
    what: 'their conditions, changed',
    method: 'PUT',
    url: () => `/api/clients/${dee.id}/conditions`,
    body: () => ({ conditions: ['knee'] }),
    ok: 200,
  },
  { what: 'their workouts', method: 'GET', url: () => `/api/workouts/client/${dee.id}`, ok: 200 },
  { what: 'one workout', method: 'GET', url: () => `/api/workouts/${workoutId}`, ok: 200 },
  {
    what: 'the workout, edited',
    method: 'PUT',
    url: () => `/api/workouts/${workoutId}`,
    body: () => f.workoutBody(dee.id),
    ok: 200,
  },
  {
    what: 'the workout, saved as a template',
    method: 'POST',
    url: () => `/api/workouts/${workoutId}/template`,
    body: () => ({ name: f.unique('Saved ') }),
    ok: 201,
  },
  {
    what: 'a new workout',
    method: 'POST',
    url: () => '/api/workouts',
    body: () => f.workoutBody(dee.id),
    ok: 201,
  },
  {
    what: 'a copy',
    method: 'POST',
    url: () => `/api/workouts/${f.ctx.workout.id}/copy`,
    body: () => ({ name: 'Copy', assignedTo: dee.id, scheduledDate: f.today }),
    ok: 201,
  },
  {
    what: 'a bulk copy',
    method: 'POST',
    url: () => `/api/workouts/${f.ctx.workout.id}/copies`,
    body: () => ({ targets: [{ assignedTo: dee.id, scheduledDate: f.today }] }),
    ok: 201,
  },
  {
    what: 'a program',
    method: 'POST',
    url: () => `/api/programs/${programId}/assign`,
    body: () => ({ clientIds: [dee.id], startDate: f.today }),
    ok: 201,
  },
  { what: 'their programs', method: 'GET', url: () => `/api/clients/${dee.id}/programs`, ok: 200 },
  { what: 'their meals', method: 'GET', url: () => `/api/clients/${dee.id}/meals`, ok: 200 },
  {
    what: 'a meal for them',
    method: 'POST',
    url: () => `/api/clients/${dee.id}/meals`,
    body: () => f.mealBody(),
    ok: 201,
  },
  { what: 'their progress', method: 'GET', url: () => `/api/clients/${dee.id}/progress`, ok: 200 },
  { what: 'their records', method: 'GET', url: () => `/api/clients/${dee.id}/records`, ok: 200 },
  {
    what: 'their exercise history',
    method: 'GET',
    url: () => `/api/exercise-history/${f.library.exercises.approved}?clientId=${dee.id}`,
    ok: 200,
  },
  { what: 'their adherence', method: 'GET', url: () => `/api/clients/${dee.id}/adherence`, ok: 200 },
  {
    what: 'exercise suggestions',
    method: 'GET',
    url: () => `/api/clients/${dee.id}/exercise-suggestions`,
    ok: 200,
  },
  {
    what: 'their last performances',
    method: 'GET',
    url: () => `/api/clients/${dee.id}/last-performances?exerciseIds=${f.library.exercises.approved}`,
    ok: 200,
  },
  {
    what: 'their week on the calendar',
    method: 'GET',
    url: () => `/api/calendar?from=${f.today}&to=${f.today}&clientId=${dee.id}`,
    ok: 200,
  },
  { what: 'the conversation', method: 'GET', url: () => `/api/messages?clientId=${dee.id}`, ok: 200 },
  {
    what: 'a message',
    method: 'POST',
    url: () => '/api/messages',
    body: () => ({ clientId: dee.id, body: 'How did the session feel?' }),
    ok: 201,
  },
];

const asTrainer = (p: Probe) =>
  t.call(p.method, p.url(), { token: trainer.token, ...(p.body ? { body: p.body() } : {}) });

/** Everything of Dee's the trainer's lists show: clients, calendar, attention, created workouts. */
async function inTrainersLists() {
  const token = trainer.token;
  const clients = await t.call('GET', '/api/clients', { token });
  const calendar = await t.call('GET', `/api/calendar?from=${f.today}&to=${f.today}`, { token });
  const attention = await t.call('GET', '/api/trainer/attention', { token });
  const created = await t.call('GET', '/api/workouts?createdBy=me&limit=100', { token });
  for (const res of [clients, calendar, attention, created]) expect(res.status).toBe(200);
  return {
    clients: clients.body.clients.some((c: { id: string }) => c.id === dee.id),
    calendar: calendar.body.workouts.some((w: { assignedTo: string }) => w.assignedTo === dee.id),
    attention: JSON.stringify(attention.body).includes(dee.id),
    created: created.body.workouts.some((w: { assignedTo: string }) => w.assignedTo === dee.id),
  };
}

/** What `inTrainersLists` answers when Dee is in each of those lists (`true`) or in none. */
const inEach = (shown: boolean) => ({ clients: shown, calendar: shown, attention: shown, created: shown });

async function setActive(isActive: boolean) {
  const [row] = await t.rows(
    sql`select username, email, first_name, last_name from users where id = ${dee.id}`,
  );
  const res = await t.call('PUT', `/api/users/admin/${dee.id}`, {
    token: f.people.consultant.token,
    body: {
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      roles: ['CLIENT'],
      trainerId: trainer.id,
      isActive,
    },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  f = await createFixture(t);
  trainer = f.people.trainer;
  dee = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  for (const form of ['waiver', 'parq'] as const)
    expect(
      (await t.call('POST', `/api/onboarding/${form}`, { token: dee.token, body: INTAKE[form] })).status,
    ).toBe(201);
  workoutId = (await f.newWorkout(trainer, dee)).id;
  mealId = (await f.newMeal(dee)).id;
  await f.newEntry(dee);
  programId = f.ctx.program.id;
  const sent = await t.call('POST', '/api/messages', {
    token: dee.token,
    body: { body: 'Knee feels better' },
  });
  expect(sent.status).toBe(201);
}, 60_000);
afterAll(() => t.close());

describe('a client the consultant deactivated', () => {
  it('is in reach of their trainer while active', async () => {
    for (const p of probes) expect([p.what, (await asTrainer(p)).status]).toEqual([p.what, p.ok]);
    expect(await inTrainersLists()).toEqual(inEach(true));
  });

  it('leaves the trainer’s lists and answers 404 to every read and write about them', async () => {
    await setActive(false);
    expect(await inTrainersLists()).toEqual(inEach(false));
    for (const p of probes) expect([p.what, (await asTrainer(p)).status]).toEqual([p.what, 404]);
    const refused = await asTrainer(probes.find((p) => p.what === 'a new workout')!);
    expect(refused.body).toMatchObject({ error: 'Client not found' });
  });

  it('keeps their history, and reactivating them brings it back', async () => {
    await setActive(true);
    expect(await inTrainersLists()).toEqual(inEach(true));
    const workout = await t.call('GET', `/api/workouts/${workoutId}`, { token: trainer.token });
    expect(workout.body.workout).toMatchObject({ id: workoutId, assignedTo: dee.id });
    const meals = await t.call('GET', `/api/clients/${dee.id}/meals`, { token: trainer.token });
    expect(meals.body.meals.map((m: { id: string }) => m.id)).toContain(mealId);
    const progress = await t.call('GET', `/api/clients/${dee.id}/progress`, { token: trainer.token });
    expect(progress.body.total).toBeGreaterThan(0);
    const messages = await t.call('GET', `/api/messages?clientId=${dee.id}`, { token: trainer.token });
    expect(messages.body.messages.map((m: { body: string }) => m.body)).toContain('Knee feels better');
    for (const p of probes) expect([p.what, (await asTrainer(p)).status]).toEqual([p.what, p.ok]);
  });
});
