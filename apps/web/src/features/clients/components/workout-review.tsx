import { CheckCircle2, MessageSquareText } from 'lucide-react';
import { isTimedSet } from '@kinetic/contracts/durations';
import {
  actualWeightUnitOf,
  type SetRow,
  type Workout,
  type WorkoutExercise,
} from '@kinetic/contracts/workouts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useWorkout } from '../../../entities/workouts/api/get-workout.ts';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { setWeightText } from '../../../entities/workouts/lib/set-text.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';

function joinParts(parts: Array<string | null | undefined | false>): string {
  const text = parts.filter(Boolean).join(' · ');
  return text || '—';
}

function prescribed(row: SetRow, viewerUnit: string): string {
  return joinParts([
    row.targetReps > 0 && `${row.targetReps} reps`,
    row.targetWeight && setWeightText(row.targetWeight, row, viewerUnit),
    row.targetDuration,
  ]);
}

function actual(row: SetRow, viewerUnit: string): string {
  return joinParts([
    // A timed set asks no reps: its 0 is no count of reps.
    row.actualReps !== null && !(isTimedSet(row) && row.actualReps === 0) && `${row.actualReps} reps`,
    // In the unit the client entered it in, whatever the one prescribed.
    row.actualWeight &&
      setWeightText(row.actualWeight, { ...row, weightUnit: actualWeightUnitOf(row) }, viewerUnit),
    row.actualDuration,
    row.actualTempo && `tempo ${row.actualTempo}`,
  ]);
}

/** Left undone by the client: on its own, or with its whole exercise. */
const skippedRow = (row: SetRow, exercise: WorkoutExercise) => Boolean(row.skipped || exercise.skipped);

function differs(row: SetRow): boolean {
  return (
    (row.actualReps !== null && row.actualReps !== row.targetReps) ||
    (row.actualWeight !== null &&
      row.actualWeight !== '' &&
      (row.actualWeight !== row.targetWeight || actualWeightUnitOf(row) !== row.weightUnit))
  );
}

/** One exercise; 'As prescribed' only once the workout is done (before, it is merely the default). */
function ExerciseReview({ exercise, completed }: { exercise: WorkoutExercise; completed: boolean }) {
  const viewerUnit = useWeightUnit();
  const hasExerciseLevel =
    exercise.duration || exercise.tempo || exercise.actualDuration || exercise.actualTempo;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3.5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium text-slate-900">{exercise.exerciseName}</p>
        {completed && exercise.skipped && (
          <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset">
            Skipped
          </span>
        )}
        {completed &&
          exercise.completedAsPrescribed &&
          !exercise.sets.some((r) => skippedRow(r, exercise)) &&
          !exercise.skipped && (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700 ring-1 ring-green-200 ring-inset">
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
              As prescribed
            </span>
          )}
      </div>
      {exercise.sets.length > 0 && (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="text-xs text-slate-500">
              <th scope="col" className="w-12 py-1 font-medium">
                Set
              </th>
              <th scope="col" className="py-1 font-medium">
                Prescribed
              </th>
              <th scope="col" className="py-1 font-medium">
                Actual
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {exercise.sets.map((row) => (
              <tr key={row.id}>
                <td className="py-1.5 text-slate-500">{row.setNumber}</td>
                <td className="py-1.5 text-slate-700">{prescribed(row, viewerUnit)}</td>
                {skippedRow(row, exercise) ? (
                  <td className="py-1.5 text-slate-500 italic">Skipped</td>
                ) : (
                  <td
                    className={differs(row) ? 'py-1.5 font-medium text-amber-700' : 'py-1.5 text-slate-900'}
                  >
                    {actual(row, viewerUnit)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasExerciseLevel && (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-slate-500">Prescribed</dt>
          <dd className="text-slate-700">
            {joinParts([exercise.duration, exercise.tempo && `tempo ${exercise.tempo}`])}
          </dd>
          <dt className="text-slate-500">Actual</dt>
          <dd className={exercise.skipped ? 'text-slate-500 italic' : 'text-slate-900'}>
            {exercise.skipped
              ? 'Skipped'
              : joinParts([exercise.actualDuration, exercise.actualTempo && `tempo ${exercise.actualTempo}`])}
          </dd>
        </dl>
      )}
      {exercise.notes && (
        <p className="mt-2 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="whitespace-pre-line">
            <span className="font-medium">Client notes: </span>
            {exercise.notes}
          </span>
        </p>
      )}
    </li>
  );
}

/** Each set block of a workout: its details, then per exercise the prescribed against the actual values. */
export function WorkoutReviewBlocks({ workout }: { workout: Workout }) {
  const blocks = [...workout.sets].sort((a, b) => a.setNumber - b.setNumber);
  if (blocks.length === 0) return <p className="text-sm text-slate-500">This workout has no sets yet.</p>;
  return (
    <div className="space-y-4">
      {blocks.map((block) => {
        const details = [
          block.restPeriod && `Rest ${block.restPeriod}`,
          block.intensityLevel !== null && `Intensity ${block.intensityLevel}/10`,
          block.targetHeartRate !== null && `Heart rate ${block.targetHeartRate} bpm`,
        ].filter(Boolean);
        return (
          <section key={block.id} aria-label={`Set ${block.setNumber}`}>
            <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Set {block.setNumber} - {block.setType || 'No Type'}
            </h4>
            {details.length > 0 && <p className="mt-0.5 text-xs text-slate-600">{details.join(' · ')}</p>}
            {block.specialInstructions && (
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{block.specialInstructions}</p>
            )}
            <ul className="mt-1.5 space-y-2">
              {[...block.exercises]
                .sort((a, b) => a.order - b.order)
                .map((e) => (
                  <ExerciseReview key={e.id} exercise={e} completed={workout.status === 'COMPLETED'} />
                ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** A completed workout, loaded on demand: per exercise, the prescribed against the actual values and the client's notes. */
export function WorkoutReview({ workoutId }: { workoutId: string }) {
  const { data, isPending, isError, refetch } = useWorkout(workoutId);
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 px-1 py-3 text-sm text-slate-500">
        <Spinner className="text-brand-600" /> Loading review...
      </p>
    );
  }
  if (isError) return <LoadError message="The workout could not be loaded." onRetry={() => void refetch()} />;
  return <WorkoutReviewBlocks workout={data} />;
}
