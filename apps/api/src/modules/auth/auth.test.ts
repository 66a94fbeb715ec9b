import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, uniqueEmail, type TestApp } from '../../test/app.ts';
import { expectInvalidResetLink, resetPassword } from '../../test/password-reset.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    authLimits: {
      loginFailuresPerAccountAndAddress: { max: 3, windowMs: 60_000 },
      forgotPerAccount: { max: 2, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

let n = 0;
const registration = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    firstName: 'Rae',
    lastName: 'Runner',
    username: `rae_${n}_${Date.now() % 100000}`,
    email: uniqueEmail('rae'),
    password: 'secret1',
    confirmPassword: 'secret1',
    privacyAgreementAccepted: true,
    termsOfServiceAccepted: true,
    ...overrides,
  };
};

describe('POST /api/auth/register', () => {
  it('creates a client, answers a working token and the user without secrets', async () => {
    const body = registration({ email: '  Rae.Mixed@Example.COM ' });
    const res = await t.call('POST', '/api/auth/register', { body });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      username: body.username,
      email: 'rae.mixed@example.com',
      firstName: 'Rae',
      lastName: 'Runner',
      roles: ['CLIENT'],
      trainerId: null,
      trainer: null,
      isActive: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    const me = await t.call('GET', '/api/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(res.body.user.id);
  });

  it('answers every field message, in field order', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        firstName: '',
        lastName: '',
        username: 'ab',
        email: 'nope',
        password: '12345',
        confirmPassword: 'other',
        privacyAgreementAccepted: false,
        termsOfServiceAccepted: false,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'firstName', msg: 'First name is required' },
      { path: 'lastName', msg: 'Last name is required' },
      { path: 'username', msg: 'Username must be at least 3 characters' },
      { path: 'email', msg: 'Invalid email address' },
      { path: 'password', msg: 'Password must be at least 6 characters' },
      { path: 'privacyAgreementAccepted', msg: 'You must accept the Privacy Policy to continue' },
      { path: 'termsOfServiceAccepted', msg: 'You must accept the Terms of Service to continue' },
      { path: 'confirmPassword', msg: "Passwords don't match" },
    ]);
    expect(res.body.error).toBe('First name is required');
  });

  it('refuses a confirmation that does not match, with its message', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: registration({ confirmPassword: 'secret2' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'confirmPassword', msg: "Passwords don't match" }]);
  });

  it('refuses any role but CLIENT and ignores fields a caller may not set', async () => {
    const trainer = await t.call('POST', '/api/auth/register', {
      body: registration({ roles: ['TRAINER'] }),
    });
    expect(trainer.status).toBe(400);

    const sneaky = registration({
      roles: ['CLIENT'],
      isActive: false,
      trainerId: '00000000-0000-4000-8000-000000000000',
      id: 'x',
      createdAt: '2000-01-01',
    });
    const res = await t.call('POST', '/api/auth/register', { body: sneaky });
    expect(res.status).toBe(201);
    expect(res.body.user.roles).toEqual(['CLIENT']);
    expect(res.body.user.isActive).toBe(true);
    expect(res.body.user.trainerId).toBeNull();
    expect(res.body.user.createdAt).not.toMatch(/^2000/);
  });

  it('answers 409 naming the taken email (in any case) or username, and stores nothing', async () => {
    const first = registration();
    expect((await t.call('POST', '/api/auth/register', { body: first })).status).toBe(201);

    const sameEmail = await t.call('POST', '/api/auth/register', {
      body: registration({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toBe('An account with this email already exists');

    const sameUsername = await t.call('POST', '/api/auth/register', {
      body: registration({ username: first.username.toUpperCase() }),
    });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.error).toBe('This username is already taken');

    const rows = await t.rows(
      sql`select count(*)::int as n from users where lower(username) = lower(${first.username})`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('never answers 500 to malformed JSON, wrong types, empty or huge bodies', async () => {
    const broken = await t.call('POST', '/api/auth/register', { body: '{"email": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('The request body is not valid JSON');

    const types = await t.call('POST', '/api/auth/register', {
      body: { ...registration(), email: 42, privacyAgreementAccepted: 'yes' },
    });
    expect(types.status).toBe(400);
    expect(types.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'email',
      'privacyAgreementAccepted',
    ]);

    const array = await t.call('POST', '/api/auth/register', { body: '[]' });
    expect(array.status).toBe(400);

    const huge = await t.call('POST', '/api/auth/register', {
      body: { ...registration(), firstName: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'The request body is too large' });

    const long = await t.call('POST', '/api/auth/register', {
      body: registration({ firstName: 'x'.repeat(101) }),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([
      { path: 'firstName', msg: 'First name must be at most 100 characters' },
    ]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with any case of the email and answers token and user', async () => {
    const u = await t.user({ roles: ['TRAINER', 'CLIENT'] });
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: u.email.toUpperCase(), password: u.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.roles).toEqual(['TRAINER', 'CLIENT']);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same 401 for a wrong password, an unknown email and a deactivated account', async () => {
    const u = await t.user();
    const wrong = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: 'Wrong123' } });
    const unknown = await t.call('POST', '/api/auth/login', {
      body: { email: uniqueEmail('ghost'), password: 'Wrong123' },
    });
    await t.rows(sql`update users set is_active = false where id = ${u.id}`);
    const inactive = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    for (const res of [wrong, unknown, inactive]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid email or password' });
    }
  });

  it('answers the field messages', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'email', msg: 'Email is required' },
      { path: 'password', msg: 'Password is required' },
    ]);
    const bad = await t.call('POST', '/api/auth/login', { body: { email: 'a@b', password: 'x' } });
    expect(bad.body.errors).toEqual([{ path: 'email', msg: 'Invalid email address' }]);
  });

  it('refuses an address after repeated failures for an account with 429 and Retry-After, even the right password', async () => {
    const u = await t.user();
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.call('POST', '/api/auth/login', { body: { email: u.email, password: 'Wrong123' } })).status,
      ).toBe(401);
    }
    const locked = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers the user as stored now, and 401 without or with a bad token', async () => {
    const u = await t.user();
    await t.rows(sql`update users set first_name = 'Changed' where id = ${u.id}`);
    const me = await t.call('GET', '/api/auth/me', { token: u.token });
    expect(me.body.user.firstName).toBe('Changed');
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } })).status).toBe(
      401,
    );
  });

  it('sign-out ends that token at once and leaves other sessions alone', async () => {
    const u = await t.user();
    const second = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    const out = await t.call('POST', '/api/auth/logout', { token: u.token });
    expect(out.status).toBe(204);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: second.body.token })).status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const u = await t.user();
    const rows = await t.rows(sql`select token_hash from sessions where user_id = ${u.id}`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(u.token);
  });

  it('an expired session answers 401', async () => {
    const u = await t.user();
    await t.rows(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${u.id}`);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
  });

  it('a deactivated user is refused on the next call', async () => {
    const u = await t.user();
    await t.rows(sql`update users set is_active = false where id = ${u.id}`);
    const me = await t.call('GET', '/api/auth/me', { token: u.token });
    expect(me.status).toBe(401);
    expect(me.body.error).toBe('Your session has ended. Please sign in again.');
  });
});

describe('password recovery', () => {
  const linkToken = (link: string) => new URL(link).searchParams.get('token')!;

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const u = await t.user();
    const before = t.outbox().length;
    const known = await t.call('POST', '/api/auth/forgot-password', {
      body: { email: u.email.toUpperCase() },
    });
    const unknown = await t.call('POST', '/api/auth/forgot-password', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mails = await eventually(() => t.outbox().length > before && t.outbox());
    await new Promise((r) => setTimeout(r, 100));
    expect(t.outbox()).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe(u.email);
    expect(mail.link).toMatch(/^http:\/\/kinetic\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.link);
  });

  it('resets the password once, ends every session, and the old password stops working', async () => {
    const u = await t.user();
    const other = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    await t.call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const mail = await eventually(() => t.outbox().find((m) => m.to === u.email));
    const token = linkToken(mail.link!);

    const reset = await resetPassword(t, token, 'NewPass123');
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBeTruthy();

    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: other.body.token })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status,
    ).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: u.email, password: 'NewPass123' } })).status,
    ).toBe(200);

    expectInvalidResetLink(await resetPassword(t, token, 'Another123'));
  });

  it('refuses an expired or unknown token and a weak password', async () => {
    const u = await t.user();
    await t.call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const mail = await eventually(() => t.outbox().find((m) => m.to === u.email));
    await t.rows(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${u.id}`,
    );
    const expired = await resetPassword(t, linkToken(mail.link!), 'NewPass123');
    expect(expired.status).toBe(400);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status,
    ).toBe(200);

    const unknown = await resetPassword(t, 'A'.repeat(43), 'NewPass123');
    expect(unknown.status).toBe(400);

    const weak = await resetPassword(t, 'A'.repeat(43), 'short');
    expect(weak.body.errors).toEqual([
      { path: 'newPassword', msg: 'Password must be at least 8 characters' },
    ]);
    const noMix = await resetPassword(t, 'A'.repeat(43), 'alllowercase1');
    expect(noMix.body.errors).toEqual([
      {
        path: 'newPassword',
        msg: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      },
    ]);
  });

  it('limits forgot-password per account with 429, still without telling whether it exists', async () => {
    const email = uniqueEmail('limited');
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.call('POST', '/api/auth/forgot-password', { body: { email } })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('answers the email message for a malformed email', async () => {
    const res = await t.call('POST', '/api/auth/forgot-password', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'email', msg: 'Invalid email address' }]);
  });
});
