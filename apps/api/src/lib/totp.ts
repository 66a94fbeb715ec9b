import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, the size RFC 4226 recommends), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString();

/** The code for a moment (ms since the epoch). */
export const totpCode = (secret: string, atMs: number): string =>
  totpOf(secret).generate({ timestamp: atMs });

/**
 * The time step a code belongs to, if it is the code of the current step or of one step either side
 * (a phone's clock may be off by a little); null otherwise. The caller refuses a step already used.
 */
export function totpStep(secret: string, code: string, atMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: atMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
