import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK, FEED_EVENTS_MAX } from '@kinetic/contracts/calendar-feeds';
import { addDays } from '@kinetic/contracts/habits';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { firstExercise, newWorkout } from '../../test/plans.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;
let exercise: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  exercise = await firstExercise(t);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const FEED = '/api/calendar-feed';
/** The path of a feed's https link, as a calendar app would fetch it. */
const pathOf = (url: string) => new URL(url).pathname;

async function turnOn(who: U): Promise<{ https: string; webcal: string }> {
  const res = await t.call('PUT', FEED, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.urls;
}

/** What a calendar app shows of a feed: its events, parsed with ical.js. */
async function events(url: string) {
  const res = await t.call('GET', pathOf(url));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const component = new ICAL.Component(ICAL.parse(res.body as string));
  return component.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      start: e.startDate.toString(),
      allDay: e.startDate.isDate,
      end: e.endDate.toString(),
      status: v.getFirstPropertyValue('status'),
      url: v.getFirstPropertyValue('url'),
      stamp: v.getFirstPropertyValue('dtstamp'),
    };
  });
}

const workoutFor = (who: U, clientId: string, date: string, name = 'Leg day') =>
  newWorkout(t, who.token, {
    clientId,
    date,
    name,
    sets: [{ exercises: [{ exerciseId: exercise.id, sets: [{ targetReps: 5 }] }] }],
  }) as Promise<{ id: string }>;

describe('turning a calendar feed on, replacing it and off', () => {
  it('answers the secret link once, keeps only its hash and says the feed is on', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    expect((await t.call('GET', FEED, { token: me.token })).body).toEqual({
      feed: { on: false, turnedOnAt: null },
    });
    const urls = await turnOn(me);
    expect(urls.https).toMatch(/^http:\/\/kinetic\.test\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}$/);
    expect(urls.webcal).toBe(urls.https.replace(/^http:/, 'webcal:'));
    const secret = urls.https.split('/').pop()!;
    const [row] = await t.rows(sql`select token_hash from calendar_feeds where user_id = ${me.id}`);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(secret);
    const state = await t.call('GET', FEED, { token: me.token });
    expect(state.body.feed.on).toBe(true);
    const [entry] = await t.rows(
      sql`select detail from audit_log where actor_id = ${me.id} and action = 'calendar-feed.on'`,
    );
    expect(entry.detail).toBe('turned on');
  });

  it('replacing the link makes the old one answer 404 at once; turning off, the new one', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const first = await turnOn(me);
    expect((await t.call('GET', pathOf(first.https))).status).toBe(200);
    const second = await turnOn(me);
    expect(second.https).not.toBe(first.https);
    const old = await t.call('GET', pathOf(first.https));
    expect(old.status).toBe(404);
    expect(old.body.error).toBe('Calendar feed not found');
    expect((await t.call('GET', pathOf(second.https))).status).toBe(200);
    expect((await t.call('DELETE', FEED, { token: me.token })).status).toBe(204);
    expect((await t.call('GET', pathOf(second.https))).status).toBe(404);
    expect((await t.call('GET', FEED, { token: me.token })).body.feed.on).toBe(false);
    // Off twice changes nothing.
    expect((await t.call('DELETE', FEED, { token: me.token })).status).toBe(204);
  });

  it('a consultant has no feed; nobody signed out reaches the calls', async () => {
    const consultant = await t.user({ roles: ['CONSULTANT'] });
    expect((await t.call('PUT', FEED, { token: consultant.token })).status).toBe(403);
    expect((await t.call('PUT', FEED)).status).toBe(401);
  });

  it("a deactivated person's feed answers 404", async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const urls = await turnOn(me);
    await t.rows(sql`update users set is_active = false where id = ${me.id}`);
    expect((await t.call('GET', pathOf(urls.https))).status).toBe(404);
  });
});

