import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { firstExercise } from '../../test/plans.ts';

let t: TestApp;
let trainer: TestUser, otherTrainer: TestUser, client: TestUser;
let exerciseId: string;

type Reason = { kind: string; detail: string; fact: string; workoutId?: string };

const today = () => new Date().toISOString().slice(0, 10);
const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .replace(',', '');

async function reasonsOf(who: TestUser, coach = trainer): Promise<Reason[]> {
  const res = await t.call('GET', '/api/trainer/attention', { token: coach.token });
  expect(res.status).toBe(200);
  return res.body.clients.find((c: { client: { id: string } }) => c.client.id === who.id)?.reasons ?? [];
}
const reason = async (kind: string, who = client) => (await reasonsOf(who)).find((r) => r.kind === kind);

/** A workout for today, assigned by the trainer and completed by the client with what hurt. */
async function completedWith(name: string, done: { pain?: unknown; note?: string } = {}) {
  const made = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name,
      scheduledDate: today(),
      assignedTo: client.id,
      sets: [{ exercises: [{ exerciseId, sets: [{ targetReps: 10 }] }] }],
    },
  });
  expect(made.status).toBe(201);
  const block = made.body.workout.sets[0];
  const res = await t.call('PATCH', `/api/workouts/${made.body.workout.id}/complete`, {
    token: client.token,
    body: {
      sets: [{ id: block.id, exercises: [{ id: block.exercises[0].id, notes: done.note ?? '', sets: [] }] }],
      status: 'COMPLETED',
      completedDate: new Date().toISOString(),
      ...(done.pain === undefined ? {} : { pain: done.pain }),
    },
  });
  return { res, id: made.body.workout.id as string };
}

const clear = (body: Record<string, unknown>, who = client, coach = trainer) =>
  t.call('POST', `/api/clients/${who.id}/attention/resolutions`, { token: coach.token, body });

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client } = await t.twoTrainersWithClients());
  exerciseId = (await firstExercise(t)).id;
});
afterAll(() => t.close());

describe('pain, as the client reports it', () => {
  it('raises the pain reason with where, how much and which workout', async () => {
    const { res, id } = await completedWith('Lunges', { pain: { area: 'left knee', level: 6 } });
    expect(res.status).toBe(200);
    expect(await reason('pain-note')).toEqual({
      kind: 'pain-note',
      detail: `Reported pain in left knee, 6/10, after Lunges on ${dayName(today())}`,
      workoutId: id,
      fact: id,
    });
    const [row] = await t.rows(sql`select pain_area, pain_level from workouts where id = ${id}`);
    expect(row).toEqual({ pain_area: 'left knee', pain_level: 6 });
    // It is the client's data: their export has it with the workout.
    const exported = await t.call('GET', '/api/users/me/export', { token: client.token });
    const workouts = exported.body.workouts as { id: string; pain: unknown }[];
    expect(workouts.find((w) => w.id === id)?.pain).toEqual({ area: 'left knee', level: 6 });
  });

  it('refuses a level outside 0-10, a missing area and an area of more than one line', async () => {
    for (const pain of [
      { area: 'knee', level: 11 },
      { area: 'knee', level: 2.5 },
      { area: '', level: 3 },
      { area: 'knee\nand back', level: 3 },
      { area: 'x'.repeat(61), level: 3 },
    ]) {
      const { res } = await completedWith('Refused', { pain });
      expect(res.status, JSON.stringify(pain)).toBe(400);
      expect(res.body.errors[0].path).toMatch(/^pain\./);
    }
  });

  it('a completion with nothing reported leaves no pain, and the note scan still works', async () => {
    const { id } = await completedWith('Rows', { note: 'Shoulder ache on the last set' });
    const [row] = await t.rows(sql`select pain_area, pain_level from workouts where id = ${id}`);
    expect(row).toEqual({ pain_area: null, pain_level: null });
    expect(await reason('pain-note')).toMatchObject({
      detail: `Wrote: “Shoulder ache on the last set” after Rows on ${dayName(today())}`,
      workoutId: id,
    });
  });
});

