import { Check, Flame } from 'lucide-react';
import {
  HABIT_TEXTS,
  TICK_WINDOW_DAYS,
  addDays,
  dayLabel,
  percent,
  streakLabel,
  weekLabel,
  type Habit,
} from '@kinetic/contracts/habits';
import { cn } from '../../../components/ui/cn.ts';

const weekday = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'narrow', timeZone: 'UTC' });

/**
 * The last 7 days of a habit, today last: each a tap target when `onToggle` is given (the client's
 * own), else only shown (the trainer's). A day still waiting to be sent is ringed in amber.
 */
export function HabitStrip({
  habit,
  today,
  waiting = [],
  onToggle,
}: {
  habit: Pick<Habit, 'name' | 'ticks'>;
  today: string;
  waiting?: readonly string[];
  onToggle?: (date: string, done: boolean) => void;
}) {
  const days = Array.from({ length: TICK_WINDOW_DAYS }, (_, i) => addDays(today, i + 1 - TICK_WINDOW_DAYS));
  const ticked = new Set(habit.ticks);
  return (
    <ol className="flex gap-1" aria-label={`${habit.name}: the last 7 days`}>
      {days.map((day) => {
        const done = ticked.has(day);
        const pending = waiting.includes(day);
        const mark = cn(
          'flex size-8 items-center justify-center rounded-full border text-xs font-semibold sm:size-9',
          done ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-500',
          pending && 'ring-2 ring-amber-400 ring-offset-1',
          day === today && !done && 'border-brand-600 text-brand-800',
        );
        const content = done ? <Check aria-hidden="true" className="size-4" /> : weekday(day);
        return (
          <li key={day} className="flex flex-col items-center gap-0.5">
            {onToggle ? (
              <button
                type="button"
                className={cn(
                  mark,
                  'hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600',
                )}
                aria-pressed={done}
                aria-label={dayLabel(day, done, pending)}
                onClick={() => onToggle(day, !done)}
              >
                {content}
              </button>
            ) : (
              <span className={mark} role="img" aria-label={dayLabel(day, done, pending)}>
                {content}
              </span>
            )}
            <span aria-hidden="true" className="text-[11px] text-slate-500">
              {day.slice(8)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The streak (a flame when there is one) and this week's adherence, in words. */
export function HabitStats({ habit }: { habit: Pick<Habit, 'frequency' | 'daysPerWeek' | 'stats'> }) {
  const { streak, week, adherence, adherence4Weeks } = habit.stats;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span
        className={cn(
          'inline-flex items-center gap-1 font-medium',
          streak > 0 ? 'text-orange-700' : 'text-slate-500',
        )}
      >
        <Flame aria-hidden="true" className="size-4" />
        {streakLabel(habit, streak)}
      </span>
      <span>
        {weekLabel(habit, week)} ({percent(adherence)})
      </span>
      <span className="text-slate-500">
        {percent(adherence4Weeks)} {HABIT_TEXTS.fourWeeks}
      </span>
    </p>
  );
}

/** The rules of streaks and adherence, in words, folded away under one line. */
export function HabitRules() {
  return (
    <details className="text-xs text-slate-500">
      <summary className="cursor-pointer select-none">{HABIT_TEXTS.rules}</summary>
      <p className="mt-1">{HABIT_TEXTS.rulesText}</p>
    </details>
  );
}
