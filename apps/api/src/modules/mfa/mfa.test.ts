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
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { path: 'code', msg: 'That code is not right. Check your authenticator app and try again.' },
    ]);
    const malformed = await t.call('POST', '/api/users/me/mfa/enable', {
      token: u.token,
      body: { code: '12ab' },
    });
    expect(malformed.body.errors).toEqual([
      { path: 'code', msg: 'Enter the 6-digit code from your authenticator app' },
    ]);

    await awayFromStepEdge();
    const on = await t.call('POST', '/api/users/me/mfa/enable', {
      token: u.token,
      body: { code: codeAt(setup.body.secret) },
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
