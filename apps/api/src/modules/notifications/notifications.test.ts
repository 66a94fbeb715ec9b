import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { openEventStream, type OpenStream } from '../../test/event-stream.ts';

let t: TestApp;
let base: string;
let trainer: TestUser, otherTrainer: TestUser, client: TestUser, consultant: TestUser;
let squat: { id: string; name: string };

beforeAll(async () => {
  // Short sweeps, so that a session ended behind the bus's back is seen within the test.
  t = await createTestApp({ liveStreams: { heartbeatMs: 200, sweepMs: 300 } });
  ({ trainer, otherTrainer, client } = await t.twoTrainersWithClients());
  consultant = await t.user({ roles: ['CONSULTANT'] });
  [squat] = await t.rows(sql`select id, name from library_exercises where approved order by name limit 1`);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const workout = (name: string) => ({
  name,
  description: '',
  scheduledDate: '2026-12-01',
  estimatedDuration: 30,
  tags: [],
  assignedTo: client.id,
  sets: [
    {
      setType: '',
      exercises: [{ exerciseId: squat.id, exerciseName: squat.name, sets: [{ targetReps: 5 }] }],
    },
  ],
});

async function assign(name: string): Promise<string> {
  const res = await t.call('POST', '/api/workouts', { token: trainer.token, body: workout(name) });
  expect(res.status).toBe(201);
  return res.body.workout.id;
}

const complete = (id: string) =>
  t.call('PATCH', `/api/workouts/${id}/complete`, {
    token: client.token,
    body: { sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() },
  });

const list = (who: TestUser, query = '') => t.call('GET', `/api/notifications${query}`, { token: who.token });

describe('notifications', () => {
  it('tell a client of a new workout and the trainer of its completion, newest first', async () => {
    const id = await assign('Hill sprints');
    const mine = await list(client);
    expect(mine.status).toBe(200);
    expect(mine.body.unread).toBe(1);
    expect(mine.body.notifications[0]).toMatchObject({
      kind: 'workout-assigned',
      title: 'New workout: Hill sprints',
      body: 'Scheduled for Dec 1, 2026',
      link: `/workouts/${id}`,
      readAt: null,
    });

    expect((await complete(id)).status).toBe(200);
    const theirs = await list(trainer);
    expect(theirs.body.notifications[0]).toMatchObject({
      kind: 'workout-completed',
      title: 'Test CLIENT completed Hill sprints',
      link: `/workouts/${id}`,
    });
    expect((await list(otherTrainer)).body).toEqual({ notifications: [], unread: 0 });
  });

  it('tell a client when a consultant gives them another trainer', async () => {
    const before = (await list(client)).body.unread;
    const [me] = await t.rows(sql`select username, email from users where id = ${client.id}`);
    const edit = (trainerId: string) =>
      t.call('PUT', `/api/users/admin/${client.id}`, {
        token: consultant.token,
        body: { ...me, firstName: 'Test', lastName: 'CLIENT', roles: ['CLIENT'], isActive: true, trainerId },
      });
    expect((await edit(otherTrainer.id)).status).toBe(200);
    const after = await list(client);
    expect(after.body.unread).toBe(before + 1);
    expect(after.body.notifications[0]).toMatchObject({
      kind: 'trainer-changed',
      title: 'Your trainer is now Test TRAINER',
      link: '/profile',
    });
    expect((await edit(trainer.id)).status).toBe(200);
  });

  it('are marked read by id (only one’s own) or all at once, and filtered by unread', async () => {
    await assign('Tempo run');
    const unread = (await list(client, '?unread=true')).body;
    expect(unread.notifications.length).toBe(unread.unread);
    const [first, ...rest] = unread.notifications as { id: string }[];

    const theirs = (await list(trainer)).body;
    const foreign = await t.call('POST', '/api/notifications/read', {
      token: client.token,
      body: { ids: [theirs.notifications[0].id] },
    });
    expect(foreign.status).toBe(204);
    expect((await list(trainer)).body.unread).toBe(theirs.unread);

    await t.call('POST', '/api/notifications/read', { token: client.token, body: { ids: [first!.id] } });
    const now = (await list(client)).body;
    expect(now.unread).toBe(rest.length);
    expect(now.notifications.find((n: { id: string }) => n.id === first!.id).readAt).toEqual(
      expect.any(String),
    );

    await t.call('POST', '/api/notifications/read', { token: client.token, body: { all: true } });
    expect((await list(client, '?unread=true')).body).toEqual({ notifications: [], unread: 0 });
  });

  it('refuse bad input with the field messages, and callers without a session', async () => {
    for (const [body, message] of [
      [{ ids: [] }, 'Give at least one id'],
      [{ all: false }, 'Give ids or all: true'],
      [{}, 'Give ids or all: true'],
    ] as const) {
      const res = await t.call('POST', '/api/notifications/read', { token: client.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await list(client, '?unread=maybe')).status).toBe(400);
    expect((await t.call('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('notifications per person', () => {
  it('keep the 500 newest: a new one past them deletes the oldest, and no one else’s', async () => {
    const before = (await list(otherTrainer)).body;
    const [{ n: had }] = await t.rows(
      sql`select count(*)::int as n from notifications where user_id = ${client.id}`,
    );
    // 500 older notifications, as a flood of messages would have left them.
    await t.rows(sql`insert into notifications (user_id, kind, title, created_at)
      select ${client.id}, 'message', 'Old ' || n, now() - (n || ' minutes')::interval
      from generate_series(1, 500) as n`);
    const id = await assign('Farmer carries');
    const all = (query: string) => list(client, query);
    const unread = (await all('?unread=true&limit=1')).body;
    expect(unread.unread).toBeLessThanOrEqual(500);
    expect(unread.notifications[0]).toMatchObject({
      title: 'New workout: Farmer carries',
      link: `/workouts/${id}`,
    });
    // The client's own `had` and the new one are newer than every old one: as many old ones went.
    const oldestKept = `Old ${500 - had - 1}`;
    const [kept] = await t.rows(sql`select count(*)::int as n, bool_or(title = ${`Old ${500 - had}`}) as gone,
      bool_or(title = ${oldestKept}) as next from notifications where user_id = ${client.id}`);
    expect(kept).toEqual({ n: 500, gone: false, next: true });
    const last = (await all('?limit=200&offset=300')).body.notifications;
    expect(last.at(-1)).toMatchObject({ title: oldestKept });
    expect((await list(otherTrainer)).body).toEqual(before);
  });
});

describe('live events', () => {
  const open = (who: TestUser) => openEventStream(`${base}/api/events`, who.token);
  const streams: OpenStream[] = [];
  afterAll(() => streams.forEach((s) => s.close()));

  it('reach every open tab of the recipient, with the JSON of the list', async () => {
    const tabs = [await open(trainer), await open(trainer)];
    streams.push(...tabs);
    expect(tabs[0]!.status).toBe(200);
    expect(tabs[0]!.contentType).toBe('text/event-stream; charset=utf-8');
    const id = await assign('Box jumps');
    await complete(id);
    const listed = (await list(trainer)).body.notifications[0];
    for (const tab of tabs) expect(await tab.next('notification')).toEqual(listed);
  });

  it('keep quiet streams open with comment lines', async () => {
    const stream = await open(client);
    streams.push(stream);
    const raw = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${client.token}` } });
    const reader = raw.body!.getReader();
    let text = '';
    while (!text.includes(': keep-alive')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
  });

  it('refuse a caller without a live session, and end a stream when its session is revoked', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
    const other = await t.call('POST', '/api/auth/login', {
      body: { email: client.email, password: client.password },
    });
    const stream = await open({ ...client, token: other.body.token });
    streams.push(stream);
    const sessions = await t.call('GET', '/api/users/me/sessions', { token: client.token });
    const target = sessions.body.sessions.find((s: { current: boolean }) => !s.current);
    const revoked = await t.call('DELETE', `/api/users/me/sessions/${target.id}`, { token: client.token });
    expect(revoked.status).toBe(204);
    await stream.ended;
    const again = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${other.body.token}` },
    });
    expect(again.status).toBe(401);
  });

  it('end a stream whose session ended behind the app’s back (found by the sweep)', async () => {
    const other = await t.call('POST', '/api/auth/login', {
      body: { email: trainer.email, password: trainer.password },
    });
    const stream = await open({ ...trainer, token: other.body.token });
    streams.push(stream);
    await t.rows(sql`update sessions set expires_at = now() - interval '1 second'
      where user_id = ${trainer.id} and created_at = (select max(created_at) from sessions where user_id = ${trainer.id})`);
    await stream.ended;
  });
});

describe('live events, capped per person and per session', () => {
  const open = (token: string) => openEventStream(`${base}/api/events`, token);
  const signIn = async (who: TestUser) => {
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: who.email, password: who.password },
    });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  const stillOpen = (stream: OpenStream) =>
    Promise.race([stream.ended.then(() => false), new Promise((resolve) => setTimeout(resolve, 300, true))]);
  const streams: OpenStream[] = [];
  afterAll(() => streams.forEach((s) => s.close()));

  it('close the oldest streams past 5 a person and 3 a session; another person keeps theirs', async () => {
    const theirs = await open(client.token);
    streams.push(theirs);
    const [laptop, phone] = [await signIn(trainer), await signIn(trainer)];
    // Opened one after another, so that their order is known: the 6th closes the 1st.
    const tabs: OpenStream[] = [];
    for (const token of [laptop, laptop, laptop, phone, phone, phone]) {
      tabs.push(await open(token));
      expect(tabs.at(-1)!.status).toBe(200);
    }
    streams.push(...tabs);
    expect(await tabs[0]!.next('replaced')).toEqual({});
    await tabs[0]!.ended;

    // A 4th stream of the phone's session closes that session's oldest, not the laptop's.
    const fourth = await open(phone);
    streams.push(fourth);
    expect(await tabs[3]!.next('replaced')).toEqual({});
    await tabs[3]!.ended;
    const kept = [tabs[1]!, tabs[2]!, tabs[4]!, tabs[5]!, fourth];
    for (const tab of kept) expect(await stillOpen(tab)).toBe(true);

    // The 5 that stay still hear the person's events; the other person's stream was never touched.
    const id = await assign('Kettlebell swings');
    const assigned = (await list(client)).body.notifications[0];
    expect(await theirs.next('notification')).toEqual(assigned);
    expect((await complete(id)).status).toBe(200);
    const listed = (await list(trainer)).body.notifications[0];
    for (const tab of kept) expect(await tab.next('notification')).toEqual(listed);
    expect(await stillOpen(theirs)).toBe(true);
  });
});
