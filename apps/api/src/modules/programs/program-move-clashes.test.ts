import { sql } from 'drizzle-orm';
import { CLASH_CHOICE_MESSAGE } from '@kinetic/contracts/schedule-clashes';
import { ASSIGNMENT_ENDED, MOVED_BEFORE_TODAY } from '@kinetic/contracts/program-assignments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { calendarLines, firstExercise, newProgram, newTemplate, workoutOn } from '../../test/plans.ts';

// Moving an assigned program's start onto days the client already trains: the preview shows the
// clashes before anything moves, and the coach's choice for them holds.

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, consultant: U;
let squat: { id: string };
let programId: string;

const client = () => t.user({ roles: ['CLIENT'], trainerId: trainer.id });

/** 'Push' on Mon and Wed of week 1 and Fri of week 2: from Mon 1 Mar 2027, the 1st, 3rd and 12th. */
async function assign(clientId: string) {
  const res = await t.call('POST', `/api/programs/${programId}/assign`, {
    token: trainer.token,
    body: { clientIds: [clientId], startDate: '2027-03-01' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const list = await t.call('GET', `/api/clients/${clientId}/programs`, { token: trainer.token });
  return list.body.assignments[0] as { id: string };
}

/** A workout of the client's on that day, made by hand. */
const existing = (clientId: string, date: string, name: string) =>
  workoutOn(t, trainer.token, { clientId, date, name, exerciseId: squat.id });

/** The client's workouts in March 2027 as their trainer sees them, by day and name. */
const march = async (clientId: string) =>
  (await calendarLines(t, trainer.token, clientId, { from: '2027-03-01', to: '2027-03-31' })).sort();

const move = (id: string, body: unknown, token = trainer.token) =>
  t.call('PATCH', `/api/program-assignments/${id}`, { token, body });
const preview = (id: string, body: unknown, token = trainer.token) =>
  t.call('POST', `/api/program-assignments/${id}/move/preview`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer } = await t.twoTrainersWithClients());
  consultant = await t.user({ roles: ['CONSULTANT'] });
  squat = await firstExercise(t);
  const { id } = await newTemplate(t, trainer.token, 'Push', squat.id);
  programId = (await newProgram(t, trainer.token, 'Base block', [id, id, id])).id;
});
afterAll(() => t.close());

describe('moving an assigned program onto busy days', () => {
  it('previews the other workouts on the days it lands on, not its own, and the warnings; nothing moves', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    // Two days later: Mon 1st → Wed 3rd (its own Wed session moves on, no clash), Wed 3rd → Fri
    // 5th (an easy run there), Fri 12th → Sun 14th.
    const run = await existing(sam.id, '2027-03-05', 'Easy run');
    await t.rows(sql`update library_exercises set contraindications = '{knee}' where id = ${squat.id}`);
    await t.rows(sql`update users set conditions = '{knee}' where id = ${sam.id}`);
    try {
      const before = await march(sam.id);
      const res = await preview(a.id, { startDate: '2027-03-03' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.clashes).toEqual([
        {
          clientId: sam.id,
          scheduledDate: '2027-03-05',
          workoutId: run.id,
          name: 'Easy run',
          completed: false,
        },
      ]);
      expect(res.body.workouts).toEqual({ keep: 3, replace: 3, skip: 2 });
      expect(res.body.warnings).toEqual([
        expect.objectContaining({ clientId: sam.id, exerciseId: squat.id, condition: 'knee' }),
      ]);
      expect(await march(sam.id)).toEqual(before);
      // Reading the client's conditions for the warnings is in the audit trail.
      const [audited] = await t.rows(sql`select count(*)::int as n from audit_log
        where actor_id = ${trainer.id} and subject_id = ${sam.id} and action = 'conditions.read'`);
      expect(audited.n).toBeGreaterThan(0);
    } finally {
      await t.rows(sql`update library_exercises set contraindications = '{}' where id = ${squat.id}`);
    }
  });

  it('keeps both by default, as before', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    await existing(sam.id, '2027-03-05', 'Easy run');
    const res = await move(a.id, { startDate: '2027-03-03' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ startDate: '2027-03-03', moved: 3, replaced: 0, skipped: 0 });
    expect(await march(sam.id)).toEqual([
      '2027-03-03 Push',
      '2027-03-05 Easy run',
      '2027-03-05 Push',
      '2027-03-14 Push',
    ]);
  });

  it('skip leaves the busy day alone: the session that would land there is removed', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    await existing(sam.id, '2027-03-05', 'Easy run');
    const res = await move(a.id, { startDate: '2027-03-03', onClash: 'skip' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ startDate: '2027-03-03', moved: 2, replaced: 0, skipped: 1 });
    expect(await march(sam.id)).toEqual(['2027-03-03 Push', '2027-03-05 Easy run', '2027-03-14 Push']);
  });

  it('replace removes the workout not done yet; a completed one stays', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    await existing(sam.id, '2027-03-05', 'Easy run');
    const done = await existing(sam.id, '2027-03-14', 'Long ride');
    await t.rows(sql`update workouts set status = 'COMPLETED', completed_date = now() where id = ${done.id}`);
    const res = await move(a.id, { startDate: '2027-03-03', onClash: 'replace' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ startDate: '2027-03-03', moved: 3, replaced: 1, skipped: 0 });
    expect(await march(sam.id)).toEqual([
      '2027-03-03 Push',
      '2027-03-05 Push',
      '2027-03-14 Long ride (done)',
      '2027-03-14 Push',
    ]);
  });

  it('refuses a bad choice, a start before today and an ended assignment, moving nothing', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    const before = await march(sam.id);
    const bad = await move(a.id, { startDate: '2027-03-03', onClash: 'both' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'onClash', msg: CLASH_CHOICE_MESSAGE }]);
    const early = await preview(a.id, { startDate: '2020-01-06' });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([{ path: 'startDate', msg: MOVED_BEFORE_TODAY }]);
    const noDate = await preview(a.id, { startDate: 'soon' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors[0].path).toBe('startDate');
    expect(await march(sam.id)).toEqual(before);
    // Once one is done, removing the program keeps it, ended.
    await t.rows(sql`update workouts set status = 'COMPLETED', completed_date = now()
      where assigned_to = ${sam.id} and scheduled_date = '2027-03-01'`);
    expect(
      (await t.call('DELETE', `/api/program-assignments/${a.id}`, { token: trainer.token })).status,
    ).toBe(200);
    const ended = await preview(a.id, { startDate: '2027-03-08' });
    expect(ended.status).toBe(409);
    expect(ended.body.error).toBe(ASSIGNMENT_ENDED);
  });

  it("another trainer's assignment answers 404 to a preview; clients and consultants are refused", async () => {
    const sam = await client();
    const a = await assign(sam.id);
    const body = { startDate: '2027-03-08' };
    expect((await preview(a.id, body, otherTrainer.token)).status).toBe(404);
    expect((await preview(a.id, body, sam.token)).status).toBe(403);
    expect((await preview(a.id, body, consultant.token)).status).toBe(403);
    expect((await preview('00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
  });
});
