import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let consultant: U, trainer: U, trainer2: U, client: U;
beforeAll(async () => {
  t = await createTestApp();
  consultant = await t.user({ roles: ['CONSULTANT'] });
  trainer = await t.user({ roles: ['TRAINER'] });
  trainer2 = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
});
afterAll(() => t.close());

const me = async (token: string) => (await t.call('GET', '/api/auth/me', { token })).body.user;
/** The edit panel's body for a user as stored now, with some fields changed. */
const editBody = async (id: string, overrides: Record<string, unknown> = {}) => {
  const list = await t.call('GET', '/api/users/admin/all?limit=200', { token: consultant.token });
  const user = list.body.users.find((u: { id: string }) => u.id === id);
  const { username, email, firstName, lastName, roles, trainerId, isActive } = user;
  return { username, email, firstName, lastName, roles, trainerId, isActive, ...overrides };
};

describe('user management (consultants)', () => {
  it('lists and searches users by username, email, first and last name', async () => {
    await t.rows(sql`update users set first_name = 'Quincy', last_name = 'Zephyr' where id = ${client.id}`);
    const all = await t.call('GET', '/api/users/admin/all', { token: consultant.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(4);
    for (const term of ['quin', 'ZEPH', client.email.slice(0, 12)]) {
      const res = await t.call('GET', `/api/users/admin/all?search=${encodeURIComponent(term)}`, {
        token: consultant.token,
      });
      expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([client.id]);
      expect(res.body.total).toBe(1);
    }
    expect(JSON.stringify(all.body)).not.toMatch(/password|hash/i);
  });

  it('lists the active trainers with their roles', async () => {
    const res = await t.call('GET', '/api/users/admin/trainers', { token: consultant.token });
    const ids = res.body.trainers.map((x: { id: string }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([trainer.id, trainer2.id]));
    expect(ids).not.toContain(client.id);
    expect(res.body.trainers[0]).toEqual({
      id: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      roles: expect.arrayContaining(['TRAINER']),
    });
  });

  it('edits every field, and the user sees it on their next call', async () => {
    const u = await t.user({ roles: ['CLIENT'] });
    const email = uniqueEmail('renamed');
    const res = await t.call('PUT', `/api/users/admin/${u.id}`, {
      token: consultant.token,
      body: {
        username: `renamed${Date.now() % 100000}`,
        email,
        firstName: 'Rena',
        lastName: 'Med',
        roles: ['CLIENT', 'TRAINER'],
        trainerId: trainer.id,
        isActive: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email,
      firstName: 'Rena',
      lastName: 'Med',
      roles: ['CLIENT', 'TRAINER'],
      trainerId: trainer.id,
      trainer: { id: trainer.id },
      isActive: true,
    });
    // A new email ends every session: the user signs in again with it and sees the rest.
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    const again = await t.call('POST', '/api/auth/login', { body: { email, password: u.password } });
    expect(await me(again.body.token)).toMatchObject({ firstName: 'Rena', roles: ['CLIENT', 'TRAINER'] });
    expect((await t.call('GET', '/api/clients', { token: again.body.token })).status).toBe(200);
  });

  it('role removal and deactivation take effect on the existing token at once', async () => {
    const u = await t.user({ roles: ['TRAINER'] });
    expect((await t.call('GET', '/api/clients', { token: u.token })).status).toBe(200);
    const demoted = await t.call('PUT', `/api/users/admin/${u.id}`, {
      token: consultant.token,
      body: await editBody(u.id, { roles: ['CLIENT'] }),
    });
    expect(demoted.status).toBe(200);
    expect((await t.call('GET', '/api/clients', { token: u.token })).status).toBe(403);

    const off = await t.call('PUT', `/api/users/admin/${u.id}`, {
      token: consultant.token,
      body: await editBody(u.id, { isActive: false }),
    });
    expect(off.body.user.isActive).toBe(false);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect(await t.rows(sql`select 1 from sessions where user_id = ${u.id}`)).toEqual([]);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status,
    ).toBe(401);
  });

  it.each([
    ['no roles', { roles: [] }, 400, 'roles', 'Select at least one role'],
    ['an invalid email', { email: 'nope' }, 400, 'email', 'Invalid email address'],
    [
      'a trainer who is not a trainer',
      'client-as-trainer',
      400,
      'trainerId',
      'The selected trainer is not an active trainer',
    ],
    ['themselves as trainer', 'self', 400, 'trainerId', 'A user cannot be their own trainer'],
    ['a taken email', 'taken-email', 409, 'email', 'An account with this email already exists'],
    ['a taken username', 'taken-username', 409, 'username', 'This username is already taken'],
  ])('refuses %s and changes nothing', async (_what, change, status, path, msg) => {
    const u = await t.user({ roles: ['CLIENT', 'TRAINER'] });
    const before = await me(u.token);
    const other = (await t.rows(sql`select email, username from users where id = ${trainer2.id}`))[0];
    const overrides =
      change === 'client-as-trainer'
        ? { trainerId: client.id }
        : change === 'self'
          ? { trainerId: u.id }
          : change === 'taken-email'
            ? { email: other.email.toUpperCase() }
            : change === 'taken-username'
              ? { username: other.username }
              : change;
    const res = await t.call('PUT', `/api/users/admin/${u.id}`, {
      token: consultant.token,
      body: { ...(await editBody(u.id)), firstName: 'Changed', ...(overrides as object) },
    });
    expect(res.status).toBe(status);
    expect(res.body.errors).toEqual([{ path, msg }]);
    expect(await me(u.token)).toEqual(before);
  });

  it('keeps the last active consultant', async () => {
    const t2 = await (await import('../../test/app.ts')).createTestApp();
    try {
      const only = await t2.user({ roles: ['CONSULTANT', 'TRAINER'] });
      const body = {
        username: `only${Date.now() % 10000}`,
        email: only.email,
        firstName: 'Only',
        lastName: 'One',
        roles: ['CONSULTANT', 'TRAINER'],
        trainerId: null,
        isActive: true,
      };
      const lose = await t2.call('PUT', `/api/users/admin/${only.id}`, {
        token: only.token,
        body: { ...body, roles: ['TRAINER'] },
      });
      expect(lose.status).toBe(409);
      expect(lose.body.error).toBe(
        'The last active consultant cannot be deactivated or lose the consultant role',
      );
      const off = await t2.call('PUT', `/api/users/admin/${only.id}`, {
        token: only.token,
        body: { ...body, isActive: false },
      });
      expect(off.status).toBe(409);
      const second = await t2.user({ roles: ['CONSULTANT'] });
      const now = await t2.call('PUT', `/api/users/admin/${only.id}`, {
        token: second.token,
        body: { ...body, roles: ['TRAINER'] },
      });
      expect(now.status).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('is for consultants only', async () => {
    for (const who of [trainer, client]) {
      expect((await t.call('GET', '/api/users/admin/all', { token: who.token })).status).toBe(403);
      expect((await t.call('GET', '/api/users/admin/trainers', { token: who.token })).status).toBe(403);
      expect(
        (
          await t.call('PUT', `/api/users/admin/${client.id}`, {
            token: who.token,
            body: await editBody(client.id, { roles: ['CONSULTANT'] }),
          })
        ).status,
      ).toBe(403);
    }
    expect((await me(client.token)).roles).toEqual(['CLIENT']);
    expect(
      (
        await t.call('PUT', '/api/users/admin/00000000-0000-4000-8000-000000000000', {
          token: consultant.token,
          body: await editBody(client.id),
        })
      ).status,
    ).toBe(404);
  });
});

describe('every user’s own profile', () => {
  it('changes first and last name, with the messages for empty ones', async () => {
    const u = await t.user();
    const res = await t.call('PUT', '/api/users/profile', {
      token: u.token,
      body: { firstName: ' Pat ', lastName: 'Lee', email: 'hacker@example.com', roles: ['CONSULTANT'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      firstName: 'Pat',
      lastName: 'Lee',
      email: u.email,
      roles: ['CLIENT'],
    });
    const bad = await t.call('PUT', '/api/users/profile', {
      token: u.token,
      body: { firstName: '', lastName: '' },
    });
    expect(bad.body.errors).toEqual([
      { path: 'firstName', msg: 'First name is required' },
      { path: 'lastName', msg: 'Last name is required' },
    ]);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const u = await t.user();
    const other = (
      await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })
    ).body.token;
    const wrong = await t.call('PUT', '/api/users/password', {
      token: u.token,
      body: { currentPassword: 'Nope1234', newPassword: 'Better123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', msg: 'Current password is incorrect' }]);
    const weak = await t.call('PUT', '/api/users/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'weakpass' },
    });
    expect(weak.body.errors).toEqual([
      {
        path: 'newPassword',
        msg: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      },
    ]);
    const ok = await t.call('PUT', '/api/users/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'Better123' },
    });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: other })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: u.email, password: 'Better123' } })).status,
    ).toBe(200);
  });

  it('a trainer adds the client role; others cannot', async () => {
    const u = await t.user({ roles: ['TRAINER'] });
    const res = await t.call('POST', '/api/users/add-role', { token: u.token, body: { role: 'CLIENT' } });
    expect(res.body.user.roles).toEqual(['TRAINER', 'CLIENT']);
    expect(
      (await t.call('POST', '/api/users/add-role', { token: u.token, body: { role: 'CONSULTANT' } })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/api/users/add-role', { token: client.token, body: { role: 'CLIENT' } })).status,
    ).toBe(403);
  });
});
