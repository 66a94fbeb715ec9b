import { History } from 'lucide-react';
import type { PreviousPerformance } from '@kinetic/contracts/workouts';
import { LAST_TIME_LABEL, SAME_AS_LAST_TIME } from '@kinetic/contracts/workout-texts';
import { Button } from '../../../components/ui/button.tsx';
import { performedSetText } from '../../../entities/workouts/lib/set-text.ts';
import { formatOptionalDate } from '../../../lib/calendar-date.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';

/**
 * What the client did the last time they completed this exercise: the day and each set, and (while
 * the workout is open) one large button that copies it into this workout's actuals.
 */
export function ClientExercisePrevious({
  exerciseName,
  previous,
  onSameAsLastTime,
}: {
  exerciseName: string;
  previous: PreviousPerformance;
  /** Absent on a completed workout. */
  onSameAsLastTime?: () => void;
}) {
  const viewerUnit = useWeightUnit();
  const day = formatOptionalDate(previous.date);
  return (
    <section
      aria-label={`${exerciseName}: ${LAST_TIME_LABEL.toLowerCase()}`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm sm:flex sm:items-center sm:gap-4"
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-semibold text-slate-800">
          <History aria-hidden="true" className="size-4 text-slate-500" />
          {LAST_TIME_LABEL}
          {day && <span className="font-normal text-slate-500">· {day}</span>}
        </p>
        {previous.sets.length > 0 && (
          <ol className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-slate-700">
            {previous.sets.map((set, i) => (
              <li key={i}>
                {/* Its number then: a set left empty is not listed, so the place is not the number. */}
                <span className="text-slate-500">Set {set.setNumber ?? i + 1}:</span>{' '}
                {performedSetText(set, viewerUnit)}
              </li>
            ))}
          </ol>
        )}
      </div>
      {onSameAsLastTime && previous.sets.length > 0 && (
        <Button
          variant="secondary"
          size="lg"
          onClick={onSameAsLastTime}
          aria-label={`${exerciseName}: ${SAME_AS_LAST_TIME}`}
          className="mt-3 min-h-12 w-full sm:mt-0 sm:w-auto"
        >
          {SAME_AS_LAST_TIME}
        </Button>
      )}
    </section>
  );
}
