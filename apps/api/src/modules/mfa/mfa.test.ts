import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../test/app.ts';
import { awayFromStepEdge, codeAt, passwordStep, turnOnMfa } from '../../test/mfa.ts';

let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A deployment where consultants must have two-step sign-in.
  const { loadSettings } = await import('../../env.ts');
  strict = await createTestApp({
    settings: loadSettings({
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      DEMO: '0',
      PUBLIC_URL: 'http://kinetic.test',
      MFA_REQUIRED_ROLES: 'CONSULTANT',
    }),
  });
});
afterAll(async () => {
  await strict?.close();
  await t?.close();
});

const me = (app: TestApp, token: string) => app.call('GET', '/api/auth/me', { token });
const secondStep = (mfaToken: string, code: string) =>
  t.call('POST', '/api/auth/mfa', { body: { mfaToken, code } });

describe('setting up two-step sign-in', () => {
  it('a new secret is not in use until a code from the app confirms it; then 10 recovery codes, once', async () => {
    const u = await t.user();
    const setup = await t.call('POST', '/api/users/me/mfa/setup', { token: u.token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Kinetic:/);
    // Not yet on: the password alone still signs in.
    const plain = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(plain.body.token).toEqual(expect.any(String));
    expect((await me(t, u.token)).body.user.mfaEnabled).toBe(false);

    const wrong = await t.call('POST', '/api/users/me/mfa/enable', {
      token: u.token,
      body: { password: u.password, code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { path: 'code', msg: 'That code is not right. Check your authenticator app and try again.' },
    ]);
    const malformed = await t.call('POST', '/api/users/me/mfa/enable', {
      token: u.token,
      body: { password: u.password, code: '12ab' },
    });
    expect(malformed.body.errors).toEqual([
      { path: 'code', msg: 'Enter the 6-digit code from your authenticator app' },
    ]);

    await awayFromStepEdge();
    const on = await t.call('POST', '/api/users/me/mfa/enable', {
      token: u.token,
      body: { password: u.password, code: codeAt(setup.body.secret) },
    });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const code of on.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect((await me(t, u.token)).body.user.mfaEnabled).toBe(true);
    // Set up again while on: refused, the secret in use stays.
    expect((await t.call('POST', '/api/users/me/mfa/setup', { token: u.token })).status).toBe(409);
    await eventually(() =>
      t.outbox().some((m) => m.to === u.email && /Two-step sign-in is on/.test(m.subject)),
    );
  });

  it('a session alone cannot turn it on: the account password is asked, and a wrong one counts as a failed sign-in', async () => {
    const u = await t.user();
    const setup = await t.call('POST', '/api/users/me/mfa/setup', { token: u.token });
    const enable = (body: object) => t.call('POST', '/api/users/me/mfa/enable', { token: u.token, body });
    await awayFromStepEdge();
    const code = codeAt(setup.body.secret);
    const missing = await enable({ code });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'password', msg: 'Password is required' }]);
    const wrong = await enable({ password: 'Not-my-password-1', code });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'password', msg: 'Password is incorrect' }]);
    expect((await me(t, u.token)).body.user.mfaEnabled).toBe(false);
    const on = await enable({ password: u.password, code });
    expect(on.status).toBe(200);
    expect((await me(t, u.token)).body.user.mfaEnabled).toBe(true);
  });

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const u = await t.user();
    const { secret, recoveryCodes } = await turnOnMfa(t, u.token);
    const dump = JSON.stringify(
      await t.rows(sql`select u.mfa_secret, r.code_hash from users u join mfa_recovery_codes r on r.user_id = u.id
                       where u.id = ${u.id}`),
    );
    expect(dump).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replaceAll('-', ''));
    }
  });
});

