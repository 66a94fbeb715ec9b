import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signalRestOver } from '../../../entities/workouts/lib/rest-alert.ts';
import { useRestTimer } from '../../../entities/workouts/lib/use-rest-timer.ts';
import { advance, setVisibility, timerPhone } from '../../../test/timer-phone.ts';
import { RestTimerBar } from './rest-timer-bar.tsx';

const KEY = 'kinetic.rest-end.test-workout';

/** The page's use of the timer: a tap starts a rest, the bar shows it, its end vibrates and beeps. */
function Harness({ ms = 90_000 }: { ms?: number }) {
  const timer = useRestTimer(KEY, signalRestOver);
  return (
    <>
      <button type="button" onClick={() => timer.start(ms)}>
        Start rest
      </button>
      <RestTimerBar timer={timer} />
    </>
  );
}

const bar = () => screen.queryByRole('region', { name: 'Rest timer' });

describe('the rest timer', () => {
  const phone = timerPhone();

  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    localStorage.clear();
  });

  it('shows nothing until a rest starts, then counts down in mm:ss', () => {
    render(<Harness />);
    expect(bar()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start rest' }));
    expect(bar()).toHaveTextContent('01:30');
    advance(1_000);
    expect(bar()).toHaveTextContent('01:29');
    advance(60_000);
    expect(bar()).toHaveTextContent('00:29');
    expect(phone.vibrate).not.toHaveBeenCalled();
  });

  it('adds 30 seconds with +30 s', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start rest' }));
    advance(61_000);
    fireEvent.click(screen.getByRole('button', { name: '+30 s' }));
    expect(bar()).toHaveTextContent('00:59');
    advance(58_000);
    expect(bar()).toHaveTextContent('00:01');
    expect(screen.queryByText('Rest over')).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.getByText('Rest over')).toBeInTheDocument();
  });

  it('ends the rest at once with Skip, without a signal', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start rest' }));
    expect(localStorage.getItem(KEY)).toBe(String(Date.now() + 90_000));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(bar()).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    advance(120_000);
    expect(screen.queryByText('Rest over')).not.toBeInTheDocument();
    expect(phone.vibrate).not.toHaveBeenCalled();
  });

  it('says "Rest over" and vibrates once at zero', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start rest' }));
    advance(90_000);
    expect(screen.getByRole('status')).toHaveTextContent('Rest over');
    expect(bar()).not.toBeInTheDocument();
    expect(phone.vibrate).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBeNull();
    advance(10_000);
    expect(phone.vibrate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Rest over')).not.toBeInTheDocument();
  });

  it('is right when the page comes back from the background, whatever the timers did meanwhile', () => {
    render(<Harness ms={300_000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start rest' }));
    setVisibility('hidden');
    // The screen is locked for two minutes: the clock moves, no timer runs.
    vi.setSystemTime(Date.now() + 120_000);
    setVisibility('visible');
    expect(bar()).toHaveTextContent('03:00');

    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 240_000);
    setVisibility('visible');
    expect(screen.getByText('Rest over')).toBeInTheDocument();
    expect(phone.vibrate).toHaveBeenCalledTimes(1);
  });

  it('keeps the rest across a reload of the page', () => {
    const first = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start rest' }));
    advance(30_000);
    first.unmount();
    vi.setSystemTime(Date.now() + 5_000);
    render(<Harness />);
    expect(bar()).toHaveTextContent('00:55');
  });
});
