import { effortText } from '@kinetic/contracts/progression';
import type { WorkoutExercise } from '@kinetic/contracts/workouts';

/**
 * Why today's targets are what they are, when a rule of the trainer's made them ("+2.5 kg: all sets
 * at 12 reps, RPE ≤ 8"), and the effort an RPE or RIR prescription asks for.
 */
export function ClientExerciseLoad({ exercise }: { exercise: Pick<WorkoutExercise, 'load' | 'loadReason'> }) {
  const effort = exercise.load ? effortText(exercise.load) : null;
  const lines = [effort, exercise.loadReason].filter((line): line is string => Boolean(line));
  if (!lines.length) return null;
  return (
    <ul aria-label="How the load was set" className="space-y-1 text-sm text-slate-700">
      {lines.map((line) => (
        <li key={line} className="rounded-lg bg-sky-50 px-3 py-2 font-medium text-sky-900">
          {line}
        </li>
      ))}
    </ul>
  );
}
