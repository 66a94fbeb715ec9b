import { sql } from 'drizzle-orm';
import {
  ASSIGNMENT_ENDED,
  MOVED_BEFORE_TODAY,
  PROGRAM_ASSIGNMENTS_LIMIT_REACHED,
  PROGRAM_ASSIGNMENTS_PER_CLIENT_MAX,
} from '@kinetic/contracts/program-assignments';
import { CLASH_CHOICE_MESSAGE } from '@kinetic/contracts/schedule-clashes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { calendarLines, firstExercise, newProgram, newTemplate, workoutOn } from '../../test/plans.ts';
import { completeOn, completeWorkout, expectKneeClashPreview } from '../../test/schedule-clashes.ts';

// A program once assigned: the coach removes it (its upcoming workouts go, the done ones stay) or
// moves its start (its upcoming workouts shift), and the client is told. Moving it onto days the
// client already trains: the preview shows the clashes before anything moves, and the coach's
// choice for them holds.

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, consultant: U;
let squat: { id: string };
let programId: string;

const client = () => t.user({ roles: ['CLIENT'], trainerId: trainer.id });

/** Assigns the program to the client from the start date; answers the assignment as listed. */
async function assign(clientId: string, startDate = '2027-03-01') {
  const res = await t.call('POST', `/api/programs/${programId}/assign`, {
    token: trainer.token,
    body: { clientIds: [clientId], startDate },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await programsOf(clientId))[0]!;
}

async function programsOf(clientId: string) {
  const res = await t.call('GET', `/api/clients/${clientId}/programs`, { token: trainer.token });
  expect(res.status).toBe(200);
  return res.body.assignments as {
    id: string;
    startDate: string;
    workouts: number;
    endedAt: string | null;
  }[];
}

/** The client's workouts as their trainer lists them, oldest first: date, name, done, program. */
async function workoutsOf(clientId: string) {
  const res = await t.call('GET', `/api/workouts/client/${clientId}?limit=200`, { token: trainer.token });
  expect(res.status).toBe(200);
  return (
    res.body.workouts as {
      scheduledDate: string;
      name: string;
      status: string;
      programAssignmentId: string | null;
    }[]
  )
    .map((w) => ({
      date: w.scheduledDate,
      done: w.status === 'COMPLETED',
      fromProgram: w.programAssignmentId,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const notices = async (c: U) =>
  (await t.call('GET', '/api/notifications', { token: c.token })).body.notifications as {
    title: string;
    body: string;
  }[];

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
  // 'Push' on Mon and Wed of week 1, Fri of week 2.
  programId = (await newProgram(t, trainer.token, 'Base block', [id, id, id])).id;
});
afterAll(() => t.close());

describe('program assignments', () => {
  it('each workout names the assignment it came from; a workout made by hand names none', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    expect(a).toMatchObject({ startDate: '2027-03-01', workouts: 3, endedAt: null });
    await workoutOn(t, trainer.token, {
      clientId: sam.id,
      date: '2027-03-02',
      name: 'By hand',
      exerciseId: squat.id,
    });
    expect(await workoutsOf(sam.id)).toEqual([
      { date: '2027-03-01', done: false, fromProgram: a.id },
      { date: '2027-03-02', done: false, fromProgram: null },
      { date: '2027-03-03', done: false, fromProgram: a.id },
      { date: '2027-03-12', done: false, fromProgram: a.id },
    ]);
  });

  it('removing one deletes its upcoming workouts, keeps the done one, and tells the client', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    await completeOn(t, sam.id, '2027-03-01');
    const res = await t.call('DELETE', `/api/program-assignments/${a.id}`, { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: 2, kept: 1 });
    expect(await workoutsOf(sam.id)).toEqual([{ date: '2027-03-01', done: true, fromProgram: a.id }]);
    const [listed] = await programsOf(sam.id);
    expect(listed).toMatchObject({ id: a.id, workouts: 1, endedAt: expect.any(String) });
    expect((await notices(sam))[0]).toMatchObject({
      title: 'Program removed: Base block',
      body: '2 upcoming workouts removed',
    });

    // Once removed it can be neither removed nor moved again.
    const again = await t.call('DELETE', `/api/program-assignments/${a.id}`, { token: trainer.token });
    expect(again).toMatchObject({ status: 409, body: { error: ASSIGNMENT_ENDED } });
    expect((await move(a.id, { startDate: '2027-03-08' })).status).toBe(409);
  });

  it('past workouts not done stay (missed); one removed before anything was done leaves no trace', async () => {
    const sam = await client();
    const monday = (
      await t.rows(sql`select (date_trunc('week', current_date) - interval '7 days')::date::text as d`)
    )[0].d as string;
    const past = await assign(sam.id, monday);
    const res = await t.call('DELETE', `/api/program-assignments/${past.id}`, { token: trainer.token });
    expect(res.status).toBe(200);
    // Last week's Monday and Wednesday stay as missed; this week's Friday is removed when still ahead.
    const left = await workoutsOf(sam.id);
    expect(left.slice(0, 2).map((w) => w.done)).toEqual([false, false]);
    expect(res.body.kept).toBe(left.length);

    const fresh = await client();
    const a = await assign(fresh.id);
    expect(
      (await t.call('DELETE', `/api/program-assignments/${a.id}`, { token: trainer.token })).body,
    ).toEqual({
      removed: 3,
      kept: 0,
    });
    expect(await programsOf(fresh.id)).toEqual([]);
    expect(await workoutsOf(fresh.id)).toEqual([]);
  });

  it('moving its start shifts the upcoming workouts not done by as many days', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    await completeOn(t, sam.id, '2027-03-01');
    const res = await move(a.id, { startDate: '2027-03-08' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ startDate: '2027-03-08', moved: 2, replaced: 0, skipped: 0 });
    expect((await workoutsOf(sam.id)).map((w) => `${w.date}${w.done ? ' done' : ''}`)).toEqual([
      '2027-03-01 done',
      '2027-03-10',
      '2027-03-19',
    ]);
    expect((await programsOf(sam.id))[0]).toMatchObject({ startDate: '2027-03-08' });
    expect((await notices(sam))[0]).toMatchObject({ title: 'Program moved: Base block' });
  });

  it('refuses a move before today, a bad date, and leaves everything where it was', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    const before = await workoutsOf(sam.id);
    const early = await move(a.id, { startDate: '2020-01-06' });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([{ path: 'startDate', msg: MOVED_BEFORE_TODAY }]);
    for (const startDate of ['2027-02-30', 'soon', null]) {
      const bad = await move(a.id, { startDate });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('startDate');
    }
    expect(await workoutsOf(sam.id)).toEqual(before);
  });

  it("another trainer's assignment answers 404 and stays; clients and consultants are refused", async () => {
    const sam = await client();
    const a = await assign(sam.id);
    const before = await workoutsOf(sam.id);
    const calls = [
      ['DELETE', undefined],
      ['PATCH', { startDate: '2027-03-08' }],
    ] as const;
    for (const [method, body] of calls) {
      const url = `/api/program-assignments/${a.id}`;
      expect((await t.call(method, url, { token: otherTrainer.token, body })).status).toBe(404);
      expect((await t.call(method, url, { token: sam.token, body })).status).toBe(403);
      expect((await t.call(method, url, { token: consultant.token, body })).status).toBe(403);
    }
    expect(
      (
        await t.call('DELETE', '/api/program-assignments/00000000-0000-4000-8000-000000000000', {
          token: trainer.token,
        })
      ).status,
    ).toBe(404);
    expect(await workoutsOf(sam.id)).toEqual(before);
    expect(await programsOf(sam.id)).toEqual([expect.objectContaining({ id: a.id, endedAt: null })]);
  });

  it(`a client holds at most ${PROGRAM_ASSIGNMENTS_PER_CLIENT_MAX} program assignments`, async () => {
    const sam = await client();
    await t.rows(sql`insert into program_assignments (client_id, assigned_by, program_name, weeks, start_date)
      select ${sam.id}, ${trainer.id}, 'Old ' || i, 1, '2020-01-06'
      from generate_series(1, ${PROGRAM_ASSIGNMENTS_PER_CLIENT_MAX}::int) i`);
    const res = await t.call('POST', `/api/programs/${programId}/assign`, {
      token: trainer.token,
      body: { clientIds: [sam.id], startDate: '2027-03-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'clientIds.0', msg: PROGRAM_ASSIGNMENTS_LIMIT_REACHED }]);
    expect(await workoutsOf(sam.id)).toEqual([]);
  });
});

/** A choice for the days a client already trains, and what it leaves. */
interface MoveOverCase {
  onClash?: 'skip' | 'replace';
  done?: [date: string, name: string];
  answer: { moved: number; replaced: number; skipped: number };
  calendar: string[];
}

describe('moving an assigned program onto busy days', () => {
  it('previews the other workouts on the days it lands on, not its own, and the warnings; nothing moves', async () => {
    const sam = await client();
    const a = await assign(sam.id);
    // Two days later: Mon 1st → Wed 3rd (its own Wed session moves on, no clash), Wed 3rd → Fri
    // 5th (an easy run there), Fri 12th → Sun 14th.
    const run = await existing(sam.id, '2027-03-05', 'Easy run');
    await expectKneeClashPreview(
      t,
      { trainerId: trainer.id, clientId: sam.id },
      { exerciseId: squat.id, clash: { id: run.id, date: '2027-03-05', name: 'Easy run' } },
      { preview: () => preview(a.id, { startDate: '2027-03-03' }), state: () => march(sam.id) },
    );
  });

  it.each<[what: string, MoveOverCase]>([
    [
      'keeps both by default, as before',
      {
        answer: { moved: 3, replaced: 0, skipped: 0 },
        calendar: ['2027-03-03 Push', '2027-03-05 Easy run', '2027-03-05 Push', '2027-03-14 Push'],
      },
    ],
    [
      'skip leaves the busy day alone: the session that would land there is removed',
      {
        onClash: 'skip',
        answer: { moved: 2, replaced: 0, skipped: 1 },
        calendar: ['2027-03-03 Push', '2027-03-05 Easy run', '2027-03-14 Push'],
      },
    ],
    [
      'replace removes the workout not done yet; a completed one stays',
      {
        onClash: 'replace',
        done: ['2027-03-14', 'Long ride'],
        answer: { moved: 3, replaced: 1, skipped: 0 },
        calendar: ['2027-03-03 Push', '2027-03-05 Push', '2027-03-14 Long ride (done)', '2027-03-14 Push'],
      },
    ],
  ])('%s', async (_what, { onClash, done, answer, calendar }) => {
    const sam = await client();
    const a = await assign(sam.id);
    await existing(sam.id, '2027-03-05', 'Easy run');
    if (done) await completeWorkout(t, (await existing(sam.id, ...done)).id);
    const res = await move(a.id, { startDate: '2027-03-03', ...(onClash && { onClash }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ startDate: '2027-03-03', ...answer });
    expect(await march(sam.id)).toEqual(calendar);
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
    await completeOn(t, sam.id, '2027-03-01');
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
