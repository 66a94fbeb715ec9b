import { sql } from 'drizzle-orm';
import { CLASH_CHOICE_MESSAGE } from '@kinetic/contracts/schedule-clashes';
import {
  SCHEDULED_WORKOUTS_LIMIT_REACHED,
  SCHEDULED_WORKOUTS_PER_CLIENT_MAX,
} from '@kinetic/contracts/workouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { calendarLines, firstExercise, newProgram, newTemplate, workoutOn } from '../../test/plans.ts';
import { completeWorkout, expectKneeClashPreview } from '../../test/schedule-clashes.ts';

// Assigning a program, or copying a workout to many, onto days a client already trains: the clashes
// are shown before anything is written, and the coach's choice holds.

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, otherClient: U;
let squat: { id: string; name: string };
let tplA: { id: string };
let tplB: { id: string };

/** 'Push' on Mon 1st and Fri 12th, 'Pull' on Wed 3rd of March 2027. */
const program = (token = trainer.token) =>
  newProgram(t, token, 'Three sessions', [tplA.id, tplB.id, tplA.id]);

/** A workout of the client's on that day, made by their trainer. */
const existing = (clientId: string, date: string, name = 'Existing') =>
  workoutOn(t, trainer.token, { clientId, date, name, exerciseId: squat.id });

const complete = (id: string) => completeWorkout(t, id);

/** The client's workouts on the calendar from 1 to 14 Mar 2027, as their trainer sees them. */
const march = (clientId: string) =>
  calendarLines(t, trainer.token, clientId, { from: '2027-03-01', to: '2027-03-14' });

const count = async () => (await t.rows(sql`select count(*)::int as n from workouts`))[0].n as number;
const client = () => t.user({ roles: ['CLIENT'], trainerId: trainer.id });

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, otherClient } = await t.twoTrainersWithClients());
  squat = await firstExercise(t);
  tplA = await newTemplate(t, trainer.token, 'Push', squat.id);
  tplB = await newTemplate(t, trainer.token, 'Pull', squat.id);
});
afterAll(() => t.close());

/** A choice for the days a client already trains, and what it leaves. */
interface AssignOverCase {
  onClash?: 'skip' | 'replace';
  busy: [date: string, name: string];
  done?: [date: string, name: string];
  answer: { replaced: number; skipped: number };
  written: number;
  calendar: string[];
}

