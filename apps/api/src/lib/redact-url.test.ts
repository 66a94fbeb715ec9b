import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('cuts reset tokens from query strings', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
  });

  it("cuts a calendar feed's secret, and whatever follows it", () => {
    expect(redactUrl('/api/calendar-feeds/s3cr3t-V4lue?x=1')).toBe('/api/calendar-feeds/[redacted]');
  });

  it('leaves other paths as they are', () => {
    expect(redactUrl('/api/calendar-feed')).toBe('/api/calendar-feed');
  });
});
