import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_COUNT,
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
} from '../../lib/common-passwords.ts';
import { createTestApp, eventually, uniqueEmail, type Answer, type TestApp } from '../../test/app.ts';
import { expectInvalidResetLink, resetPassword } from '../../test/password-reset.ts';
import { RELAXED_AUTH_LIMITS } from '../../test/security/limits.ts';

// Two apps: `open` with limits nobody reaches (timing, concurrency, password rules) and `tight` with
// small limits, trusting X-Forwarded-For so that each test can come from its own address.
let open: TestApp;
let tight: TestApp;
/** How long each try on an account waits once its failures pass the ceiling. */
const SLOWDOWN_MS = 400;
beforeAll(async () => {
  open = await createTestApp({ authLimits: RELAXED_AUTH_LIMITS });
  tight = await createTestApp({
    trustProxy: true,
    authLimits: {
      loginFailuresPerAccountAndAddress: { max: 3, windowMs: 60_000 },
      loginFailuresPerAccount: { max: 3, windowMs: 60_000, delayMs: SLOWDOWN_MS },
      loginPerAddress: { max: 5, windowMs: 60_000 },
      forgotPerAccount: { max: 2, windowMs: 60_000 },
      forgotPerAddress: { max: 3, windowMs: 60_000 },
      resetPerAccount: { max: 3, windowMs: 60_000 },
      resetPerAddress: { max: 3, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await open?.close();
  await tight?.close();
});

let addressCounter = 0;
/** A new client address (X-Forwarded-For, trusted by the `tight` app). */
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addressCounter}` });

const linkToken = (link: string) => new URL(link).searchParams.get('token')!;

async function resetLinkFor(t: TestApp, email: string, headers?: Record<string, string>): Promise<string> {
  const before = t.outbox().filter((m) => m.to === email).length;
  const asked = await t.call('POST', '/api/auth/forgot-password', { body: { email }, headers });
  expect(asked.status).toBe(200);
  const mails = await eventually(() => {
    const mine = t.outbox().filter((m) => m.to === email);
    return mine.length > before && mine;
  });
  return linkToken(mails.at(-1)!.link!);
}

async function timed(call: () => Promise<Answer>): Promise<{ ms: number; answer: Answer }> {
  const start = performance.now();
  const answer = await call();
  return { ms: performance.now() - start, answer };
}

/** The value below which a share `q` of the values lie (nearest rank). */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const median = (values: number[]) => quantile(values, 0.5);

/**
 * Times `known` and `unknown` in turns (which one goes first alternates, so that a slow stretch of
 * the machine hits both alike) and answers the ratio of a quantile of their times. A machine busy
 * with other work can distort one measurement; a real difference shows in every one, so a ratio
 * outside 0.5-2 is measured a second time before it counts.
 */
async function compareTimings(
  known: () => Promise<number>,
  unknown: () => Promise<number>,
  options: { pairs: number; quantile: number },
) {
  const measure = async () => {
    await known();
    await unknown();
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < options.pairs; i++) {
      if (i % 2) {
        knownTimes.push(await known());
        unknownTimes.push(await unknown());
      } else {
        unknownTimes.push(await unknown());
        knownTimes.push(await known());
      }
    }
    const ratio = quantile(knownTimes, options.quantile) / quantile(unknownTimes, options.quantile);
    const ms = (times: number[]) => times.map((t) => t.toFixed(1)).join(' ');
    const report = `ratio ${ratio.toFixed(2)}; known ms: ${ms(knownTimes)}; unknown ms: ${ms(unknownTimes)}`;
    return { ratio, knownTimes, unknownTimes, report };
  };
  const first = await measure();
  if (first.ratio > 0.5 && first.ratio < 2) return first;
  const second = await measure();
  return { ...second, report: `${second.report} (first run: ${first.report})` };
}

describe('no telling whether an email is registered', () => {
  it('sign-in answers the same status and body for an unknown email, a wrong password and a deactivated account', async () => {
    const known = await open.user();
    const inactive = await open.user();
    await open.rows(sql`update users set is_active = false where id = ${inactive.id}`);
    const answers = await Promise.all([
      open.call('POST', '/api/auth/login', { body: { email: known.email, password: 'Wrong1234' } }),
      open.call('POST', '/api/auth/login', { body: { email: uniqueEmail('ghost'), password: 'Wrong1234' } }),
      open.call('POST', '/api/auth/login', { body: { email: inactive.email, password: inactive.password } }),
    ]);
    const [first] = answers;
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toEqual({ error: 'Invalid email or password' });
      expect(a.headers['content-length']).toBe(first.headers['content-length']);
    }
  });

  it('sign-in takes as long for an unknown email as for a wrong password (medians of interleaved tries)', async () => {
    const known = await open.user();
    const unknownEmail = uniqueEmail('nobody');
    const signIn = (email: string) => async () => {
      const { ms, answer } = await timed(() =>
        open.call('POST', '/api/auth/login', { body: { email, password: 'Wrong1234' } }),
      );
      expect(answer.status).toBe(401);
      return ms;
    };
    const { ratio, knownTimes, unknownTimes, report } = await compareTimings(
      signIn(known.email),
      signIn(unknownEmail),
      { pairs: 15, quantile: 0.5 },
    );
    expect(ratio, report).toBeGreaterThan(0.5);
    expect(ratio, report).toBeLessThan(2);
    // Both verify an argon2 hash, so both take far longer than a sign-in the
    // server refuses before looking anything up (an empty password). Compared
    // with that, not with a fixed number of milliseconds: machines differ.
    const refusedTimes: number[] = [];
    for (let i = 0; i < 15; i++) {
      const { ms, answer } = await timed(() =>
        open.call('POST', '/api/auth/login', { body: { email: known.email, password: '' } }),
      );
      expect(answer.status).toBe(400);
      refusedTimes.push(ms);
    }
    const refused = median(refusedTimes);
    const withRefused = `${report}; refused before any lookup, median ms: ${refused.toFixed(1)}`;
    expect(median(unknownTimes), withRefused).toBeGreaterThan(2 * refused);
    expect(median(knownTimes), withRefused).toBeGreaterThan(2 * refused);
  });

  it('forgot-password answers the same for a known, an unknown and a deactivated email', async () => {
    const known = await open.user();
    const inactive = await open.user();
    await open.rows(sql`update users set is_active = false where id = ${inactive.id}`);
    const answers = await Promise.all(
      [known.email, uniqueEmail('ghost'), inactive.email].map((email) =>
        open.call('POST', '/api/auth/forgot-password', { body: { email } }),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual({
        message: 'If an account exists for that email, we have sent a link to reset the password.',
      });
    }
    await eventually(() => open.outbox().some((m) => m.to === known.email));
    expect(open.outbox().some((m) => m.to === inactive.email)).toBe(false);
  });

  it('forgot-password does not answer later for a known email (the mail goes after the answer)', async () => {
    const known = await open.user();
    const unknownEmail = uniqueEmail('nobody');
    const expected = {
      message: 'If an account exists for that email, we have sent a link to reset the password.',
    };
    const ask = async (email: string) => {
      const { ms, answer } = await timed(() =>
        open.call('POST', '/api/auth/forgot-password', { body: { email } }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(expected);
      return ms;
    };
    const askKnown = async () => {
      const sent = open.outbox().length;
      const ms = await ask(known.email);
      // Untimed: let this request's mail be written before anything else is timed.
      await eventually(() => open.outbox().length > sent);
      return ms;
    };
    // An answer takes a few milliseconds, and on a busy machine many tries wait several times that
    // for the processor: the lower quartile measures the work itself, which must be the same.
    const { ratio, report } = await compareTimings(askKnown, () => ask(unknownEmail), {
      pairs: 30,
      quantile: 0.25,
    });
    expect(ratio, report).toBeGreaterThan(0.5);
    expect(ratio, report).toBeLessThan(2);
  });
});

describe('limits per account and per address', () => {
  it('sign-in: failures count per account and address: that address is refused, another still gets in, slowed', async () => {
    const u = await tight.user();
    const from = newAddress();
    const login = (password: string, headers: Record<string, string>) =>
      timed(() => tight.call('POST', '/api/auth/login', { body: { email: u.email, password }, headers }));
    for (let i = 0; i < 3; i++) expect((await login('Wrong1234', from)).answer.status).toBe(401);
    const refused = await login(u.password, from);
    expect(refused.answer.status).toBe(429);
    expect(Number(refused.answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.answer.body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // The owner, from their own address: the right password works, after the account's slow-down.
    const owner = await login(u.password, newAddress());
    expect(owner.answer.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS - 20);
    // Their sign-in cleared the account's count: the next one is not slowed.
    const next = await login(u.password, newAddress());
    expect(next.answer.status).toBe(200);
    expect(next.ms).toBeLessThan(SLOWDOWN_MS);
  });

  it('sign-in: guesses spread over many addresses never lock the owner out; past the ceiling every try is slowed', async () => {
    const u = await tight.user();
    const statuses: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { ms, answer } = await timed(() =>
        tight.call('POST', '/api/auth/login', {
          body: { email: u.email, password: `Guess${i}x99` },
          headers: newAddress(),
        }),
      );
      statuses.push(answer.status);
      times.push(ms);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    // The first three found the account unslowed; from the fourth on each waited.
    expect(times.slice(3).every((ms) => ms >= SLOWDOWN_MS - 20)).toBe(true);
    const owner = await tight.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
      headers: newAddress(),
    });
    expect(owner.status).toBe(200);
  });

  it('password confirmations of a signed-in user (change, erasure) count with failed sign-ins from that address', async () => {
    const u = await tight.user();
    const from = newAddress();
    const change = (currentPassword: string, headers = from) =>
      tight.call('PUT', '/api/users/password', {
        token: u.token,
        body: { currentPassword, newPassword: 'Other-Pass-42' },
        headers,
      });
    const erase = (password: string, headers = from) =>
      tight.call('DELETE', '/api/users/me', { token: u.token, body: { password }, headers });
    // A right answer clears the wrong ones before it, as a sign-in does.
    expect((await change('Wrong1234')).status).toBe(400);
    expect((await erase('Wrong1234')).status).toBe(400);
    expect((await change(u.password)).status).toBe(200);
    const password = 'Other-Pass-42';
    const statuses: number[] = [];
    for (const attempt of ['Wrong1234', 'Wrong2345', 'Wrong3456', password]) {
      const res = await erase(attempt);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      }
    }
    // Three wrong answers from one address refuse that address: erasure, change and sign-in alike.
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await change(password)).status).toBe(429);
    const signInThere = await tight.call('POST', '/api/auth/login', {
      body: { email: u.email, password },
      headers: from,
    });
    expect(signInThere.status).toBe(429);
    // Nothing was erased or changed, and from another address the owner goes on.
    expect((await tight.call('GET', '/api/auth/me', { token: u.token })).status).toBe(200);
    const signIn = await tight.call('POST', '/api/auth/login', {
      body: { email: u.email, password },
      headers: newAddress(),
    });
    expect(signIn.status).toBe(200);
  });

  it('sign-in: attempts per address, whatever the emails', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await tight.call('POST', '/api/auth/login', {
        body: { email: uniqueEmail('spray'), password: 'Wrong1234' },
        headers: from,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not affected.
    const other = await tight.call('POST', '/api/auth/login', {
      body: { email: uniqueEmail('spray'), password: 'Wrong1234' },
      headers: newAddress(),
    });
    expect(other.status).toBe(401);
  });

  it('forgot-password: per account (known or not) and per address', async () => {
    const email = uniqueEmail('limited');
    const perAccount: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await tight.call('POST', '/api/auth/forgot-password', {
        body: { email },
        headers: newAddress(),
      });
      perAccount.push(res.status);
    }
    expect(perAccount).toEqual([200, 200, 429]);

    const from = newAddress();
    const perAddress: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await tight.call('POST', '/api/auth/forgot-password', {
        body: { email: uniqueEmail('spray') },
        headers: from,
      });
      perAddress.push(res.status);
    }
    expect(perAddress).toEqual([200, 200, 200, 429]);
  });

  it("reset: per account, keyed on the link's user, whatever the address", async () => {
    const u = await tight.user();
    const token = await resetLinkFor(tight, u.email, newAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await tight.call('POST', '/api/auth/reset-password', {
        body: { token, newPassword: `Fresh${i}Pass9x` },
        headers: newAddress(),
      });
      statuses.push(res.status);
    }
    // The first use works, replays of the used link count against the account, the fourth is refused.
    expect(statuses).toEqual([200, 400, 400, 429]);
  });

  it('reset: per address, for unknown links too', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await tight.call('POST', '/api/auth/reset-password', {
        body: { token: `${'B'.repeat(42)}${i}`, newPassword: 'Fresh1Pass9x' },
        headers: from,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('one reset link, many uses at once', () => {
  it('of 20 concurrent uses exactly one succeeds, and only its password works', async () => {
    const u = await open.user();
    const token = await resetLinkFor(open, u.email);
    const passwords = Array.from({ length: 20 }, (_, i) => `Parallel${i}Kx`);
    const answers = await Promise.all(
      passwords.map((newPassword) => resetPassword(open, token, newPassword)),
    );
    const winners = answers.flatMap((a, i) => (a.status === 200 ? [passwords[i]!] : []));
    expect(winners).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectInvalidResetLink(a);
    const loginWith = (password: string) =>
      open.call('POST', '/api/auth/login', { body: { email: u.email, password } });
    expect((await loginWith(winners[0]!)).status).toBe(200);
    const loser = passwords.find((p) => p !== winners[0])!;
    expect((await loginWith(loser)).status).toBe(401);
    const used = await open.rows(
      sql`select count(*)::int as n from password_reset_tokens where user_id = ${u.id} and used_at is not null`,
    );
    expect(used).toEqual([{ n: 1 }]);
  });
});

describe('the 3,000 most common passwords are refused', () => {
  const refused = (path: string) => ({
    error: COMMON_PASSWORD_MESSAGE,
    errors: [{ path, msg: COMMON_PASSWORD_MESSAGE }],
  });

  it('holds 3,000 passwords and compares them in any letter case', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(3000);
    for (const p of ['123456', 'password', 'Password1', 'QWERTY123', 'trustno1', ' letmein '])
      expect(isCommonPassword(p)).toBe(true);
    for (const p of ['Kinetic-Lift-42', 'NewPass123', 'Secret123']) expect(isCommonPassword(p)).toBe(false);
  });

  it('at registration, on the password field, and nothing is stored', async () => {
    for (const password of ['password', 'Qwerty', 'iloveyou']) {
      const email = uniqueEmail('common');
      const res = await open.call('POST', '/api/auth/register', {
        body: {
          firstName: 'Cam',
          lastName: 'Common',
          username: `cam_${Math.random().toString(36).slice(2, 10)}`,
          email,
          password,
          confirmPassword: password,
          privacyAgreementAccepted: true,
          termsOfServiceAccepted: true,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refused('password'));
      expect(await open.rows(sql`select id from users where email = ${email}`)).toEqual([]);
    }
    const ok = await open.call('POST', '/api/auth/register', {
      body: {
        firstName: 'Cam',
        lastName: 'Careful',
        username: `cam_${Math.random().toString(36).slice(2, 10)}`,
        email: uniqueEmail('careful'),
        password: 'Kinetic-Lift-42',
        confirmPassword: 'Kinetic-Lift-42',
        privacyAgreementAccepted: true,
        termsOfServiceAccepted: true,
      },
    });
    expect(ok.status).toBe(201);
  });

  it('at reset, on newPassword, and the link stays usable', async () => {
    const u = await open.user();
    const token = await resetLinkFor(open, u.email);
    const res = await open.call('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('newPassword'));
    const again = await open.call('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Kinetic-Lift-42' },
    });
    expect(again.status).toBe(200);
  });

  it('at password change, on newPassword, and the old password stays', async () => {
    const u = await open.user();
    const res = await open.call('PUT', '/api/users/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'Password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('newPassword'));
    const login = await open.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(login.status).toBe(200);
  });

  it('the list stays on the server: nothing in the web app or the contracts imports it', () => {
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const shipped = [...files(join(root, 'apps/web/src')), ...files(join(root, 'packages/contracts/src'))];
    expect(shipped.length).toBeGreaterThan(50);
    for (const file of shipped) expect(readFileSync(file, 'utf8'), file).not.toMatch(/common-passwords/);
  });
});
