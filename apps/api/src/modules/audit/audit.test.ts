import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../test/app.ts';
import { awayFromStepEdge, codeAt, passwordStep, turnOnMfa } from '../../test/mfa.ts';
import { expectInvalidResetLink, resetPassword } from '../../test/password-reset.ts';

let t: TestApp;
let consultant: Awaited<ReturnType<TestApp['user']>>;
beforeAll(async () => {
  t = await createTestApp({
    deniedReadLimits: { collapseWindowMs: 60_000, perActor: { max: 30, windowMs: 60_000 } },
  });
  consultant = await t.user({ roles: ['CONSULTANT', 'TRAINER'] });
});
afterAll(() => t.close());

const auditOf = async (query: string) => {
  const res = await t.call('GET', `/api/audit?${query}`, { token: consultant.token });
  expect(res.status).toBe(200);
  return res.body as {
    entries: { action: string; actorId: string; detail: string; allowed: boolean }[];
    total: number;
  };
};
const actionsAbout = async (subjectId: string) =>
  (await auditOf(`subjectId=${subjectId}&limit=200`)).entries.map((e) => e.action).reverse();

/** The consultant's edit body for a user as stored now, with some fields changed. */
async function edit(id: string, overrides: Record<string, unknown>, token = consultant.token) {
  const [row] = await t.rows(
    sql`select username, email, first_name, last_name, roles, trainer_id, is_active from users where id = ${id}`,
  );
  const body = {
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    trainerId: row.trainer_id,
    isActive: row.is_active,
    ...overrides,
  };
  return t.call('PUT', `/api/users/admin/${id}`, { token, body });
}

describe('a consultant’s changes to a user', () => {
  it('each is an audit entry saying what changed, never the personal values', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const u = await t.user();
    const res = await edit(u.id, {
      roles: ['CLIENT', 'TRAINER'],
      trainerId: trainer.id,
      email: `changed.${u.email}`,
      username: `changed${Date.now() % 1e6}`,
      firstName: 'Changed',
    });
    expect(res.status).toBe(200);
    const { entries } = await auditOf(`subjectId=${u.id}&actorId=${consultant.id}`);
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(Object.keys(byAction).sort()).toEqual([
      'user.email',
      'user.name',
      'user.roles',
      'user.trainer',
      'user.username',
    ]);
    expect(byAction['user.roles']!.detail).toBe('roles CLIENT → CLIENT, TRAINER');
    expect(byAction['user.trainer']!.detail).toBe(`trainer none → ${trainer.id}`);
    expect(byAction['user.name']!.detail).toBe('first name changed');
    expect(JSON.stringify(entries.map((e) => e.detail))).not.toMatch(/changed\.|Changed/);
    expect(entries.every((e) => e.actorId === consultant.id && e.allowed)).toBe(true);

    await edit(u.id, { isActive: false });
    expect((await auditOf(`subjectId=${u.id}&action=user.active`)).entries[0]!.detail).toBe(
      'deactivated; every session ended',
    );
  });

  it('a consultant cannot assign a client to themself', async () => {
    const u = await t.user();
    const res = await edit(u.id, { trainerId: consultant.id });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'trainerId', msg: 'You cannot assign a client to yourself' }]);
    expect((await t.rows(sql`select trainer_id from users where id = ${u.id}`))[0].trainer_id).toBeNull();
    // Another consultant may; the client is told, and it is on the record.
    const other = await t.user({ roles: ['CONSULTANT'] });
    expect((await edit(u.id, { trainerId: consultant.id }, other.token)).status).toBe(200);
    const mail = await eventually(() =>
      t.outbox().find((m) => m.to === u.email && /trainer/.test(m.subject)),
    );
    expect(mail.text).toContain('Your trainer is now Test CONSULTANT');
    // A consultant's change: nothing to reset, the client is told whom to ask.
    expect(mail.text).not.toMatch(/password/i);
    expect(mail.text).toContain('If you did not expect this change, tell your Kinetic contact.');
    expect(await actionsAbout(u.id)).toContain('user.trainer');
  });

  it('an email change mails the old and the new address and ends the old reset links', async () => {
    const u = await t.user();
    await t.call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const link = await eventually(() => t.outbox().find((m) => m.to === u.email && m.link)?.link);
    const newEmail = `new.${u.email}`;
    expect((await edit(u.id, { email: newEmail })).status).toBe(200);
    const old = await eventually(() =>
      t.outbox().find((m) => m.to === u.email && /was changed/.test(m.subject)),
    );
    expect(old.text).toContain('no longer this one');
    await eventually(() => t.outbox().find((m) => m.to === newEmail));
    const token = new URL(link).searchParams.get('token');
    const reset = await resetPassword(t, token, 'Taken-Over-42');
    expect(reset.status).toBe(400);
  });
});

