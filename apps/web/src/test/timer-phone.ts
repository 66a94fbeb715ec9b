import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/** Moves the fake clock on by `ms`, with the React updates its timers cause. */
export const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

/** The page hidden or shown again, as when the phone's screen locks or another app comes forward. */
export function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * For the tests of a timer: a fake clock at 07:00 UTC on 24 November 2026 and a phone that vibrates,
 * both set up before each test and undone after. `phone.vibrate` is the current test's vibration.
 */
export function timerPhone(): { vibrate: Mock<() => boolean> } {
  const phone = { vibrate: vi.fn(() => true) };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T07:00:00Z'));
    phone.vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: phone.vibrate, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'vibrate');
    Reflect.deleteProperty(document, 'visibilityState');
  });
  return phone;
}
