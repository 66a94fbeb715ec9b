import type { WorkoutExercise } from '@kinetic/contracts/workouts';

/** What the trainer set for the exercise as a whole: duration, tempo, equipment (each when set). */
export function ClientExerciseTargets({ exercise }: { exercise: WorkoutExercise }) {
  const items: Array<[string, string]> = [];
  if (exercise.duration.trim()) items.push(['Target duration', exercise.duration]);
  if (exercise.tempo.trim()) items.push(['Tempo', exercise.tempo]);
  if (exercise.equipment.length > 0) items.push(['Equipment', exercise.equipment.join(', ')]);
  if (items.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
