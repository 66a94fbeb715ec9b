import type { WorkoutExercise } from '@kinetic/contracts/workouts';
import { WorkoutFacts, type WorkoutFact } from './workout-facts.tsx';

/** What the trainer set for the exercise as a whole: duration, tempo, equipment (each when set). */
export function ClientExerciseTargets({ exercise }: { exercise: WorkoutExercise }) {
  const items: WorkoutFact[] = [];
  if (exercise.duration.trim()) items.push(['Target duration', exercise.duration]);
  if (exercise.tempo.trim()) items.push(['Tempo', exercise.tempo]);
  if (exercise.equipment.length > 0) items.push(['Equipment', exercise.equipment.join(', ')]);
  if (items.length === 0) return null;
  return <WorkoutFacts facts={items} look="inline" />;
}
