import type { SetRow, WorkoutExercise } from '@kinetic/contracts/workouts';

/** What an exercise prescribes: the targets its actual values are typed against. */
export type ExerciseTargets = Pick<WorkoutExercise, 'sets' | 'duration' | 'tempo'>;

/** Rep-based: it has sets with targetReps above 0. */
export function isRepBased(exercise: Pick<WorkoutExercise, 'sets'>): boolean {
  return exercise.sets.some((s) => s.targetReps > 0);
}

/** Duration-based: not rep-based, with a target duration or tempo. */
export function isDurationBased(exercise: ExerciseTargets): boolean {
  return !isRepBased(exercise) && Boolean(exercise.duration.trim() || exercise.tempo.trim());
}

/** Which actual values each set row of an exercise takes an input for. */
export interface SetInputs {
  reps: boolean;
  weight: boolean;
  duration: boolean;
  tempo: boolean;
}

/**
 * Every target gets its actual: reps and weight on a rep-based exercise (weight too wherever a set has
 * a weight target); a duration where a set has one, or where a rep-based exercise has one; a tempo
 * where a rep-based exercise has one. (A duration-based exercise takes its duration and tempo once,
 * for the whole exercise.)
 */
export function setInputs(exercise: ExerciseTargets): SetInputs {
  const repBased = isRepBased(exercise);
  const anySet = (has: (set: SetRow) => boolean) => exercise.sets.some(has);
  return {
    reps: repBased,
    weight: repBased || anySet((s) => s.targetWeight.trim() !== ''),
    duration: anySet((s) => s.targetDuration.trim() !== '') || (repBased && exercise.duration.trim() !== ''),
    tempo: repBased && exercise.tempo.trim() !== '',
  };
}

/** A set's duration target: its own, else (on a rep-based exercise) the exercise's. */
export function setDurationTarget(set: SetRow, exercise: ExerciseTargets): string {
  return set.targetDuration.trim() || (isRepBased(exercise) ? exercise.duration.trim() : '');
}