describe("a client's feed", () => {
  it('shows their scheduled workouts as a calendar app would: all-day, named, linked', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const day = addDays(today(), 3);
    const workout = await workoutFor(trainer, me.id, day, 'Legs, glutes; core \\ finisher');
    await workoutFor(otherTrainer, otherClient.id, day, "Someone else's workout");
    const urls = await turnOn(me);
    const res = await t.call('GET', pathOf(urls.https));
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    // Folded at 75 octets, every line.
    for (const line of (res.body as string).split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(await events(urls.https)).toEqual([
      {
        uid: `${workout.id}@kinetic.test`,
        summary: 'Legs, glutes; core \\ finisher',
        description: exercise.name,
        start: day,
        allDay: true,
        end: addDays(day, 1),
        status: 'CONFIRMED',
        url: `http://kinetic.test/workouts/${workout.id}`,
        stamp: expect.anything(),
      },
    ]);
  });

  it('spans the window, keeps the UID of a workout that moves, and says a completed one is done', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const before = await workoutFor(trainer, me.id, addDays(today(), -FEED_DAYS_BACK - 1), 'Too old');
    const first = await workoutFor(trainer, me.id, addDays(today(), -FEED_DAYS_BACK), 'First day');
    await workoutFor(trainer, me.id, addDays(today(), FEED_DAYS_AHEAD), 'Last day');
    await workoutFor(trainer, me.id, addDays(today(), FEED_DAYS_AHEAD + 1), 'Too far');
    const urls = await turnOn(me);
    expect((await events(urls.https)).map((e) => e.summary)).toEqual(['First day', 'Last day']);
    await t.rows(sql`update workouts set status = 'COMPLETED', completed_date = now(),
      scheduled_date = ${addDays(today(), 1)} where id = ${first.id}`);
    const [done] = (await events(urls.https)).filter((e) => e.uid.startsWith(first.id));
    expect(done).toMatchObject({ start: addDays(today(), 1), description: `Completed\n${exercise.name}` });
    expect((await events(urls.https)).some((e) => e.uid.startsWith(before.id))).toBe(false);
  });

  it(`holds at most ${FEED_EVENTS_MAX} events, the earliest first`, async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const [one] = await t.rows(sql`select plan from workouts limit 1`);
    await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, plan)
      select ${me.id}, ${trainer.id}, 'Many ' || n, ${today()}::date + (n % 20), ${JSON.stringify(one.plan)}::jsonb
      from generate_series(1, ${FEED_EVENTS_MAX + 5}) n`);
    const shown = await events((await turnOn(me)).https);
    expect(shown).toHaveLength(FEED_EVENTS_MAX);
    expect(shown.at(-1)!.start <= addDays(today(), 19)).toBe(true);
  });
});

describe("a trainer's feed", () => {
  it("names each client, shows only their current clients' workouts and audits each client's read", async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const mine = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const day = addDays(today(), 1);
    const workout = await workoutFor(coach, mine.id, day, 'Push');
    await workoutFor(trainer, client.id, day, 'Not theirs');
    const urls = await turnOn(coach);
    const shown = await events(urls.https);
    expect(shown.map((e) => e.summary)).toEqual(['Push — Test CLIENT']);
    expect(shown[0]!.uid).toBe(`${workout.id}@kinetic.test`);
    const audit = await t.rows(sql`select subject_id, allowed from audit_log
      where actor_id = ${coach.id} and action = 'calendar-feed.read'`);
    expect(audit).toEqual([{ subject_id: mine.id, allowed: true }]);

    // The client moves to another trainer: gone from the feed at once.
    await t.rows(sql`update users set trainer_id = ${otherTrainer.id} where id = ${mine.id}`);
    expect(await events(urls.https)).toEqual([]);
  });

  it('drops a client the consultant deactivated', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const mine = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    await workoutFor(coach, mine.id, today());
    const urls = await turnOn(coach);
    expect(await events(urls.https)).toHaveLength(1);
    await t.rows(sql`update users set is_active = false where id = ${mine.id}`);
    expect(await events(urls.https)).toEqual([]);
  });
});

describe('limits', () => {
  it('answers 429 past 30 unknown secrets from one address in 15 minutes', async () => {
    // The earlier tests' replaced and turned-off links count as misses too.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await t.call('GET', `/api/calendar-feeds/not-a-feed-${i}`)).status);
    const refused = statuses.indexOf(429);
    expect(refused).toBeGreaterThan(20);
    expect(statuses.slice(0, refused).every((s) => s === 404)).toBe(true);
    const last = await t.call('GET', '/api/calendar-feeds/not-a-feed');
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('answers 429 past 60 reads of one feed in an hour', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const path = pathOf((await turnOn(me)).https);
    for (let i = 0; i < 60; i++) expect((await t.call('GET', path)).status).toBe(200);
    expect((await t.call('GET', path)).status).toBe(429);
  });
});

describe('export and erasure', () => {
  it('the export says whether the feed is on, never its link; erasure removes it', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const urls = await turnOn(me);
    const exported = await t.call('GET', '/api/users/me/export', { token: me.token });
    expect(exported.status).toBe(200);
    expect(exported.body.calendarFeed).toEqual({ on: true, turnedOnAt: expect.any(String) });
    expect(JSON.stringify(exported.body)).not.toContain(urls.https.split('/').pop());
    const erased = await t.call('DELETE', '/api/users/me', {
      token: me.token,
      body: { password: me.password },
    });
    expect(erased.status).toBe(204);
    expect(await t.rows(sql`select 1 from calendar_feeds where user_id = ${me.id}`)).toEqual([]);
  });
});
