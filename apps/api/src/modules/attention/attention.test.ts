import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { INTAKE } from '../../test/intake.ts';

let t: TestApp;
let trainer: TestUser, otherTrainer: TestUser, steady: TestUser, struggling: TestUser, quiet: TestUser;
let missedId: string, painId: string;

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .replace(',', '');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function workout(
  client: TestUser,
  offset: number,
  options: { completed?: boolean; note?: string; name?: string } = {},
): Promise<string> {
  const plan = JSON.stringify([{ exercises: [{ notes: options.note ?? '' }] }]);
  const [row] = await t.rows(sql`insert into workouts
      (assigned_to, created_by, name, scheduled_date, plan, status, completed_date)
    values (${client.id}, ${trainer.id}, ${options.name ?? 'Session'}, ${day(offset)}, ${plan}::jsonb,
      ${options.completed ? 'COMPLETED' : 'SCHEDULED'}, ${options.completed ? new Date() : null})
    returning id`);
  return row.id as string;
}

/** The client sent every intake form a month ago: nothing pending, no new flag. */
async function intakeDone(client: TestUser) {
  await t.rows(sql`insert into onboarding_answers (user_id, form, version, answers, created_at)
    select ${client.id}, f, 1, '{}'::jsonb, now() - interval '30 days'
    from unnest(array['waiver', 'parq', 'goals-activities', 'medical-history', 'nutrition', 'lifestyle']) f`);
}

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  otherTrainer = await t.user({ roles: ['TRAINER'] });
  steady = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  struggling = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  quiet = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  await intakeDone(steady);
  await intakeDone(struggling);
  await t.rows(sql`update users set first_name = 'Steady' where id = ${steady.id}`);
  await t.rows(sql`update users set first_name = 'Struggling' where id = ${struggling.id}`);
  await t.rows(
    sql`update users set first_name = 'Quiet', created_at = now() - interval '20 days' where id = ${quiet.id}`,
  );

  await workout(steady, -3, { completed: true });
  await workout(steady, -1, { completed: true, note: 'Felt great' });
  await workout(steady, 2);

  await workout(struggling, -6, { completed: true, note: 'My left knee hurts on the way down' });
  painId = (await t.rows(sql`select id from workouts where assigned_to = ${struggling.id}`))[0].id;
  missedId = await workout(struggling, -2, { name: 'Upper body' });

  // A PAR-Q answered today with a Yes: a health flag the trainer has not seen.
  await t.call('POST', '/api/onboarding/parq', { token: quiet.token, body: INTAKE.parq });
});
afterAll(() => t.close());