describe('security events', () => {
  it('sign-ins, failed sign-ins, sign-out, password change and reset are recorded, and the user is mailed', async () => {
    const u = await t.user();
    await t.call('POST', '/api/auth/login', { body: { email: u.email, password: 'Wrong-pass-1' } });
    const change = await t.call('PUT', '/api/users/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'Brand-New-42' },
    });
    expect(change.status).toBe(200);
    await eventually(() =>
      t.outbox().find((m) => m.to === u.email && /password was changed/.test(m.subject)),
    );
    await t.call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const link = await eventually(() => t.outbox().find((m) => m.to === u.email && m.link)?.link);
    const token = new URL(link).searchParams.get('token');
    expect((await resetPassword(t, token, 'Reset-Pass-42')).status).toBe(200);
    const again = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: 'Reset-Pass-42' },
    });
    await t.call('POST', '/api/auth/logout', { token: again.body.token });
    expect(await actionsAbout(u.id)).toEqual([
      'auth.sign-in',
      'auth.sign-in-failed',
      'auth.password-change',
      'auth.password-reset',
      'auth.sign-in',
      'auth.sign-out',
    ]);
    const { entries } = await auditOf(`subjectId=${u.id}&action=auth.sign-in-failed`);
    expect(entries[0]).toMatchObject({ allowed: false, detail: 'wrong password' });
    // Told by mail both times: the change and the reset.
    await eventually(
      () => t.outbox().filter((m) => m.to === u.email && /password was changed/.test(m.subject)).length === 2,
    );
  });

  it('a password change ends the reset links sent before it', async () => {
    const u = await t.user();
    await t.call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const link = await eventually(() => t.outbox().find((m) => m.to === u.email && m.link)?.link);
    await t.call('PUT', '/api/users/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'Brand-New-42' },
    });
    const token = new URL(link).searchParams.get('token');
    expectInvalidResetLink(await resetPassword(t, token, 'Taken-Over-42'));
  });

  it('two-step sign-in changes, sign-ins with codes and session revocation are recorded', async () => {
    const u = await t.user();
    const { secret, recoveryCodes } = await turnOnMfa(t, u.token);
    await awayFromStepEdge();
    const appSignIn = await t.call('POST', '/api/auth/mfa', {
      body: { mfaToken: await passwordStep(t, u.email, u.password), code: codeAt(secret) },
    });
    const recovery = await t.call('POST', '/api/auth/mfa', {
      body: { mfaToken: await passwordStep(t, u.email, u.password), code: recoveryCodes[0] },
    });
    await t.call('POST', '/api/auth/mfa', {
      body: { mfaToken: await passwordStep(t, u.email, u.password), code: '000000' },
    });
    const [session] = await t.rows(
      sql`select id from sessions where user_id = ${u.id} order by created_at desc limit 1`,
    );
    await t.call('DELETE', `/api/users/me/sessions/${session.id}`, { token: appSignIn.body.token });
    await t.call('DELETE', '/api/users/me/sessions', { token: appSignIn.body.token });
    await t.call('POST', '/api/users/me/mfa/disable', {
      token: appSignIn.body.token,
      body: { password: u.password, code: codeAt(secret, 1) },
    });
    expect(recovery.status).toBe(200);
    const { entries } = await auditOf(`subjectId=${u.id}&limit=20`);
    const lines = entries.map((e) => `${e.action}: ${e.detail}`).reverse();
    expect(lines).toEqual([
      'auth.sign-in: with password',
      'mfa.enable: ',
      'auth.sign-in: with password and authenticator code',
      'auth.sign-in: with password and a recovery code',
      'auth.sign-in-failed: wrong second-step code',
      `session.revoke: session ${session.id}`,
      'session.revoke: every other session (1)',
      'mfa.disable: ',
    ]);
    expect(JSON.stringify(entries)).not.toContain(secret);
    expect(JSON.stringify(entries)).not.toContain(recoveryCodes[0]);
  });
});

describe('refused reads', () => {
  it('repeats collapse into one entry per series (and a count at 10), and too many are refused', async () => {
    const snoop = await t.user({ roles: ['TRAINER'] });
    const client = await t.user();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push(
        (await t.call('GET', `/api/clients/${client.id}/onboarding`, { token: snoop.token })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    const { entries } = await auditOf(`actorId=${snoop.id}&action=onboarding.trainer-read`);
    expect(entries.map((e) => e.detail).reverse()).toEqual(['', 'repeated 10 times within 1 minutes']);
    expect(entries.every((e) => !e.allowed)).toBe(true);
    // Someone else's refused reads are their own series.
    const other = await t.user({ roles: ['TRAINER'] });
    expect((await t.call('GET', `/api/clients/${client.id}/onboarding`, { token: other.token })).status).toBe(
      404,
    );
    expect((await auditOf(`actorId=${other.id}`)).entries.map((e) => e.action)).toContain(
      'onboarding.trainer-read',
    );
  });
});

describe('GET /api/audit', () => {
  it('is for consultants, pages newest first with a total, and filters by subject, actor and action', async () => {
    const u = await t.user();
    expect((await t.call('GET', '/api/audit', { token: u.token })).status).toBe(403);
    expect((await t.call('GET', '/api/audit')).status).toBe(401);
    for (let i = 0; i < 3; i++)
      await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    const all = await auditOf(`subjectId=${u.id}&action=auth.sign-in`);
    expect(all.total).toBe(4);
    const page = await auditOf(`subjectId=${u.id}&action=auth.sign-in&limit=2&offset=1`);
    expect(page.total).toBe(4);
    expect(page.entries.map((e) => e.detail)).toHaveLength(2);
    expect(page.entries).toEqual(all.entries.slice(1, 3));
    const bad = await t.call('GET', '/api/audit?subjectId=nope&limit=500', { token: consultant.token });
    expect(bad.status).toBe(400);
  });
});
