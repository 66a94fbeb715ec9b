import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HABITS_ACTIVE_MAX,
  HABITS_ARCHIVED_MAX,
  HABIT_TEXTS,
  TICK_DATE_MESSAGE,
  addDays,
} from '@kinetic/contracts/habits';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fieldMessages } from '../../test/field-messages.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
});
afterAll(() => t.close());

const habitsOf = (id: string) => `/api/clients/${id}/habits`;
const habitOf = (id: string, habitId: string) => `/api/clients/${id}/habits/${habitId}`;
const tickOf = (habitId: string, date: string) => `/api/habits/${habitId}/ticks/${date}`;
const count = async (query: ReturnType<typeof sql>) => (await t.rows(query))[0].n as number;
const habitRows = (clientId: string) =>
  count(sql`select count(*)::int as n from habits where client_id = ${clientId}`);
const tickRows = (habitId: string) =>
  count(sql`select count(*)::int as n from habit_ticks where habit_id = ${habitId}`);
const todayUtc = () => calendarDayIn('UTC')!;

/** A client of `trainer` of their own, so that caps and lists start from nothing. */
async function freshClient(timeZone?: string) {
  const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  if (timeZone)
    await t.call('PUT', '/api/users/preferences', {
      token: me.token,
      body: { weightUnit: 'kg', timeZone, restSeconds: 90 },
    });
  return me;
}

async function give(
  clientId: string,
  body: Record<string, unknown> = { name: '8,000 steps', frequency: 'daily' },
) {
  const res = await t.call('POST', habitsOf(clientId), { token: trainer.token, body });
  expect(res.status).toBe(201);
  return res.body.habit as { id: string; name: string };
}

