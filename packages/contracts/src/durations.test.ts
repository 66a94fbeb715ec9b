import { describe, expect, it } from 'vitest';
import { durationSeconds, formatClock, spokenDuration } from './durations.ts';

describe('durationSeconds', () => {
  it('reads the ways coaches write a duration', () => {
    expect(durationSeconds('45s')).toBe(45);
    expect(durationSeconds('45 sec')).toBe(45);
    expect(durationSeconds('45 secs.')).toBe(45);
    expect(durationSeconds('45 Seconds')).toBe(45);
    expect(durationSeconds('90')).toBe(90);
    expect(durationSeconds(' 90 ')).toBe(90);
    expect(durationSeconds('1:30')).toBe(90);
    expect(durationSeconds('00:05')).toBe(5);
    expect(durationSeconds('1:02:03')).toBe(3723);
    expect(durationSeconds('2 min')).toBe(120);
    expect(durationSeconds('2 Minutes')).toBe(120);
    expect(durationSeconds('1.5 min')).toBe(90);
    expect(durationSeconds('1m30s')).toBe(90);
    expect(durationSeconds('1m 30s')).toBe(90);
    expect(durationSeconds('1 min 30 sec')).toBe(90);
    expect(durationSeconds('1 min 30')).toBe(90);
    expect(durationSeconds('2 minutes and 15 seconds')).toBe(135);
    expect(durationSeconds('1 h')).toBe(3600);
    expect(durationSeconds('1 hr 15 min')).toBe(4500);
    expect(durationSeconds('0')).toBe(0);
  });

  it('answers null for what is not a duration, which stays free text', () => {
    expect(durationSeconds('')).toBeNull();
    expect(durationSeconds('   ')).toBeNull();
    expect(durationSeconds('AMRAP')).toBeNull();
    expect(durationSeconds('to failure')).toBeNull();
    expect(durationSeconds('max effort')).toBeNull();
    expect(durationSeconds('30-45s')).toBeNull();
    expect(durationSeconds('3x45s')).toBeNull();
    expect(durationSeconds('90 parsecs')).toBeNull();
    expect(durationSeconds('30 1 min')).toBeNull();
    expect(durationSeconds('1:75')).toBeNull();
    expect(durationSeconds('-30s')).toBeNull();
    expect(durationSeconds('25 hours')).toBeNull();
  });
});

describe('formatClock', () => {
  it('shows mm:ss, and h:mm:ss from an hour, rounding up to the next whole second', () => {
    expect(formatClock(45)).toBe('00:45');
    expect(formatClock(90)).toBe('01:30');
    expect(formatClock(4.2)).toBe('00:05');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});

describe('spokenDuration', () => {
  it('says a duration in words', () => {
    expect(spokenDuration(45)).toBe('45 seconds');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(90)).toBe('1 minute 30 seconds');
    expect(spokenDuration(120)).toBe('2 minutes');
    expect(spokenDuration(3600)).toBe('1 hour');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});
