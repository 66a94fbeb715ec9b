import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, newAddress, type TestApp } from '../../test/app.ts';
import { DEFAULT_AUTH_LIMITS } from '../../domain/auth-throttle.ts';

// Password guessing spread over many addresses, with the limits a deployment has (50 failures per
// account from anywhere in 15 minutes) and X-Forwarded-For trusted, so that each guess can come
// from its own address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, authLimits: DEFAULT_AUTH_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
const GUESSED = /^Many wrong passwords were tried on your Kinetic account$/;

const login = (email: string, password: string, headers: Record<string, string>) =>
  t.call('POST', '/api/auth/login', { body: { email, password }, headers });

describe('password guesses on one account from many addresses', () => {
  it('past 50 guesses from anywhere, any other address is refused; the owner is mailed once, signs in from their own address, and a reset by mail clears it', async () => {
    const u = await t.user();
    const home = newAddress();
    expect((await login(u.email, u.password, home)).status).toBe(200);

    // 80 guesses at once, each from its own address.
    const guesses = await Promise.all(
      Array.from({ length: 80 }, (_, i) => login(u.email, `Guess-${i}-x9`, newAddress())),
    );
    expect(guesses.filter((a) => a.status === 401)).toHaveLength(50);
    const refused = guesses.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30);
    expect(refused[0]!.body.error).toMatch(TOO_MANY);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);

    // Whatever the address: even the right password from a new one is refused for now.
    expect((await login(u.email, u.password, newAddress())).status).toBe(429);
    // 20 more guesses later: still refused, and still one mail.
    for (let i = 0; i < 20; i++)
      expect((await login(u.email, `Late-${i}-x9`, newAddress())).status).toBe(429);

    // The owner, from the address they signed in from before, still gets in.
    const owner = await login(u.email, u.password, home);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));

    const told = await eventually(() => {
      const mails = t.outbox().filter((m) => m.to === u.email && GUESSED.test(m.subject));
      return mails.length > 0 && mails;
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(t.outbox().filter((m) => m.to === u.email && GUESSED.test(m.subject))).toEqual([told[0]]);
    expect(told[0]!.text).toContain('only devices that signed in to your account before');
    expect(told[0]!.link).toBeUndefined();

    // The reset by mail works from a new address and clears the count: the new password works anywhere.
    const asked = await t.call('POST', '/api/auth/forgot-password', {
      body: { email: u.email },
      headers: newAddress(),
    });
    expect(asked.status).toBe(200);
    const link = await eventually(() => t.outbox().find((m) => m.to === u.email && m.link)?.link);
    const token = new URL(link).searchParams.get('token')!;
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Fresh-Start-77' },
      headers: newAddress(),
    });
    expect(reset.status).toBe(200);
    expect((await login(u.email, 'Fresh-Start-77', newAddress())).status).toBe(200);
  });

  it('guesses sent at once from one address: exactly 10 are checked, the rest refused', async () => {
    const u = await t.user();
    const from = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(u.email, `Burst-${i}-x9`, from)),
    );
    expect(guesses.filter((a) => a.status === 401)).toHaveLength(10);
    expect(guesses.filter((a) => a.status === 429)).toHaveLength(30);
    // That address stays refused, the right password too; another address still gets in.
    expect((await login(u.email, u.password, from)).status).toBe(429);
    expect((await login(u.email, u.password, newAddress())).status).toBe(200);
  });

  it("another account's budget is its own: guesses on one account do not refuse another", async () => {
    const target = await t.user();
    const other = await t.user();
    await Promise.all(
      Array.from({ length: 55 }, (_, i) => login(target.email, `Guess-${i}-y9`, newAddress())),
    );
    expect((await login(target.email, target.password, newAddress())).status).toBe(429);
    expect((await login(other.email, other.password, newAddress())).status).toBe(200);
  });

  it('no mail for an email nobody has, and the same refusal (nothing tells that it is unknown)', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 55 }, (_, i) => login(email, `Guess-${i}-z9`, newAddress())),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(50);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.outbox().filter((m) => m.to === email)).toEqual([]);
  });
});
