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
      body: 'Scheduled for 2026-12-01',
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
