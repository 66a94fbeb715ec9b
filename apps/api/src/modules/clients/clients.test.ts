import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, ann: U, bob: U, stranger: U;
beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, client: ann, otherClient: stranger } = await t.twoTrainersWithClients());
  bob = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  await t.rows(sql`update users set first_name = 'Ann', last_name = 'Archer' where id = ${ann.id}`);
  await t.rows(sql`update users set first_name = 'Bob', last_name = 'Baker' where id = ${bob.id}`);
});
afterAll(() => t.close());

describe('a trainer’s clients', () => {
  it('lists only the clients assigned to the caller, with the total', async () => {
    const res = await t.call('GET', '/api/clients', { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.body.clients.map((c: { firstName: string }) => c.firstName)).toEqual(['Ann', 'Bob']);
    expect(res.body.clients[0]).toEqual({
      id: ann.id,
      firstName: 'Ann',
      lastName: 'Archer',
      username: expect.any(String),
    });
    expect(res.body.total).toBe(2);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('searches first or last name, any case, and keeps the total', async () => {
    const first = await t.call('GET', '/api/clients?search=bo', { token: trainer.token });
    expect(first.body).toEqual({ clients: [expect.objectContaining({ id: bob.id })], total: 2 });
    const last = await t.call('GET', '/api/clients?search=ARCH', { token: trainer.token });
    expect(last.body.clients.map((c: { id: string }) => c.id)).toEqual([ann.id]);
    expect((await t.call('GET', '/api/clients?search=%25', { token: trainer.token })).body.clients).toEqual(
      [],
    );
  });

  it('opens an own client; another trainer’s client is 404', async () => {
    const res = await t.call('GET', `/api/clients/${ann.id}`, { token: trainer.token });
    expect(res.body.client).toMatchObject({
      id: ann.id,
      firstName: 'Ann',
      lastName: 'Archer',
      username: expect.any(String),
    });
    const other = await t.call('GET', `/api/clients/${stranger.id}`, { token: trainer.token });
    expect(other).toMatchObject({ status: 404, body: { error: 'Client not found' } });
  });

  it('is for trainers only', async () => {
    expect((await t.call('GET', '/api/clients', { token: ann.token })).status).toBe(403);
    expect((await t.call('GET', '/api/clients')).status).toBe(401);
  });

  it('answers a page at a time, 50 by default, by name; the total is every client', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    await t.rows(sql`insert into users (username, email, password_hash, first_name, last_name, roles, trainer_id)
      select 'paged' || i, 'paged' || i || '@example.com', 'x', 'Client', 'Number ' || lpad(i::text, 3, '0'),
        '{CLIENT}', ${coach.id}
      from generate_series(1, 205) i`);
    const first = await t.call('GET', '/api/clients', { token: coach.token });
    expect(first.body.clients).toHaveLength(50);
    expect(first.body.total).toBe(205);
    const names: string[] = [];
    for (let offset = 0; offset < 205; offset += 200) {
      const page = await t.call('GET', `/api/clients?limit=200&offset=${offset}`, { token: coach.token });
      names.push(...page.body.clients.map((c: { lastName: string }) => c.lastName));
    }
    expect(names).toHaveLength(205);
    expect(names).toEqual([...names].sort());
    const searched = await t.call('GET', '/api/clients?search=Number 20&limit=3&offset=2', {
      token: coach.token,
    });
    expect(searched.body.clients.map((c: { lastName: string }) => c.lastName)).toEqual([
      'Number 202',
      'Number 203',
      'Number 204',
    ]);
    const tooMany = await t.call('GET', '/api/clients?limit=1000', { token: coach.token });
    expect(tooMany).toMatchObject({ status: 400, body: { errors: [{ path: 'limit' }] } });
  });

  it('a trainer without clients sees none', async () => {
    const res = await t.call('GET', '/api/clients?search=ann', {
      token: (await t.user({ roles: ['TRAINER'] })).token,
    });
    expect(res).toMatchObject({ status: 200, body: { clients: [], total: 0 } });
  });
});