describe("a trainer's habits for a client", () => {
  it('adds a habit, tells the client, records the write and lists it with empty stats', async () => {
    const me = await freshClient();
    const res = await t.call('POST', habitsOf(me.id), {
      token: trainer.token,
      body: { name: 'Gym class', frequency: 'weekly', daysPerWeek: 3 },
    });
    expect(res.status).toBe(201);
    expect(res.body.habit).toMatchObject({
      clientId: me.id,
      name: 'Gym class',
      frequency: 'weekly',
      daysPerWeek: 3,
      ticks: [],
      stats: { streak: 0, week: { done: 0, goal: 3 }, adherence: 0, adherence4Weeks: 0 },
    });
    const told = await t.call('GET', '/api/notifications', { token: me.token });
    expect(told.body.notifications[0]).toMatchObject({
      kind: 'habit-assigned',
      title: HABIT_TEXTS.notificationTitle,
      body: 'Gym class: 3 days a week',
    });
    const list = await t.call('GET', habitsOf(me.id), { token: trainer.token });
    expect(list.status).toBe(200);
    expect(list.body.today).toBe(todayUtc());
    expect(list.body.habits.map((h: { name: string }) => h.name)).toEqual(['Gym class']);
    const audit = await t.rows(sql`select action from audit_log where subject_id = ${me.id}
      and action like 'habits.%' order by action`);
    expect(audit.map((r) => r.action)).toEqual(['habits.read', 'habits.write']);
  });

  it('answers 404 to another trainer and for a client not theirs, 403 to a client, writing nothing', async () => {
    const me = await freshClient();
    const habit = await give(me.id);
    const body = { name: 'Water', frequency: 'daily' };
    for (const [token, url, method] of [
      [otherTrainer.token, habitsOf(me.id), 'GET'],
      [otherTrainer.token, habitsOf(me.id), 'POST'],
      [trainer.token, habitsOf(otherClient.id), 'POST'],
      [otherTrainer.token, habitOf(me.id, habit.id), 'PATCH'],
      [otherTrainer.token, habitOf(me.id, habit.id), 'DELETE'],
      // The habit named under another client of the same trainer.
      [trainer.token, habitOf(client.id, habit.id), 'PATCH'],
      [trainer.token, habitOf(client.id, habit.id), 'DELETE'],
    ] as const) {
      const res = await t.call(method, url, {
        token,
        body: method === 'GET' || method === 'DELETE' ? undefined : body,
      });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await t.call('GET', habitsOf(me.id), { token: me.token })).status).toBe(403);
    expect(await habitRows(me.id)).toBe(1);
    expect(await habitRows(otherClient.id)).toBe(0);
    const refused = await t.rows(sql`select count(*)::int as n from audit_log
      where actor_id = ${otherTrainer.id} and subject_id = ${me.id} and allowed = false`);
    expect(refused[0].n).toBeGreaterThan(0);
  });

  it('refuses bad names and frequencies with a message on each field, writing nothing', async () => {
    const me = await freshClient();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '', frequency: 'daily' }, { name: 'Habit name is required' }],
      [{ name: 'x'.repeat(81), frequency: 'daily' }, { name: 'Habit name must be at most 80 characters' }],
      [
        { name: 'Line\nbreak', frequency: 'daily' },
        { name: 'Habit name must be one line of letters, numbers, spaces and punctuation' },
      ],
      [{ name: 'Gym', frequency: 'weekly' }, { daysPerWeek: 'Enter how many days a week' }],
      [
        { name: 'Gym', frequency: 'weekly', daysPerWeek: 0 },
        { daysPerWeek: 'Days per week must be a whole number from 1 to 7' },
      ],
      [
        { name: 'Gym', frequency: 'weekly', daysPerWeek: 2.5 },
        { daysPerWeek: 'Days per week must be a whole number from 1 to 7' },
      ],
      [{ name: 'Gym', frequency: 'hourly' }, { frequency: 'Frequency must be daily or weekly' }],
    ];
    for (const [body, expected] of cases) {
      const res = await t.call('POST', habitsOf(me.id), { token: trainer.token, body });
      expect(res.status).toBe(400);
      expect(fieldMessages(res)).toEqual(expected);
    }
    const habit = await give(me.id);
    const change = await t.call('PATCH', habitOf(me.id, habit.id), {
      token: trainer.token,
      body: { frequency: 'weekly', daysPerWeek: 9 },
    });
    expect(change.status).toBe(400);
    expect(fieldMessages(change)).toEqual({
      daysPerWeek: 'Days per week must be a whole number from 1 to 7',
    });
    expect(await habitRows(me.id)).toBe(1);
    const [row] = await t.rows(sql`select frequency from habits where id = ${habit.id}`);
    expect(row.frequency).toBe('daily');
  });

  it(`holds at most ${HABITS_ACTIVE_MAX} active habits (409), and makes room when one is removed`, async () => {
    const me = await freshClient();
    for (let i = 0; i < HABITS_ACTIVE_MAX; i++) await give(me.id, { name: `Habit ${i}`, frequency: 'daily' });
    const over = await t.call('POST', habitsOf(me.id), {
      token: trainer.token,
      body: { name: 'One more', frequency: 'daily' },
    });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(HABIT_TEXTS.capReached);
    expect(await habitRows(me.id)).toBe(HABITS_ACTIVE_MAX);
    const first = (await t.call('GET', habitsOf(me.id), { token: trainer.token })).body.habits[0];
    expect((await t.call('DELETE', habitOf(me.id, first.id), { token: trainer.token })).status).toBe(204);
    await give(me.id, { name: 'One more', frequency: 'daily' });
  });

  it('renames, changes the frequency, and removes a habit: the ticks stay, the client no longer sees it', async () => {
    const me = await freshClient();
    const habit = await give(me.id);
    const renamed = await t.call('PATCH', habitOf(me.id, habit.id), {
      token: trainer.token,
      body: { name: '10,000 steps', frequency: 'weekly', daysPerWeek: 5 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.habit).toMatchObject({ name: '10,000 steps', frequency: 'weekly', daysPerWeek: 5 });
    const back = await t.call('PATCH', habitOf(me.id, habit.id), {
      token: trainer.token,
      body: { frequency: 'daily' },
    });
    expect(back.body.habit).toMatchObject({ name: '10,000 steps', frequency: 'daily', daysPerWeek: null });

    expect((await t.call('PUT', tickOf(habit.id, todayUtc()), { token: me.token })).status).toBe(200);
    expect((await t.call('DELETE', habitOf(me.id, habit.id), { token: trainer.token })).status).toBe(204);
    expect((await t.call('GET', '/api/habits', { token: me.token })).body.habits).toEqual([]);
    expect((await t.call('GET', habitsOf(me.id), { token: trainer.token })).body.habits).toEqual([]);
    expect(await tickRows(habit.id)).toBe(1);
    // Removed: nobody acts on it any more.
    expect((await t.call('PUT', tickOf(habit.id, todayUtc()), { token: me.token })).status).toBe(404);
    expect((await t.call('DELETE', habitOf(me.id, habit.id), { token: trainer.token })).status).toBe(404);
  });

  it(`keeps the latest ${HABITS_ARCHIVED_MAX} removed habits, dropping the oldest`, async () => {
    const me = await freshClient();
    await t.rows(sql`insert into habits (client_id, name, frequency, archived_at)
      select ${me.id}, 'Old ' || n, 'daily', now() - make_interval(days => n)
      from generate_series(1, ${HABITS_ARCHIVED_MAX}) as n`);
    const habit = await give(me.id);
    expect((await t.call('DELETE', habitOf(me.id, habit.id), { token: trainer.token })).status).toBe(204);
    expect(await habitRows(me.id)).toBe(HABITS_ARCHIVED_MAX);
    const oldest = await t.rows(sql`select name from habits where client_id = ${me.id}
      order by archived_at asc limit 1`);
    expect(oldest[0].name).toBe(`Old ${HABITS_ARCHIVED_MAX - 1}`);
  });
});