describe('assigning a program over existing workouts', () => {
  it('previews the clashes and the health warnings, writing nothing', async () => {
    const sam = await client();
    const p = await program();
    const monday = await existing(sam.id, '2027-03-01', 'Easy run');
    await expectKneeClashPreview(
      t,
      { trainerId: trainer.id, clientId: sam.id },
      { exerciseId: squat.id, clash: { id: monday.id, date: '2027-03-01', name: 'Easy run' } },
      {
        preview: () =>
          t.call('POST', `/api/programs/${p.id}/assign/preview`, {
            token: trainer.token,
            body: { clientIds: [sam.id], startDate: '2027-03-01' },
          }),
        state: count,
      },
    );
  });

  it.each<[what: string, AssignOverCase]>([
    [
      'keeps both when no choice is given, as before',
      {
        busy: ['2027-03-01', 'Easy run'],
        answer: { replaced: 0, skipped: 0 },
        written: 3,
        calendar: ['2027-03-01 Easy run', '2027-03-01 Push', '2027-03-03 Pull', '2027-03-12 Push'],
      },
    ],
    [
      'skip: the existing workout stays alone on its day',
      {
        onClash: 'skip',
        busy: ['2027-03-03', 'Easy run'],
        answer: { replaced: 0, skipped: 1 },
        written: 2,
        calendar: ['2027-03-01 Push', '2027-03-03 Easy run', '2027-03-12 Push'],
      },
    ],
    [
      'replace: the not-done workouts of those days go, a completed one stays',
      {
        onClash: 'replace',
        busy: ['2027-03-01', 'Easy run'],
        done: ['2027-03-03', 'Tempo run'],
        answer: { replaced: 1, skipped: 0 },
        written: 3,
        calendar: ['2027-03-01 Push', '2027-03-03 Tempo run (done)', '2027-03-03 Pull', '2027-03-12 Push'],
      },
    ],
  ])('%s', async (_what, { onClash, busy, done, answer, written, calendar }) => {
    const sam = await client();
    const p = await program();
    await existing(sam.id, ...busy);
    if (done) await complete((await existing(sam.id, ...done)).id);
    const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [sam.id], startDate: '2027-03-01', ...(onClash && { onClash }) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(answer);
    expect(res.body.workouts).toHaveLength(written);
    expect(await march(sam.id)).toEqual(calendar);
  });

  it('refuses a choice it does not know with a field message, writing nothing', async () => {
    const sam = await client();
    const p = await program();
    const before = await count();
    for (const onClash of ['merge', 1, null]) {
      const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
        token: trainer.token,
        body: { clientIds: [sam.id], startDate: '2027-03-01', onClash },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'onClash', msg: CLASH_CHOICE_MESSAGE }]);
    }
    expect(await count()).toBe(before);
  });

  it("another trainer's program or client answers 404 to a preview", async () => {
    const sam = await client();
    const p = await program();
    const theirs = await t.call('POST', `/api/programs/${p.id}/assign/preview`, {
      token: otherTrainer.token,
      body: { clientIds: [otherClient.id], startDate: '2027-03-01' },
    });
    expect(theirs.status).toBe(404);
    const foreign = await t.call('POST', `/api/programs/${p.id}/assign/preview`, {
      token: trainer.token,
      body: { clientIds: [sam.id, otherClient.id], startDate: '2027-03-01' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([{ path: 'clientIds', msg: 'Client not found' }]);
  });

  it('replace frees room under the scheduled-ahead cap; a refusal puts the replaced back', async () => {
    const sam = await client();
    const p = await program();
    const inMarch = await existing(sam.id, '2027-03-01', 'Easy run');
    // With the March workout, one short of the cap: the program's three pass it, replacing or not.
    await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, status, plan)
      select ${sam.id}, ${trainer.id}, 'Ahead ' || i, current_date + (i % 60), 'SCHEDULED', '[]'::jsonb
      from generate_series(1, ${SCHEDULED_WORKOUTS_PER_CLIENT_MAX - 2}::int) i`);
    const refused = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [sam.id], startDate: '2027-03-01', onClash: 'replace' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'clientIds.0', msg: SCHEDULED_WORKOUTS_LIMIT_REACHED }]);
    expect(await march(sam.id)).toEqual(['2027-03-01 Easy run']);
    expect((await t.rows(sql`select id from workouts where id = ${inMarch.id}`)).length).toBe(1);

    // One more free: replacing the March workout now makes room for the three.
    await t.rows(sql`delete from workouts where id in (select id from workouts
      where assigned_to = ${sam.id} and name like 'Ahead%' limit 1)`);
    const kept = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [sam.id], startDate: '2027-03-01', onClash: 'keep' },
    });
    expect(kept.status).toBe(400);
    const replaced = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [sam.id], startDate: '2027-03-01', onClash: 'replace' },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(await march(sam.id)).toEqual(['2027-03-01 Push', '2027-03-03 Pull', '2027-03-12 Push']);
  });
});

describe('copying a workout to many over existing workouts', () => {
  it('previews the clashes; skip leaves the busy day alone, replace takes its place', async () => {
    const sam = await client();
    const source = await existing(sam.id, '2027-03-05', 'Intervals');
    await existing(sam.id, '2027-03-08', 'Easy run');
    const targets = [
      { assignedTo: sam.id, scheduledDate: '2027-03-08' },
      { assignedTo: sam.id, scheduledDate: '2027-03-09' },
    ];
    const preview = await t.call('POST', `/api/workouts/${source.id}/copies/preview`, {
      token: trainer.token,
      body: { targets },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.clashes).toEqual([
      expect.objectContaining({ clientId: sam.id, scheduledDate: '2027-03-08', name: 'Easy run' }),
    ]);
    expect(preview.body.workouts).toEqual({ keep: 2, replace: 2, skip: 1 });

    const skip = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: { targets, onClash: 'skip' },
    });
    expect(skip.status).toBe(201);
    expect(skip.body.workouts).toHaveLength(1);
    expect(await march(sam.id)).toEqual([
      '2027-03-05 Intervals',
      '2027-03-08 Easy run',
      '2027-03-09 Intervals',
    ]);

    const replace = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: { targets: [{ assignedTo: sam.id, scheduledDate: '2027-03-08' }], onClash: 'replace' },
    });
    expect(replace.status).toBe(201);
    expect(await march(sam.id)).toEqual([
      '2027-03-05 Intervals',
      '2027-03-08 Intervals',
      '2027-03-09 Intervals',
    ]);
  });

  it('never replaces the workout being copied, and refuses a bad choice', async () => {
    const sam = await client();
    const source = await existing(sam.id, '2027-03-05', 'Intervals');
    const same = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: { targets: [{ assignedTo: sam.id, scheduledDate: '2027-03-05' }], onClash: 'replace' },
    });
    expect(same.status).toBe(201);
    expect(await march(sam.id)).toEqual(['2027-03-05 Intervals', '2027-03-05 Intervals']);
    const bad = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: { targets: [{ assignedTo: sam.id, scheduledDate: '2027-03-06' }], onClash: 'both' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'onClash', msg: CLASH_CHOICE_MESSAGE }]);
  });

  it("another trainer's workout or client answers 404 to a preview", async () => {
    const sam = await client();
    const source = await existing(sam.id, '2027-03-05', 'Intervals');
    const theirs = await t.call('POST', `/api/workouts/${source.id}/copies/preview`, {
      token: otherTrainer.token,
      body: { targets: [{ assignedTo: otherClient.id, scheduledDate: '2027-03-06' }] },
    });
    expect(theirs.status).toBe(404);
    const foreign = await t.call('POST', `/api/workouts/${source.id}/copies/preview`, {
      token: trainer.token,
      body: { targets: [{ assignedTo: otherClient.id, scheduledDate: '2027-03-06' }] },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([{ path: 'targets.0.assignedTo', msg: 'Client not found' }]);
  });
});