describe('signing in with two-step sign-in on', () => {
  it('the password gives no session, only a token for the code step; a current code gives the session', async () => {
    const u = await t.user();
    const { secret } = await turnOnMfa(t, u.token);
    const first = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(first.body.token).toBeUndefined();
    expect((await me(t, first.body.mfaToken)).status).toBe(401);

    const wrong = await secondStep(first.body.mfaToken, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('That code is not valid. Please try again.');
    await awayFromStepEdge();
    const code = codeAt(secret);
    const ok = await secondStep(first.body.mfaToken, code);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ id: u.id, mfaEnabled: true });
    expect((await me(t, ok.body.token)).status).toBe(200);
    // The token was for one sign-in; the code was for one use.
    expect((await secondStep(first.body.mfaToken, code)).status).toBe(401);
    const again = await passwordStep(t, u.email, u.password);
    const replay = await secondStep(again, code);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('That code is not valid. Please try again.');
  });

  it('a recovery code works once, and the person is told by mail', async () => {
    const u = await t.user();
    const { recoveryCodes } = await turnOnMfa(t, u.token);
    const [code] = recoveryCodes;
    const ok = await secondStep(await passwordStep(t, u.email, u.password), code!.toUpperCase());
    expect(ok.status).toBe(200);
    const reused = await secondStep(await passwordStep(t, u.email, u.password), code!);
    expect(reused.status).toBe(401);
    const mail = await eventually(() =>
      t.outbox().find((m) => m.to === u.email && /recovery code/.test(m.subject)),
    );
    expect(mail.text).toContain('9 unused codes left');
    const other = await secondStep(await passwordStep(t, u.email, u.password), recoveryCodes[1]!);
    expect(other.status).toBe(200);
  });

  it('the code step expires after 5 minutes and allows 5 wrong codes', async () => {
    const u = await t.user();
    const { secret } = await turnOnMfa(t, u.token);
    const late = await passwordStep(t, u.email, u.password);
    await t.rows(
      sql`update sign_in_challenges set expires_at = now() - interval '1 second' where user_id = ${u.id}`,
    );
    await awayFromStepEdge();
    const expired = await secondStep(late, codeAt(secret));
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('This sign-in has expired. Please sign in again.');

    const token = await passwordStep(t, u.email, u.password);
    for (let i = 0; i < 5; i++) expect((await secondStep(token, `00000${i}`)).status).toBe(401);
    await awayFromStepEdge();
    const after = await secondStep(token, codeAt(secret));
    expect(after.body.error).toBe('This sign-in has expired. Please sign in again.');
  });

  it('a deactivated account cannot finish the code step', async () => {
    const u = await t.user();
    const { secret } = await turnOnMfa(t, u.token);
    const token = await passwordStep(t, u.email, u.password);
    await t.rows(sql`update users set is_active = false where id = ${u.id}`);
    await awayFromStepEdge();
    expect((await secondStep(token, codeAt(secret))).status).toBe(401);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a current code', async () => {
    const u = await t.user();
    const { secret } = await turnOnMfa(t, u.token);
    const off = (password: string, code: string) =>
      t.call('POST', '/api/users/me/mfa/disable', { token: u.token, body: { password, code } });
    const wrongPassword = await off('Wrong-pass-1', codeAt(secret));
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors).toEqual([{ path: 'password', msg: 'Password is incorrect' }]);
    const wrongCode = await off(u.password, '000000');
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors[0].path).toBe('code');
    expect((await me(t, u.token)).body.user.mfaEnabled).toBe(true);
    await awayFromStepEdge();
    expect((await off(u.password, codeAt(secret))).status).toBe(204);
    expect((await me(t, u.token)).body.user.mfaEnabled).toBe(false);
    const plain = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(plain.body.token).toEqual(expect.any(String));
    expect((await t.rows(sql`select mfa_secret from users where id = ${u.id}`))[0].mfa_secret).toBeNull();
    expect((await off(u.password, codeAt(secret))).status).toBe(409);
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  it('a consultant without it is sent to set it up: every other call answers 403 until it is on', async () => {
    const c = await strict.user({ roles: ['CONSULTANT'] });
    const client = await strict.user();
    const refused = await strict.call('GET', '/api/users/admin/all', { token: c.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Set up two-step sign-in to continue.');
    // The hot reads, which check the session in their own query, refuse too.
    expect((await strict.call('GET', '/api/libraries/exercises', { token: c.token })).status).toBe(403);
    // What the setup needs answers.
    expect((await me(strict, c.token)).body.user).toMatchObject({ mfaEnabled: false, roles: ['CONSULTANT'] });
    expect((await strict.call('GET', '/api/config')).body.mfaRequiredRoles).toEqual(['CONSULTANT']);
    await turnOnMfa(strict, c.token);
    expect((await strict.call('GET', '/api/users/admin/all', { token: c.token })).status).toBe(200);
    // Others are not asked.
    expect((await strict.call('GET', '/api/workouts', { token: client.token })).status).toBe(200);
  });
});

describe('a password reset by mail can turn two-step sign-in off', () => {
  const resetLink = async (email: string) => {
    const before = t.outbox().filter((m) => m.link && m.to === email).length;
    await t.call('POST', '/api/auth/forgot-password', { body: { email } });
    const mails = await eventually(() => {
      const mine = t.outbox().filter((m) => m.link && m.to === email);
      return mine.length > before && mine;
    });
    return new URL(mails.at(-1)!.link!).searchParams.get('token')!;
  };

  it('when asked: it is off, every session ended, the owner is mailed and the audit trail says how', async () => {
    const u = await t.user();
    const other = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    // Somebody with a session (and the password) put a second step on the account.
    await turnOnMfa(t, u.token, u.password);
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { token: await resetLink(u.email), newPassword: 'Mine-Again-42', turnOffMfa: true },
    });
    expect(reset.status).toBe(200);
    expect((await me(t, u.token)).status).toBe(401);
    expect((await me(t, other.body.token)).status).toBe(401);
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: 'Mine-Again-42' },
    });
    expect(signIn.body.token).toEqual(expect.any(String));
    expect(signIn.body.user.mfaEnabled).toBe(false);
    const [row] = await t.rows(
      sql`select mfa_secret, (select count(*)::int from mfa_recovery_codes where user_id = ${u.id}) as codes
          from users where id = ${u.id}`,
    );
    expect(row).toEqual({ mfa_secret: null, codes: 0 });
    const entries = await t.rows(
      sql`select actor_id, action, detail from audit_log where subject_id = ${u.id} and action like 'mfa.%' order by at`,
    );
    expect(entries.map((e) => e.action)).toEqual(['mfa.enable', 'mfa.reset-by-mail']);
    expect(entries[1]).toMatchObject({ actor_id: u.id, detail: 'turned off with a password reset link' });
    const mail = await eventually(() =>
      t.outbox().find((m) => m.to === u.email && /reset with a link/.test(m.text)),
    );
    expect(mail.subject).toBe('Two-step sign-in is off for your Kinetic account');
    expect(mail.link).toBeUndefined();
  });

  it('when not asked, it stays on; asked while it is off, nothing is recorded', async () => {
    const u = await t.user();
    await turnOnMfa(t, u.token, u.password);
    const kept = await t.call('POST', '/api/auth/reset-password', {
      body: { token: await resetLink(u.email), newPassword: 'Still-Two-Step-1' },
    });
    expect(kept.status).toBe(200);
    const again = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: 'Still-Two-Step-1' },
    });
    expect(again.body.mfaRequired).toBe(true);

    const plain = await t.user();
    const off = await t.call('POST', '/api/auth/reset-password', {
      body: { token: await resetLink(plain.email), newPassword: 'Plain-Again-12', turnOffMfa: true },
    });
    expect(off.status).toBe(200);
    expect(
      await t.rows(
        sql`select 1 from audit_log where subject_id = ${plain.id} and action = 'mfa.reset-by-mail'`,
      ),
    ).toEqual([]);
    const malformed = await t.call('POST', '/api/auth/reset-password', {
      body: { token: 'x', newPassword: 'Plain-Again-12', turnOffMfa: 'yes' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toContainEqual({ path: 'turnOffMfa', msg: 'Must be true or false' });
  });
});
