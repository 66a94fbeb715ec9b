import { sql } from 'drizzle-orm';
import {
  SCHEDULED_WORKOUTS_LIMIT_REACHED,
  SCHEDULED_WORKOUTS_PER_CLIENT_MAX,
} from '@kinetic/contracts/workouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// POST /api/templates/{id}/schedule: a template becomes workouts for clients and days in one call.
type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, client2: U, otherClient: U, consultant: U;
let squat: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  client2 = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  consultant = await t.user({ roles: ['CONSULTANT'] });
  [squat] = await t.rows(sql`select id, name from library_exercises where approved order by name limit 1`);
});
afterAll(() => t.close());

async function template(name = 'Strength A', token = trainer.token, shared = false) {
  const res = await t.call('POST', '/api/templates', {
    token,
    body: {
      name,
      description: 'Heavy day',
      estimatedDuration: 45,
      tags: ['strength'],
      shared,
      sets: [{ exercises: [{ exerciseId: squat.id, sets: [{ targetReps: 5, targetWeight: '80' }] }] }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.template;
}

const schedule = (id: string, targets: unknown[], token = trainer.token) =>
  t.call('POST', `/api/templates/${id}/schedule`, { token, body: { targets } });

const countWorkouts = async () => (await t.rows(sql`select count(*)::int as n from workouts`))[0].n;

describe('POST /api/templates/{id}/schedule', () => {
  it("makes one workout per client and day from the template's plan, under its name unless named", async () => {
    const tpl = await template();
    const res = await schedule(tpl.id, [
      { assignedTo: client.id, scheduledDate: '2027-04-05' },
      { assignedTo: client2.id, scheduledDate: '2027-04-05' },
      { assignedTo: client.id, scheduledDate: '2027-04-07', name: 'Strength A (light)' },
    ]);
    expect(res.status).toBe(201);
    expect(
      res.body.workouts.map((w: { assignedTo: string; scheduledDate: string; name: string }) => [
        w.assignedTo,
        w.scheduledDate,
        w.name,
      ]),
    ).toEqual([
      [client.id, '2027-04-05', 'Strength A'],
      [client2.id, '2027-04-05', 'Strength A'],
      [client.id, '2027-04-07', 'Strength A (light)'],
    ]);
    for (const w of res.body.workouts) {
      expect(w).toMatchObject({ status: 'SCHEDULED', description: 'Heavy day', estimatedDuration: 45 });
      expect(w.tags).toEqual(['strength']);
    }

    // The client opens it: the template's targets, fresh ids, no actuals.
    const opened = await t.call('GET', `/api/workouts/${res.body.workouts[0].id}`, { token: client.token });
    expect(opened.status).toBe(200);
    const ex = opened.body.workout.sets[0].exercises[0];
    expect(ex.exerciseName).toBe(squat.name);
    expect(ex.sets[0]).toMatchObject({ targetReps: 5, targetWeight: '80', actualReps: null });
    expect(ex.id).not.toBe(tpl.sets[0].exercises[0].id);

    // Each client is told, and finds it on their calendar.
    const notes = await t.call('GET', '/api/notifications', { token: client2.token });
    expect(JSON.stringify(notes.body)).toContain('New workout: Strength A');
    const calendar = await t.call('GET', '/api/calendar?from=2027-04-05&to=2027-04-05', {
      token: client2.token,
    });
    expect(calendar.body.workouts.map((w: { name: string }) => w.name)).toEqual(['Strength A']);
  });

  it('schedules a template another trainer shares, not one they keep to themselves', async () => {
    const shared = await template('Shared plan', otherTrainer.token, true);
    const own = await template('Private plan', otherTrainer.token, false);
    const target = [{ assignedTo: client.id, scheduledDate: '2027-04-10' }];
    expect((await schedule(shared.id, target)).status).toBe(201);
    const before = await countWorkouts();
    const refused = await schedule(own.id, target);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Template not found');
    expect(await countWorkouts()).toBe(before);
  });

  it("a client who is not the trainer's among the targets refuses the whole call and writes nothing", async () => {
    const tpl = await template();
    const before = await countWorkouts();
    const res = await schedule(tpl.id, [
      { assignedTo: client.id, scheduledDate: '2027-04-12' },
      { assignedTo: otherClient.id, scheduledDate: '2027-04-12' },
    ]);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([{ path: 'targets.1.assignedTo', msg: 'Client not found' }]);
    expect(await countWorkouts()).toBe(before);
  });

  it('clients and consultants are refused (403), the signed-out (401), an unknown template is 404', async () => {
    const tpl = await template();
    const targets = [{ assignedTo: client.id, scheduledDate: '2027-04-12' }];
    expect((await schedule(tpl.id, targets, client.token)).status).toBe(403);
    expect((await schedule(tpl.id, targets, consultant.token)).status).toBe(403);
    expect((await t.call('POST', `/api/templates/${tpl.id}/schedule`, { body: { targets } })).status).toBe(
      401,
    );
    expect((await schedule('00000000-0000-4000-8000-000000000000', targets)).status).toBe(404);
  });

  it.each([
    ['no targets', [], 'targets'],
    ['201 targets', Array.from({ length: 201 }, () => ({})), 'targets'],
    ['a bad date', [{ scheduledDate: '2027-02-30' }], 'targets.0.scheduledDate'],
    ['a missing client', [{ assignedTo: undefined }], 'targets.0.assignedTo'],
    ['a name over 100', [{ name: 'n'.repeat(101) }], 'targets.0.name'],
  ])('refuses %s with a field message and writes nothing', async (_what, rows, path) => {
    const tpl = await template();
    const before = await countWorkouts();
    const res = await schedule(
      tpl.id,
      rows.map((x) => ({ assignedTo: client.id, scheduledDate: '2027-04-12', ...x })),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await countWorkouts()).toBe(before);
  });

  it(`gives a client no more than ${SCHEDULED_WORKOUTS_PER_CLIENT_MAX} workouts scheduled ahead`, async () => {
    const full = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, status, plan)
      select ${full.id}, ${trainer.id}, 'Ahead ' || i, current_date + (i % 300), 'SCHEDULED', '[]'::jsonb
      from generate_series(1, ${SCHEDULED_WORKOUTS_PER_CLIENT_MAX - 1}::int) i`);
    const tpl = await template();
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const before = await countWorkouts();
    const over = await schedule(tpl.id, [
      { assignedTo: client.id, scheduledDate: day(3) },
      { assignedTo: full.id, scheduledDate: day(3) },
      { assignedTo: full.id, scheduledDate: day(4) },
    ]);
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      { path: 'targets.1.assignedTo', msg: SCHEDULED_WORKOUTS_LIMIT_REACHED },
      { path: 'targets.2.assignedTo', msg: SCHEDULED_WORKOUTS_LIMIT_REACHED },
    ]);
    expect(await countWorkouts()).toBe(before);
    expect((await schedule(tpl.id, [{ assignedTo: full.id, scheduledDate: day(3) }])).status).toBe(201);
  });
});
