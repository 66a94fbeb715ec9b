import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('says how long ago, in words, and the date past a week', () => {
    expect(timeAgo('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-23T11:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-10T12:00:00Z', now)).toBe('Nov 10, 2026');
  });
});
