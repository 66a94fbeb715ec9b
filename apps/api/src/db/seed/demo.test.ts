import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadSettings } from '../../env.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoUsers = async () =>
  (await t.rows(sql`select email from users where email like '%@kinetic.demo' order by email`)).map(
    (r) => r.email as string,
  );

/** The app as a demo server runs it, on the test's database. */
async function demoConfig() {
  const app = await buildApp({
    settings: loadSettings({ DEMO: '1', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
    database: t.database,
    webDir: null,
  });
  try {
    return (await app.inject({ url: '/api/config' })).json();
  } finally {
    await app.close();
  }
}

const signIn = (email: string, password = DEMO_PASSWORD) =>
  t.call('POST', '/api/auth/login', { body: { email, password } });

describe('the demo', () => {
  it('is created once, with its data, and lists its accounts on the sign-in page', async () => {
    expect(await seedDemo(t.database)).toBe(true);
    const created = await demoUsers();
    expect(created).toHaveLength(8);
    const [workouts] = await t.rows(
      sql`select count(*)::int as n from workouts w join users u on u.id = w.assigned_to where u.email = 'sam@kinetic.demo'`,
    );
    expect(workouts.n).toBeGreaterThan(0);
    // Sam has body data and the nutrition targets Maya set.
    const samSession = (await signIn('sam@kinetic.demo')).body.token as string;
    const targets = await t.call('GET', '/api/nutrition/targets', { token: samSession });
    expect(targets.body.targets).toMatchObject({ day: { kcal: 2100 }, restDay: { kcal: 1900 } });
    expect((await t.call('GET', '/api/users/body', { token: samSession })).body.body).toMatchObject({
      heightCm: 173,
    });
    // Sam's weekly check-in from Maya is due today and sent (waiting for her review), after six weeks
    // sent (one late) and reviewed.
    const current = await t.call('GET', '/api/check-in', { token: samSession });
    expect(current.body.checkIn).toMatchObject({ dueDate: current.body.today, status: 'submitted' });
    const maya = (await signIn('maya@kinetic.demo')).body.token as string;
    const samId = current.body.checkIn.clientId as string;
    const checkIns = await t.call('GET', `/api/clients/${samId}/check-ins`, { token: maya });
    expect(checkIns.body.checkIns).toHaveLength(7);
    expect(checkIns.body.checkIns.filter((c: { late: boolean }) => c.late)).toHaveLength(1);
    expect(
      checkIns.body.checkIns.every((c: { progressEntryIds: string[] }) => c.progressEntryIds.length > 0),
    ).toBe(true);
    // Maya waits on two invitations: one pending, one expired.
    const invited = await t.call('GET', '/api/invitations?mine=true', { token: maya });
    expect(invited.body.invitations.map((i: { status: string }) => i.status)).toEqual(['pending', 'expired']);
    const told = await t.call('GET', '/api/notifications', { token: maya });
    expect(told.body.unread).toBeGreaterThan(0);
    expect(told.body.notifications.map((n: { kind: string }) => n.kind)).toContain('workout-completed');
    // Maya's clients who need her: the pain note first, then other reasons; some are on track.
    const attention = await t.call('GET', '/api/trainer/attention', { token: maya });
    expect(attention.status).toBe(200);
    type Entry = { client: { firstName: string }; reasons: { kind: string; detail: string }[] };
    const needing = (attention.body.clients as Entry[]).filter((c) => c.reasons.length);
    expect(needing[0]!.client.firstName).toBe('Lena');
    expect(needing[0]!.reasons[0]).toMatchObject({
      kind: 'pain-note',
      detail: expect.stringMatching(/knee hurts/i),
    });
    const kinds = new Set(needing.flatMap((c) => c.reasons.map((r) => r.kind)));
    for (const kind of [
      'pain-note',
      'missed-workout',
      'intake-pending',
      'low-adherence',
      'nothing-scheduled',
    ])
      expect(kinds, kind).toContain(kind);
    const onTrack = (attention.body.clients as Entry[]).filter((c) => !c.reasons.length);
    expect(onTrack.map((c) => c.client.firstName)).toContain('Ben');
    // The week against the nutrition targets: Grace short of them, Omar no longer logging.
    type Week = { client: { firstName: string }; nutrition7: { onTarget: number } | null };
    const figures = new Map((attention.body.clients as (Entry & Week)[]).map((c) => [c.client.firstName, c]));
    expect(figures.get('Grace')!.reasons.map((r) => r.kind)).toContain('nutrition-off-target');
    expect(figures.get('Omar')!.reasons.map((r) => r.kind)).toContain('nothing-logged');
    expect(figures.get('Ben')!.nutrition7).toEqual({ onTarget: 6, logged: 7 });
    expect(figures.get('Lena')!.nutrition7).toBeNull();
    // Sam's own week: 5 of 7 days on target, the others a training day under and a day over.
    const samWeek = await t.call('GET', '/api/nutrition/compliance', { token: samSession });
    expect(samWeek.body.compliance.week).toMatchObject({ onTarget: 5, logged: 7 });
    // Four weeks of diary, better as they go.
    expect(samWeek.body.compliance.weeks.map((w: { onTarget: number }) => w.onTarget)).toEqual([3, 4, 5, 5]);
    expect(figures.get('Sam')!.nutrition7).toEqual({ onTarget: 5, logged: 7 });
    const [sam] = await t.rows(sql`select id from users where email = 'sam@kinetic.demo'`);
    const thread = await t.call('GET', `/api/messages?clientId=${sam.id}`, { token: maya });
    expect(thread.body.messages.length).toBeGreaterThanOrEqual(3);
    // Sam's records, and the back squat climbing over six completed workouts.
    const samToken = (await signIn('sam@kinetic.demo')).body.token as string;
    const records = (await t.call('GET', '/api/records', { token: samToken })).body.records;
    const squat = records.find((r: { exerciseName: string }) => r.exerciseName === 'Barbell Back Squat');
    expect(squat).toMatchObject({ bestWeight: 82.5, weightUnit: 'kg', reps: 5, estimatedOneRepMax: 96.3 });
    expect(records.map((r: { exerciseName: string }) => r.exerciseName)).toContain('Barbell Bench Press');
    const history = await t.call('GET', `/api/exercise-history/${squat.exerciseId}?clientId=${sam.id}`, {
      token: maya,
    });
    const tops = history.body.points.map((p: { topWeight: number }) => p.topWeight);
    expect(tops).toEqual([60, 65, 70, 72.5, 77.5, 82.5]);
    // Maya's templates and a program assigned to two of her clients from this week.
    const assigned = await t.rows(
      sql`select u.email, a.program_name as name, a.start_date::text as start,
            (select count(*)::int from workouts w where w.program_assignment_id = a.id) as n
          from program_assignments a join users u on u.id = a.client_id order by u.email`,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(assigned.map((a) => [a.email, a.name, a.start])).toEqual([
      ['alex@kinetic.demo', 'Four-Week Strength Start', today],
      ['sam@kinetic.demo', 'Four-Week Strength Start', today],
    ]);
    expect(assigned.every((a) => a.n >= 9)).toBe(true);
    const [templates] = await t.rows(sql`select count(*)::int as n from workout_templates`);
    expect(templates.n).toBe(2);
    // The client whose intake is flagged has her knee condition confirmed.
    const [priya] = await t.rows(sql`select conditions from users where email = 'priya@kinetic.demo'`);
    expect(priya.conditions).toEqual(['knee']);
    expect(await seedDemo(t.database)).toBe(false);
    expect(await demoUsers()).toEqual(created);
    expect((await t.rows(sql`select count(*)::int as n from program_assignments`))[0].n).toBe(2);

    const config = await demoConfig();
    expect(config.demo).toBe(true);
    expect(config.demoAccounts.map((a: { email: string }) => a.email).sort()).toEqual(created);
    expect((await signIn('consultant@kinetic.demo')).status).toBe(200);
  });

  it('a demo account someone changed is not offered, and a deleted one never comes back', async () => {
    const maya = await signIn('maya@kinetic.demo');
    const changed = await t.call('PUT', '/api/users/password', {
      token: maya.body.token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'MayasOwn123' },
    });
    expect(changed.status).toBe(200);
    const consultant = await signIn('consultant@kinetic.demo');
    const morgan = await signIn('morgan@kinetic.demo');
    // A client erases their account.
    const sam = await signIn('sam@kinetic.demo');
    const erased = await t.call('DELETE', '/api/users/me', {
      token: sam.body.token,
      body: { password: DEMO_PASSWORD },
    });
    expect(erased.status).toBe(204);
    // The consultant moves their account to a real address; morgan (also a consultant) stays.
    const [{ id }] = await t.rows(sql`select id from users where email = 'consultant@kinetic.demo'`);
    const moved = await t.call('PUT', `/api/users/admin/${id}`, {
      token: morgan.body.token,
      body: {
        username: 'casey',
        email: 'casey@coach.example.com',
        firstName: 'Casey',
        lastName: 'Morgan',
        roles: ['CONSULTANT'],
        trainerId: null,
        isActive: true,
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(consultant.status).toBe(200);

    // Restarts.
    expect(await seedDemo(t.database)).toBe(false);
    expect(await seedDemo(t.database)).toBe(false);
    const emails = await demoUsers();
    expect(emails).not.toContain('sam@kinetic.demo');
    expect(emails).not.toContain('consultant@kinetic.demo');
    expect((await signIn('consultant@kinetic.demo')).status).toBe(401);

    const offered = (await demoConfig()).demoAccounts.map((a: { email: string }) => a.email);
    expect(offered).not.toContain('maya@kinetic.demo');
    expect(offered).not.toContain('sam@kinetic.demo');
    expect(offered).not.toContain('consultant@kinetic.demo');
    expect(offered).toContain('jordan@kinetic.demo');
  });
});

describe('a database whose demo was made before it was marked', () => {
  it('keeps what it has and creates nothing', async () => {
    const old = await createTestApp();
    try {
      const before = async () =>
        (await old.rows(sql`select count(*)::int as n from users where email like '%@kinetic.demo'`))[0].n;
      // What an earlier version left: demo accounts, one of them since deleted.
      await old.rows(sql`insert into users (username, email, password_hash, first_name, last_name, roles)
        values ('jordan', 'jordan@kinetic.demo', 'x', 'Jordan', 'Blake', '{TRAINER}')`);
      expect(await seedDemo(old.database)).toBe(false);
      expect(await before()).toBe(1);
      expect(await seedDemo(old.database)).toBe(false);
      expect(await before()).toBe(1);
    } finally {
      await old.close();
    }
  });
});

describe('several processes starting at once', () => {
  it('create the demo once', async () => {
    const fresh = await createTestApp();
    try {
      const results = await Promise.all([seedDemo(fresh.database), seedDemo(fresh.database)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const [row] = await fresh.rows(
        sql`select count(*)::int as n from users where email like '%@kinetic.demo'`,
      );
      expect(row.n).toBe(8);
    } finally {
      await fresh.close();
    }
  });
});
