import { describe, expect, it } from 'vitest';
import { durationSeconds, formatClock, spokenDuration } from './durations.ts';

describe('durationSeconds', () => {
  // The ways coaches write a duration.
  it.each<[string, number]>([
    ['45s', 45],
    ['45 sec', 45],
    ['45 secs.', 45],
    ['45 Seconds', 45],
    ['90', 90],
    [' 90 ', 90],
    ['1:30', 90],
    ['00:05', 5],
    ['1:02:03', 3723],
    ['2 min', 120],
    ['2 Minutes', 120],
    ['1.5 min', 90],
    ['1m30s', 90],
    ['1m 30s', 90],
    ['1 min 30 sec', 90],
    ['1 min 30', 90],
    ['2 minutes and 15 seconds', 135],
    ['1 h', 3600],
    ['1 hr 15 min', 4500],
    ['0', 0],
  ])('reads %j as %i seconds', (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });

  // What is not a duration stays free text.
  it.each([
    '',
    '   ',
    'AMRAP',
    'to failure',
    'max effort',
    '30-45s',
    '3x45s',
    '90 parsecs',
    '30 1 min',
    '1:75',
    '-30s',
    '25 hours',
  ])('answers null for %j', (text) => {
    expect(durationSeconds(text)).toBeNull();
  });
});

describe('formatClock', () => {
  // mm:ss, and h:mm:ss from an hour, rounding up to the next whole second.
  it.each<[number, string]>([
    [45, '00:45'],
    [90, '01:30'],
    [4.2, '00:05'],
    [0, '00:00'],
    [-3, '00:00'],
    [3723, '1:02:03'],
  ])('shows %d seconds as %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});

describe('spokenDuration', () => {
  it.each<[number, string]>([
    [45, '45 seconds'],
    [1, '1 second'],
    [90, '1 minute 30 seconds'],
    [120, '2 minutes'],
    [3600, '1 hour'],
    [0, '0 seconds'],
  ])('says %d seconds as %j', (seconds, words) => {
    expect(spokenDuration(seconds)).toBe(words);
  });
});