describe("a client's ticks", () => {
  it('ticks a day once however often it is sent, unticks it, and answers the streak', async () => {
    const me = await freshClient();
    const habit = await give(me.id);
    const today = todayUtc();
    for (let i = 0; i < 2; i++) {
      const res = await t.call('PUT', tickOf(habit.id, today), { token: me.token });
      expect(res.status).toBe(200);
      expect(res.body.habit).toMatchObject({
        ticks: [today],
        stats: { streak: 1, week: { done: 1, goal: 7 } },
      });
    }
    expect(await tickRows(habit.id)).toBe(1);
    const yesterday = addDays(today, -1);
    const two = await t.call('PUT', tickOf(habit.id, yesterday), { token: me.token });
    expect(two.body.habit.stats.streak).toBe(2);
    for (let i = 0; i < 2; i++) {
      const res = await t.call('DELETE', tickOf(habit.id, today), { token: me.token });
      expect(res.status).toBe(200);
      // Today not ticked: the streak still counts up to yesterday.
      expect(res.body.habit).toMatchObject({ ticks: [yesterday], stats: { streak: 1 } });
    }
    const own = await t.call('GET', '/api/habits', { token: me.token });
    expect(own.body).toMatchObject({ today, firstTickDay: addDays(today, -6) });
    expect(own.body.habits[0]).toMatchObject({ id: habit.id, ticks: [yesterday] });
  });

  it('refuses a day outside the last 7 and a future day (400), a date that is none (404), writing nothing', async () => {
    const me = await freshClient();
    const habit = await give(me.id);
    const today = todayUtc();
    for (const date of [addDays(today, -7), addDays(today, 1)]) {
      const res = await t.call('PUT', tickOf(habit.id, date), { token: me.token });
      expect(res.status).toBe(400);
      expect(fieldMessages(res)).toEqual({ date: TICK_DATE_MESSAGE });
    }
    // A path that names no day names nothing: 404, as every malformed path parameter does.
    expect((await t.call('PUT', tickOf(habit.id, '2026-02-30'), { token: me.token })).status).toBe(404);
    expect((await t.call('PUT', tickOf(habit.id, addDays(today, -6)), { token: me.token })).status).toBe(200);
    expect(await tickRows(habit.id)).toBe(1);
  });

  it("answers 404 for another client's habit, and 403 to a trainer", async () => {
    const me = await freshClient();
    const habit = await give(me.id);
    for (const method of ['PUT', 'DELETE'] as const)
      expect((await t.call(method, tickOf(habit.id, todayUtc()), { token: otherClient.token })).status).toBe(
        404,
      );
    expect((await t.call('PUT', tickOf(habit.id, todayUtc()), { token: trainer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/habits', { token: trainer.token })).status).toBe(403);
    expect(await tickRows(habit.id)).toBe(0);
  });

  it("follows the client's time zone for today, the window and the stats", async () => {
    // UTC+14: most of the day it is already tomorrow there.
    const me = await freshClient('Pacific/Kiritimati');
    const habit = await give(me.id);
    const theirToday = calendarDayIn('Pacific/Kiritimati')!;
    const res = await t.call('PUT', tickOf(habit.id, theirToday), { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.habit.stats.streak).toBe(1);
    const trainerView = await t.call('GET', habitsOf(me.id), { token: trainer.token });
    expect(trainerView.body.today).toBe(theirToday);
    expect(trainerView.body.habits[0].stats.streak).toBe(1);
    // The day after their today is in the future, wherever the server is.
    expect((await t.call('PUT', tickOf(habit.id, addDays(theirToday, 1)), { token: me.token })).status).toBe(
      400,
    );
  });

  it('counts a streak older than the four weeks shown, and weekly adherence', async () => {
    const me = await freshClient();
    const steps = await give(me.id);
    const gym = await give(me.id, { name: 'Gym class', frequency: 'weekly', daysPerWeek: 2 });
    const today = todayUtc();
    await t.rows(sql`insert into habit_ticks (habit_id, date)
      select ${steps.id}, ${today}::date - n from generate_series(0, 59) as n`);
    await t.rows(sql`insert into habit_ticks (habit_id, date) values (${gym.id}, ${today}::date)`);
    const own = await t.call('GET', '/api/habits', { token: me.token });
    const [s, g] = own.body.habits;
    expect(s.ticks).toHaveLength(28);
    expect(s.stats).toEqual({ streak: 60, week: { done: 7, goal: 7 }, adherence: 1, adherence4Weeks: 1 });
    expect(g.stats.week).toEqual({ done: 1, goal: 2 });
    expect(g.stats.adherence).toBe(0.5);
    expect(g.stats.adherence4Weeks).toBe(1 / 8);
  });
});

describe("a client's account", () => {
  it('exports their habits, removed ones too, with every day ticked; erasing it removes them', async () => {
    const me = await freshClient();
    const kept = await give(me.id, { name: 'Gym class', frequency: 'weekly', daysPerWeek: 3 });
    const removed = await give(me.id);
    const today = todayUtc();
    await t.call('PUT', tickOf(kept.id, today), { token: me.token });
    await t.call('PUT', tickOf(removed.id, addDays(today, -1)), { token: me.token });
    await t.call('DELETE', habitOf(me.id, removed.id), { token: trainer.token });

    const data = (await t.call('GET', '/api/users/me/export', { token: me.token })).body;
    expect(data.habits).toEqual([
      expect.objectContaining({
        id: kept.id,
        name: 'Gym class',
        frequency: 'weekly',
        daysPerWeek: 3,
        assignedBy: trainer.id,
        archivedAt: null,
        ticks: [today],
      }),
      expect.objectContaining({
        id: removed.id,
        archivedAt: expect.any(String),
        ticks: [addDays(today, -1)],
      }),
    ]);

    const erased = await t.call('DELETE', '/api/users/me', {
      token: me.token,
      body: { password: me.password },
    });
    expect(erased.status).toBe(204);
    expect(await habitRows(me.id)).toBe(0);
    expect(await tickRows(kept.id)).toBe(0);
    expect(await tickRows(removed.id)).toBe(0);
  });
});