describe('clearing a reason', () => {
  it('a resolved reason is gone until a new fact raises it again', async () => {
    const pain = (await reason('pain-note'))!;
    const res = await clear({ kind: 'pain-note', fact: pain.fact, note: 'Called her, form fixed' });
    expect(res.status).toBe(201);
    expect(res.body.resolution).toMatchObject({
      clientId: client.id,
      kind: 'pain-note',
      fact: pain.fact,
      note: 'Called her, form fixed',
      snoozedUntil: null,
    });
    expect(await reason('pain-note')).toBeUndefined();

    // A new pain is a new fact: it shows, with its own detail.
    const { id } = await completedWith('Step-ups', { pain: { area: 'lower back', level: 3 } });
    expect(await reason('pain-note')).toMatchObject({
      workoutId: id,
      detail: expect.stringMatching(/lower back, 3\/10/),
    });
  });

  it('a snoozed reason comes back when the snooze ends', async () => {
    const pain = (await reason('pain-note'))!;
    const res = await clear({ kind: 'pain-note', fact: pain.fact, snoozeDays: 3 });
    expect(res.status).toBe(201);
    const until = Date.parse(res.body.resolution.snoozedUntil);
    expect(until - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(await reason('pain-note')).toBeUndefined();

    await t.rows(sql`update attention_resolutions set snoozed_until = now() - interval '1 minute'
      where client_id = ${client.id} and kind = 'pain-note'`);
    expect(await reason('pain-note')).toMatchObject({ fact: pain.fact });
  });

  it('a resolution of facts that are no longer the reason’s hides nothing', async () => {
    await clear({ kind: 'intake-pending', fact: 'something else' });
    expect(await reason('intake-pending')).toMatchObject({ detail: 'Has not started the intake forms' });
  });

  it('can be taken back: the reason shows again', async () => {
    await clear({ kind: 'intake-pending', fact: 'intake' });
    expect(await reason('intake-pending')).toBeUndefined();
    const back = await t.call('DELETE', `/api/clients/${client.id}/attention/resolutions/intake-pending`, {
      token: trainer.token,
    });
    expect(back.status).toBe(204);
    expect(await reason('intake-pending')).toMatchObject({ kind: 'intake-pending' });
    const again = await t.call('DELETE', `/api/clients/${client.id}/attention/resolutions/intake-pending`, {
      token: trainer.token,
    });
    expect(again.status).toBe(404);
  });

  it('is in the audit trail, without the note', async () => {
    const rows = await t.rows(sql`select action, detail from audit_log
      where actor_id = ${trainer.id} and subject_id = ${client.id} and action like 'attention.%'
        and action <> 'attention.read'
      order by at, id`);
    expect(rows).toEqual([
      { action: 'attention.resolve', detail: 'pain-note' },
      { action: 'attention.snooze', detail: 'pain-note for 3 days' },
      { action: 'attention.resolve', detail: 'intake-pending' },
      { action: 'attention.resolve', detail: 'intake-pending' },
      { action: 'attention.reopen', detail: 'intake-pending' },
    ]);
  });

  it('answers 400 with the field for a bad kind, snooze, note or fact', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'bored', fact: 'x' }, 'kind'],
      [{ kind: 'pain-note', fact: '' }, 'fact'],
      [{ kind: 'pain-note', fact: 'x'.repeat(201) }, 'fact'],
      [{ kind: 'pain-note', fact: 'x', snoozeDays: 2 }, 'snoozeDays'],
      [{ kind: 'pain-note', fact: 'x', note: 'n'.repeat(201) }, 'note'],
      [{ kind: 'pain-note', fact: 'x', note: 'two\nlines' }, 'note'],
    ];
    for (const [body, path] of cases) {
      const res = await clear(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
    const bad = await t.call('DELETE', `/api/clients/${client.id}/attention/resolutions/bored`, {
      token: trainer.token,
    });
    // (A path that names no kind is no call: not found.)
    expect(bad.status).toBe(404);
  });

  it('only the client’s current trainer may: another trainer’s client is not found', async () => {
    const body = { kind: 'intake-pending', fact: 'intake' };
    expect((await clear(body, client, otherTrainer)).status).toBe(404);
    expect(
      (
        await t.call('DELETE', `/api/clients/${client.id}/attention/resolutions/intake-pending`, {
          token: otherTrainer.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/clients/${client.id}/attention/resolutions`, { token: client.token, body }))
        .status,
    ).toBe(403);
    const rows = await t.rows(
      sql`select count(*)::int as n from attention_resolutions where trainer_id = ${otherTrainer.id}`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('a new trainer sees the reasons the former one cleared', async () => {
    await clear({ kind: 'intake-pending', fact: 'intake' });
    expect(await reason('intake-pending')).toBeUndefined();
    await t.rows(sql`update users set trainer_id = ${otherTrainer.id} where id = ${client.id}`);
    const theirs = await reasonsOf(client, otherTrainer);
    expect(theirs.map((r) => r.kind)).toContain('intake-pending');
    await t.rows(sql`update users set trainer_id = ${trainer.id} where id = ${client.id}`);
  });
});
