import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp.ts';

// RFC 6238, Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"; the published
// codes have 8 digits. A 6-digit code is the same number modulo 10^6: its last six digits.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the 8-digit SHA-1 code of the RFC is %s', (seconds, code) => {
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 8,
      period: 30,
      secret: Secret.fromBase32(RFC_SECRET),
    });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(code);
  });

  it.each(RFC_VECTORS)('at %i s our 6-digit code is the last six digits of %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6));
  });

  it('accepts the code of the step before and after (clock drift), and no further', () => {
    const at = 1111111111 * 1000;
    const step = Math.floor(at / 30_000);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(step - 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(step + 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at)).toBeNull();
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at + 60_000), at)).toBeNull();
    expect(totpStep(RFC_SECRET, '000000', at)).toBeNull();
  });

  it('makes 160-bit secrets and the otpauth URL authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'sam@example.com', 'Kinetic'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Kinetic');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toBe('/Kinetic:sam@example.com');
  });
});
