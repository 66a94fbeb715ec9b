import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, setVisibility, timerPhone } from '../../../test/timer-phone.ts';
import { SetCountdown } from './set-countdown.tsx';

/** A 15 s plank set, not done, its actual the target. */
const plankSet = { seconds: 15, context: 'Plank set 1', target: '15s', value: '15s', done: false };

function renderCountdown(props: Partial<Parameters<typeof SetCountdown>[0]> = {}) {
  const onDone = vi.fn();
  const onFill = vi.fn();
  const countdown = (shown: typeof props) => (
    <SetCountdown {...plankSet} onFill={onFill} onDone={onDone} {...shown} />
  );
  const view = render(countdown(props));
  /** The countdown again with the page's new props (the defaults where not given). */
  const rerender = (shown: typeof props = {}) => view.rerender(countdown(shown));
  return { onDone, onFill, rerender };
}

const timer = () => within(screen.getByRole('region', { name: 'Plank set 1 timer' }));

/** The timer shows `clock`, and what it last told a screen reader holds `said`. */
function expectShown(clock: string, said: string) {
  expect(timer().getByText(clock)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(said);
}
const button = (name: string) => screen.getByRole('button', { name: `${name} Plank set 1 timer` });

describe('the countdown of a timed set', () => {
  const phone = timerPhone();

  it('counts down in mm:ss, pauses, resumes and resets, telling a screen reader only at moments', () => {
    const { onDone } = renderCountdown();
    expectShown('00:15', '');

    fireEvent.click(button('Start'));
    expect(screen.getByRole('status')).toHaveTextContent('Timer started: 15 seconds');
    advance(1_000);
    // Not every second: still the start.
    expectShown('00:14', 'Timer started: 15 seconds');
    advance(4_000);
    expectShown('00:10', '10 seconds left');

    fireEvent.click(button('Pause'));
    expect(screen.getByRole('status')).toHaveTextContent('Timer paused');
    advance(30_000);
    expect(timer().getByText('00:10')).toBeInTheDocument();
    fireEvent.click(button('Resume'));
    advance(3_000);
    expect(timer().getByText('00:07')).toBeInTheDocument();

    fireEvent.click(button('Reset'));
    expect(timer().getByText('00:15')).toBeInTheDocument();
    expect(button('Start')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('at zero vibrates, says so and ticks the set done once, the actual being the target', () => {
    const { onDone, onFill } = renderCountdown();
    fireEvent.click(button('Start'));
    advance(15_000);
    expectShown('00:00', 'Time is up');
    expect(phone.vibrate).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onFill).not.toHaveBeenCalled();
    advance(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('is right after the tab was in the background: it reads the clock, not its ticks', () => {
    const { onDone } = renderCountdown({ seconds: 60, target: '1:00', value: '1:00' });
    fireEvent.click(button('Start'));
    setVisibility('hidden');
    // Background tabs run no timers: the clock moves on without them.
    vi.setSystemTime(new Date('2026-11-24T07:00:40Z'));
    setVisibility('visible');
    expect(timer().getByText('00:20')).toBeInTheDocument();
    vi.setSystemTime(new Date('2026-11-24T07:01:30Z'));
    setVisibility('visible');
    expect(timer().getByText('00:00')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('with another duration typed, sets the target first and ticks once the page holds it', () => {
    const { onDone, onFill, rerender } = renderCountdown({ value: '12s' });
    fireEvent.click(button('Start'));
    advance(15_000);
    expect(onFill).toHaveBeenCalledWith('15s');
    expect(onDone).not.toHaveBeenCalled();
    rerender();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not tick a set already done', () => {
    const { onDone } = renderCountdown({ done: true });
    fireEvent.click(button('Start'));
    advance(15_000);
    expect(phone.vibrate).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
