import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAddress, type Answer, type TestApp } from '../../test/app.ts';
import { awayFromStepEdge, codeAt, turnOnMfa } from '../../test/mfa.ts';
import { DEFAULT_AUTH_LIMITS } from '../../domain/auth-throttle.ts';

// The limits a deployment has (5 wrong codes per sign-in, 20 per account in 15 minutes), with
// X-Forwarded-For trusted so that each request can come from its own address: the per-address
// limit is not what these tests are about.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, authLimits: DEFAULT_AUTH_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

const WRONG_CODE = 'That code is not valid. Please try again.';
const EXPIRED = 'This sign-in has expired. Please sign in again.';
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

const secondStep = (mfaToken: string, code: string) =>
  t.call('POST', '/api/auth/mfa', { body: { mfaToken, code }, headers: newAddress() });

async function passwordStep(email: string, password: string): Promise<string> {
  const res = await t.call('POST', '/api/auth/login', { body: { email, password }, headers: newAddress() });
  expect(res.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  return res.body.mfaToken;
}

/** Six-digit codes that are not the current ones (a wrong guess each). */
const wrongCodes = (secret: string, n: number) => {
  const right = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
  const codes: string[] = [];
  for (let i = 0; codes.length < n; i++) {
    const code = String(100_000 + i * 7919).slice(-6);
    if (!right.has(code)) codes.push(code);
  }
  return codes;
};

/** Sorts answers into: the code was checked and wrong, the sign-in is used up, refused for now. */
function tally(answers: Answer[]) {
  const out = { wrong: 0, expired: 0, tooMany: 0, other: [] as Answer[] };
  for (const a of answers) {
    if (a.status === 401 && a.body.error === WRONG_CODE) out.wrong++;
    else if (a.status === 401 && a.body.error === EXPIRED) out.expired++;
    else if (a.status === 429 && TOO_MANY.test(a.body.error)) out.tooMany++;
    else out.other.push(a);
  }
  return out;
}

const sessionsOf = async (userId: string) =>
  Number((await t.rows(sql`select count(*)::int as n from sessions where user_id = ${userId}`))[0].n);

describe('wrong second-step codes sent at once', () => {
  it('one sign-in: of 200 codes at once exactly 5 are checked, and the right code afterwards does not sign in', async () => {
    const u = await t.user();
    const { secret } = await turnOnMfa(t, u.token, u.password);
    const mfaToken = await passwordStep(u.email, u.password);
    const answers = await Promise.all(wrongCodes(secret, 200).map((code) => secondStep(mfaToken, code)));
    const seen = tally(answers);
    expect(seen.other).toEqual([]);
    expect(seen.wrong).toBe(5);
    // The rest found the sign-in used up, or the account's count taken by codes still in flight.
    expect(seen.expired + seen.tooMany).toBe(195);
    const sessions = await sessionsOf(u.id);
    await awayFromStepEdge();
    const right = await secondStep(mfaToken, codeAt(secret));
    expect(right.status).toBe(401);
    expect(right.body.error).toBe(EXPIRED);
    expect(await sessionsOf(u.id)).toBe(sessions);
  });

  it('many sign-ins of one account: of 300 codes at once over 12 sign-ins at most 20 are checked; then even the right code is refused', async () => {
    const u = await t.user();
    const { secret } = await turnOnMfa(t, u.token, u.password);
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) tokens.push(await passwordStep(u.email, u.password));
    const codes = wrongCodes(secret, 300);
    const answers = await Promise.all(codes.map((code, i) => secondStep(tokens[i % tokens.length]!, code)));
    const seen = tally(answers);
    expect(seen.other).toEqual([]);
    // 12 sign-ins allow 60 tries, the account 20: the account's limit is what holds.
    expect(seen.wrong).toBe(20);
    expect(seen.tooMany + seen.expired).toBe(280);
    expect(seen.tooMany).toBeGreaterThan(0);

    const sessions = await sessionsOf(u.id);
    const fresh = await passwordStep(u.email, u.password);
    await awayFromStepEdge();
    const right = await secondStep(fresh, codeAt(secret));
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(TOO_MANY);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sessionsOf(u.id)).toBe(sessions);
  });

  it('a right code is not counted as a wrong one: 19 wrong, a right one, then one more wrong is still checked', async () => {
    const u = await t.user();
    const { secret } = await turnOnMfa(t, u.token, u.password);
    const codes = wrongCodes(secret, 21);
    // 19 wrong codes over four sign-ins (5 + 5 + 5 + 4).
    for (let i = 0; i < 19; i += 5) {
      const token = await passwordStep(u.email, u.password);
      for (const code of codes.slice(i, Math.min(i + 5, 19)))
        expect((await secondStep(token, code)).body.error).toBe(WRONG_CODE);
    }
    await awayFromStepEdge();
    const ok = await secondStep(await passwordStep(u.email, u.password), codeAt(secret));
    expect(ok.status).toBe(200);
    const last = await secondStep(await passwordStep(u.email, u.password), codes[19]!);
    expect(last.body.error).toBe(WRONG_CODE);
    const refused = await secondStep(await passwordStep(u.email, u.password), codes[20]!);
    expect(refused.status).toBe(429);
  });

  it('turning it off: codes sent at once with the right password are checked at most 20 times', async () => {
    const u = await t.user();
    const { secret } = await turnOnMfa(t, u.token, u.password);
    const answers = await Promise.all(
      wrongCodes(secret, 60).map((code) =>
        t.call('POST', '/api/users/me/mfa/disable', {
          token: u.token,
          body: { password: u.password, code },
          headers: newAddress(),
        }),
      ),
    );
    const checked = answers.filter((a) => a.status === 400 && a.body.errors?.[0]?.path === 'code');
    expect(checked).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).body.user.mfaEnabled).toBe(true);
  });
});

describe('turning it on asks for the password', () => {
  it('wrong passwords count as failed sign-ins from that address: past 10, that address is refused even the right one', async () => {
    const u = await t.user();
    const setup = await t.call('POST', '/api/users/me/mfa/setup', { token: u.token });
    const from = newAddress();
    const enable = (password: string) =>
      t.call('POST', '/api/users/me/mfa/enable', {
        token: u.token,
        body: { password, code: codeAt(setup.body.secret) },
        headers: from,
      });
    for (let i = 0; i < 10; i++) expect((await enable(`Wrong-guess-${i}`)).status).toBe(400);
    await awayFromStepEdge();
    const refused = await enable(u.password);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(TOO_MANY);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).body.user.mfaEnabled).toBe(false);
  });
});
