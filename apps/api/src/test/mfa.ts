import { TOTP_PERIOD_SECONDS, totpCode } from '../lib/totp.ts';
import type { TestApp } from './app.ts';

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;

/**
 * Waits, if need be, until the current 30-second step has more than a second left, so that a code
 * made now is checked by the server within the same step.
 */
export async function awayFromStepEdge(): Promise<void> {
  const into = Date.now() % PERIOD_MS;
  if (into > PERIOD_MS - 1000) await new Promise((r) => setTimeout(r, PERIOD_MS - into + 50));
}

/** The code of the step `offset` steps from now (-1 the one before, +1 the next). */
export const codeAt = (secret: string, offset = 0) => totpCode(secret, Date.now() + offset * PERIOD_MS);

/**
 * Turns two-step sign-in on through the API, confirming with the previous step's code (one step of
 * drift is allowed), so that the current and the next step's codes are still unused. `password` is
 * the account's (the test app's users have 'Secret123'). Answers the secret and the recovery codes.
 */
export async function turnOnMfa(
  t: TestApp,
  token: string,
  password = 'Secret123',
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.call('POST', '/api/users/me/mfa/setup', { token });
  if (setup.status !== 200)
    throw new Error(`mfa setup answered ${setup.status} ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  await awayFromStepEdge();
  const enable = await t.call('POST', '/api/users/me/mfa/enable', {
    token,
    body: { password, code: codeAt(secret, -1) },
  });
  if (enable.status !== 200)
    throw new Error(`mfa enable answered ${enable.status} ${JSON.stringify(enable.body)}`);
  return { secret, recoveryCodes: enable.body.recoveryCodes };
}

/** Signs in with the password; answers the token for the code step. */
export async function passwordStep(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.call('POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200 || !res.body.mfaRequired)
    throw new Error(`password step answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.mfaToken;
}