describe('who needs attention', () => {
  it('ranks a trainer’s clients by urgency, with the reasons and where to act', async () => {
    const res = await t.call('GET', '/api/trainer/attention', { token: trainer.token });
    expect(res.status).toBe(200);
    const clients = res.body.clients as { client: { firstName: string }; reasons: { kind: string }[] }[];
    expect(clients.map((c) => c.client.firstName)).toEqual(['Struggling', 'Quiet', 'Steady']);
    const [first, second, third] = res.body.clients;
    expect(first.reasons).toEqual([
      {
        kind: 'pain-note',
        detail: `Wrote: “My left knee hurts on the way down” after Session on ${dayName(day(-6))}`,
        workoutId: painId,
        fact: painId,
      },
      {
        kind: 'missed-workout',
        detail: `Missed Upper body on ${dayName(day(-2))}`,
        workoutId: missedId,
        fact: missedId,
      },
      {
        kind: 'low-adherence',
        detail: '50% of workouts done in the last 7 days; 50% in the last 30 days',
        fact: missedId,
      },
      { kind: 'nothing-scheduled', detail: 'Nothing scheduled for the coming week', fact: day(-2) },
    ]);
    expect(first.adherence7).toEqual({ scheduled: 2, completed: 1, ratio: 0.5 });
    // Quiet sent the PAR-Q only: the rest of the intake is pending.
    expect(second.reasons.map((r: { kind: string }) => r.kind)).toEqual([
      'new-flags',
      'intake-pending',
      'inactive',
      'nothing-scheduled',
    ]);
    expect(second.reasons[1].detail).toBe('Sent 1 of 6 intake forms');
    expect(second.reasons[0].detail).toBe('New health flags: Medical clearance recommended');
    expect(second.adherence30).toEqual({ scheduled: 0, completed: 0, ratio: null });
    expect(third.reasons).toEqual([]);
    expect(third.adherence7).toEqual({ scheduled: 2, completed: 2, ratio: 1 });

    expect((await t.call('GET', '/api/trainer/attention', { token: otherTrainer.token })).body).toEqual({
      clients: [],
    });
  });

  it('gives one client’s adherence to their trainer only', async () => {
    const res = await t.call('GET', `/api/clients/${struggling.id}/adherence`, { token: trainer.token });
    expect(res.body).toEqual({
      last7: { scheduled: 2, completed: 1, ratio: 0.5 },
      last30: { scheduled: 2, completed: 1, ratio: 0.5 },
    });
    expect(
      (await t.call('GET', `/api/clients/${struggling.id}/adherence`, { token: otherTrainer.token })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/trainer/attention', { token: steady.token })).status).toBe(403);
    expect((await t.call('GET', '/api/trainer/attention')).status).toBe(401);
  });

  it('tells health flags that appeared in the last 14 days from those the trainer knew', async () => {
    const known = await t.user({ roles: ['CLIENT'], trainerId: otherTrainer.id });
    const fresh = await t.user({ roles: ['CLIENT'], trainerId: otherTrainer.id });
    const noFlags = { ...INTAKE.parq, boneOrJoint: 'No' };
    // Three weeks ago one answered with the Yes and the other without; both answer again today.
    await t.call('POST', '/api/onboarding/parq', { token: known.token, body: INTAKE.parq });
    await t.call('POST', '/api/onboarding/parq', { token: fresh.token, body: noFlags });
    await t.rows(sql`update onboarding_answers set created_at = now() - interval '21 days'
      where user_id in (${known.id}, ${fresh.id})`);
    await t.call('POST', '/api/onboarding/parq', { token: known.token, body: INTAKE.parq });
    await t.call('POST', '/api/onboarding/parq', { token: fresh.token, body: INTAKE.parq });

    const res = await t.call('GET', '/api/trainer/attention', { token: otherTrainer.token });
    const kinds = (id: string) =>
      res.body.clients
        .find((c: { client: { id: string } }) => c.client.id === id)
        .reasons.map((r: { kind: string }) => r.kind);
    expect(kinds(known.id)).not.toContain('new-flags');
    expect(kinds(fresh.id)).toContain('new-flags');
  });

  it('reads a denied pain as no pain, and a pain reported beside a denial as pain', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const notes = {
      'No pain at all, felt strong': false,
      'Pain-free today': false,
      'Squats without knee pain this time': false,
      "The knee didn't hurt, not sore either": false,
      'No pain in the back but my knee hurts': true,
      'Shoulder ache on the last set': true,
    };
    const ids = new Map<string, string>();
    for (const note of Object.keys(notes)) {
      const client = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
      await t.rows(sql`update users set first_name = ${note} where id = ${client.id}`);
      await workout(client, -1, { completed: true, note });
      await workout(client, 2);
      ids.set(note, client.id);
    }
    const res = await t.call('GET', '/api/trainer/attention', { token: coach.token });
    expect(res.status).toBe(200);
    const raised = Object.fromEntries(
      (res.body.clients as { client: { firstName: string }; reasons: { kind: string }[] }[]).map((c) => [
        c.client.firstName,
        c.reasons.some((r) => r.kind === 'pain-note'),
      ]),
    );
    expect(raised).toEqual(notes);
  });

  it('counts a workout as missed once the day has ended where the trainer lives', async () => {
    // Kiritimati is 25 hours ahead of Pago Pago: whatever the hour, Pago Pago's today has ended there.
    const dayIn = (timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(Date.now());
    const found = async (timeZone: string) => {
      const coach = await t.user({ roles: ['TRAINER'] });
      const client = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
      const put = await t.call('PUT', '/api/users/preferences', {
        token: coach.token,
        body: { weightUnit: 'kg', timeZone, restSeconds: 90 },
      });
      expect(put.status).toBe(200);
      await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, plan)
        values (${client.id}, ${coach.id}, 'Legs', ${dayIn('Pacific/Pago_Pago')}, '[]'::jsonb)`);
      const res = await t.call('GET', '/api/trainer/attention', { token: coach.token });
      return res.body.clients[0].reasons.map((r: { kind: string }) => r.kind);
    };
    expect(await found('Pacific/Kiritimati')).toContain('missed-workout');
    expect(await found('Pacific/Pago_Pago')).not.toContain('missed-workout');
  });
});
