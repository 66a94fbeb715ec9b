import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let trainer: TestUser;
let ana: TestUser, ben: TestUser, cleo: TestUser, dan: TestUser, stranger: TestUser;

const named = (who: TestUser, firstName: string) =>
  t.rows(sql`update users set first_name = ${firstName}, last_name = 'Inbox' where id = ${who.id}`);

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  const ofTrainer = () => t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  [ana, ben, cleo, dan] = [await ofTrainer(), await ofTrainer(), await ofTrainer(), await ofTrainer()];
  stranger = await t.user({ roles: ['CLIENT'], trainerId: (await t.user({ roles: ['TRAINER'] })).id });
  await Promise.all([named(ana, 'Ana'), named(ben, 'Ben'), named(cleo, 'Cleo'), named(dan, 'Dan')]);
  const send = (who: TestUser, body: string, clientId?: string) =>
    t.call('POST', '/api/messages', { token: who.token, body: { body, clientId } });
  // Ben wrote first and was answered; Ana wrote later and was read; Cleo wrote last, unread; Dan never.
  expect((await send(ben, 'Can we move Friday?')).status).toBe(201);
  await t.call('GET', `/api/messages?clientId=${ben.id}`, { token: trainer.token });
  expect((await send(trainer, 'Sure, Saturday works', ben.id)).status).toBe(201);
  expect((await send(ana, 'Done with week one')).status).toBe(201);
  await t.call('GET', `/api/messages?clientId=${ana.id}`, { token: trainer.token });
  expect((await send(cleo, 'x'.repeat(300))).status).toBe(201);
  expect((await send(stranger, 'Not for this trainer')).status).toBe(201);
});
afterAll(() => t.close());

type Conversation = {
  client: { id: string; firstName: string };
  unread: number;
  last: { preview: string } | null;
};
const inbox = async (query = '', who = trainer) => {
  const res = await t.call('GET', `/api/messages/inbox${query}`, { token: who.token });
  expect(res.status).toBe(200);
  return res.body as { conversations: Conversation[]; total: number };
};

describe('a trainer’s inbox', () => {
  it('lists every current client: unread first, then the most recent, then those never written with', async () => {
    const { conversations, total } = await inbox();
    expect(total).toBe(4);
    expect(conversations.map((c) => c.client.firstName)).toEqual(['Cleo', 'Ana', 'Ben', 'Dan']);
    expect(conversations.map((c) => c.unread)).toEqual([1, 0, 0, 0]);
    expect(conversations[0]!.last!.preview).toHaveLength(140);
    expect(conversations[2]!.last!.preview).toBe('Sure, Saturday works');
    expect(conversations[3]!.last).toBeNull();
  });

  it('reading it marks nothing read, and each conversation it shows is an audit entry', async () => {
    expect((await inbox()).conversations[0]!.unread).toBe(1);
    const audited = await t.rows(
      sql`select subject_id from audit_log where actor_id = ${trainer.id} and action = 'messages.read'`,
    );
    expect(new Set(audited.map((r) => r.subject_id))).toEqual(new Set([ana.id, ben.id, cleo.id]));
  });

  it('finds a client by a part of their name, and pages', async () => {
    expect((await inbox('?search=cle')).conversations.map((c) => c.client.id)).toEqual([cleo.id]);
    expect((await inbox('?search=ana%20inb')).total).toBe(1);
    expect((await inbox('?search=100%25')).total).toBe(0);
    const second = await inbox('?limit=2&offset=2');
    expect(second.total).toBe(4);
    expect(second.conversations.map((c) => c.client.firstName)).toEqual(['Ben', 'Dan']);
    expect((await inbox('?offset=10')).total).toBe(4);
  });

  it('leaves out a client who is no longer theirs, and is for trainers only', async () => {
    await t.rows(sql`update users set is_active = false where id = ${dan.id}`);
    expect((await inbox()).conversations.map((c) => c.client.id)).not.toContain(dan.id);
    await t.rows(sql`update users set is_active = true where id = ${dan.id}`);
    expect((await t.call('GET', '/api/messages/inbox', { token: ana.token })).status).toBe(403);
    const bad = await t.call('GET', `/api/messages/inbox?search=${'x'.repeat(101)}`, {
      token: trainer.token,
    });
    expect(bad.status).toBe(400);
  });
});
