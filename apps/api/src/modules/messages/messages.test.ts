import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { openEventStream } from '../../test/event-stream.ts';

let t: TestApp;
let trainer: TestUser, otherTrainer: TestUser, client: TestUser, otherClient: TestUser;
let workoutId: string, otherWorkoutId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  const insert = (assignedTo: string, createdBy: string) =>
    t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, plan)
      values (${assignedTo}, ${createdBy}, 'Leg day', '2026-12-01', '[]') returning id`);
  [{ id: workoutId }] = await insert(client.id, trainer.id);
  [{ id: otherWorkoutId }] = await insert(otherClient.id, otherTrainer.id);
});
afterAll(() => t.close());

const send = (who: TestUser, body: Record<string, unknown>) =>
  t.call('POST', '/api/messages', { token: who.token, body });
const read = (who: TestUser, query = '') => t.call('GET', `/api/messages${query}`, { token: who.token });

describe('messages between a client and their trainer', () => {
  it('a client writes to their trainer, who is told, reads it (marking it read) and answers about a workout', async () => {
    const sent = await send(client, { body: '  My knee hurts on the lunges  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      senderId: client.id,
      body: 'My knee hurts on the lunges',
      workoutId: null,
      workoutName: null,
      readAt: null,
    });

    const told = await t.call('GET', '/api/notifications', { token: trainer.token });
    expect(told.body.notifications[0]).toMatchObject({
      kind: 'message',
      title: 'Message from Test CLIENT',
      body: 'My knee hurts on the lunges',
      link: `/trainer/clients/${client.id}#messages`,
    });

    const theirs = await read(trainer, `?clientId=${client.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'My knee hurts on the lunges',
    ]);
    expect((await read(client)).body.messages[0].readAt).toEqual(expect.any(String));

    const answer = await send(trainer, { clientId: client.id, body: 'Swap them for step-ups', workoutId });
    expect(answer.status).toBe(201);
    // A message about a workout names it.
    expect(answer.body.message).toMatchObject({ workoutId, workoutName: 'Leg day' });
    const mine = await read(client);
    expect(mine.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Swap them for step-ups',
      'My knee hurts on the lunges',
    ]);
    const about = await read(client, `?workoutId=${workoutId}`);
    expect(about.body.messages.map((m: { workoutId: string }) => m.workoutId)).toEqual([workoutId]);
    expect(
      (await t.call('GET', '/api/notifications', { token: client.token })).body.notifications[0],
    ).toMatchObject({
      kind: 'message',
      body: 'About Leg day: Swap them for step-ups',
      link: '/client/messages',
    });
    // Renamed later, the message still names the workout as it was when sent.
    await t.rows(sql`update workouts set name = 'Legs B' where id = ${workoutId}`);
    expect((await read(client, `?workoutId=${workoutId}`)).body.messages[0].workoutName).toBe('Leg day');
    await t.rows(sql`update workouts set name = 'Leg day' where id = ${workoutId}`);
  });

  it('pages back with before', async () => {
    const all = (await read(client)).body.messages as { createdAt: string }[];
    const older = await read(client, `?before=${encodeURIComponent(all[0]!.createdAt)}&limit=1`);
    expect(older.body.messages).toHaveLength(1);
    expect(older.body.messages[0]).toEqual({ ...all[1], readAt: older.body.messages[0].readAt });
  });

  it('refuses empty and over-long messages, strangers, other clients’ workouts and callers without the role', async () => {
    const cases: [TestUser, Record<string, unknown>, number, string][] = [
      [client, { body: '   ' }, 400, 'Message is required'],
      [client, { body: 'x'.repeat(2001) }, 400, 'Message must be at most 2000 characters'],
      [trainer, { body: 'Hi' }, 400, 'Choose a client'],
      [trainer, { clientId: otherClient.id, body: 'Hi' }, 404, 'Client not found'],
      [trainer, { clientId: client.id, body: 'Hi', workoutId: otherWorkoutId }, 404, 'Workout not found'],
      [client, { clientId: otherClient.id, body: 'Hi' }, 400, 'Choose a client'],
    ];
    const before = await t.rows(sql`select count(*)::int as n from messages`);
    for (const [who, body, status, error] of cases) {
      const res = await send(who, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    expect(await t.rows(sql`select count(*)::int as n from messages`)).toEqual(before);
    expect((await read(otherTrainer, `?clientId=${client.id}`)).status).toBe(404);

    const loner = await t.user({ roles: ['CLIENT'] });
    expect((await send(loner, { body: 'Anyone?' })).body.error).toBe(
      'You do not have a trainer to write to yet',
    );
    const consultant = await t.user({ roles: ['CONSULTANT'] });
    expect((await send(consultant, { clientId: client.id, body: 'Hi' })).status).toBe(403);
    expect((await t.call('GET', '/api/messages')).status).toBe(401);
  });

  it('reach both people’s open tabs live', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const trainerTab = await openEventStream(`${base}/api/events`, trainer.token);
    const clientTab = await openEventStream(`${base}/api/events`, client.token);
    try {
      const sent = (await send(client, { body: 'On my way' })).body.message;
      expect(await trainerTab.next('message')).toEqual(sent);
      expect(await clientTab.next('message')).toEqual(sent);
      expect(await trainerTab.next('notification')).toMatchObject({ kind: 'message', body: 'On my way' });
    } finally {
      trainerTab.close();
      clientTab.close();
    }
  });
});
