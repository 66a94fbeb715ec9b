import { Check, CloudOff, ListChecks } from 'lucide-react';
import { HABIT_TEXTS, frequencyLabel } from '@kinetic/contracts/habits';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CardHeader } from '../../../components/ui/card-header.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useHabitTicks, useOwnHabits } from '../../../entities/habits/api/habits.ts';
import { HabitRules, HabitStats, HabitStrip } from '../../../entities/habits/components/habit-strip.tsx';
import { withWaitingTicks } from '../../../entities/habits/lib/waiting-ticks.ts';

/**
 * "Today's habits" on the client's dashboard: one tap ticks a habit done today, the 7-day strip a
 * missed recent day; the streak and this week's adherence under each. Ticks go through the
 * device's write queue, so they work offline and show at once, ringed while they wait.
 */
export function TodaysHabits() {
  const { data, isPending, isError, refetch } = useOwnHabits();
  const ticks = useHabitTicks();
  if (isPending) return <LoadingState label="Loading your habits..." />;
  const habits = data ? data.habits.map((h) => withWaitingTicks(h, data.today, ticks.writes)) : [];
  const waiting = habits.some((h) => h.waiting.length > 0);
  const refused = ticks.writes.some((w) => w.refusal);

  return (
    <Card className="mt-6 overflow-hidden" role="region" aria-labelledby="todays-habits-heading">
      <CardHeader id="todays-habits-heading" icon={ListChecks} title={HABIT_TEXTS.clientTitle} />
      <div className="space-y-3 px-4 py-4 sm:px-5">
        {isError ? (
          <LoadError message="Your habits could not be loaded." onRetry={() => void refetch()} />
        ) : habits.length === 0 ? (
          <p className="text-sm text-slate-600">{HABIT_TEXTS.clientEmpty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {habits.map((habit) => {
              const doneToday = habit.ticks.includes(data.today);
              return (
                <li key={habit.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
                  <div className="flex items-center gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words text-slate-900">{habit.name}</p>
                      <p className="text-xs text-slate-500">{frequencyLabel(habit)}</p>
                    </div>
                    <Button
                      variant={doneToday ? 'primary' : 'secondary'}
                      className={cn(
                        'shrink-0',
                        habit.waiting.includes(data.today) && 'ring-2 ring-amber-400',
                      )}
                      aria-pressed={doneToday}
                      aria-label={`${habit.name}: ${doneToday ? HABIT_TEXTS.doneToday : HABIT_TEXTS.markToday}`}
                      onClick={() => void ticks.send(!doneToday, habit.id, habit.name, data.today)}
                    >
                      {doneToday && <Check aria-hidden="true" className="size-4" />}
                      {doneToday ? HABIT_TEXTS.doneToday : HABIT_TEXTS.markToday}
                    </Button>
                  </div>
                  <HabitStrip
                    habit={habit}
                    today={data.today}
                    waiting={habit.waiting}
                    onToggle={(date, done) => void ticks.send(done, habit.id, habit.name, date)}
                  />
                  <HabitStats habit={habit} />
                </li>
              );
            })}
          </ul>
        )}
        {waiting && (
          <p role="status" className="flex items-center gap-2 text-sm text-amber-700">
            <CloudOff aria-hidden="true" className="size-4" />
            {HABIT_TEXTS.queued}
          </p>
        )}
        {refused && (
          <div
            role="alert"
            className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            <span className="flex-1">{HABIT_TEXTS.refused}</span>
            <Button variant="ghost" size="sm" onClick={() => void ticks.dismiss()}>
              {HABIT_TEXTS.dismiss}
            </Button>
          </div>
        )}
        {habits.length > 0 && <HabitRules />}
      </div>
    </Card>
  );
}
