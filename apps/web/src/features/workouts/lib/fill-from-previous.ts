import type { PreviousPerformance, WorkoutExercise } from '@kinetic/contracts/workouts';
import type { ExerciseDraft } from './client-workout-feedback.ts';

/**
 * 'Same as last time': the sets this exercise and its previous performance both have (by set
 * number: a set left empty last time is not in it) take that performance's reps and weight, as
 * 'modify actual performance'; the other sets, and a value the previous set did not record, keep
 * what they hold. A weight is copied as it was done, number and unit (the set's unit shows beside
 * it), so nothing is lost to rounding.
 */
export function fillFromPrevious(
  exercise: WorkoutExercise,
  draft: ExerciseDraft,
  previous: PreviousPerformance,
): ExerciseDraft {
  return {
    ...draft,
    completedAsPrescribed: false,
    sets: draft.sets.map((s) => {
      const set = exercise.sets.find((row) => row.id === s.id);
      const last = set && previous.sets.find((p) => p.setNumber === set.setNumber);
      if (!last || !set) return s;
      return {
        ...s,
        actualReps: last.actualReps === null ? s.actualReps : String(last.actualReps),
        ...(last.actualWeight !== null && {
          actualWeight: last.actualWeight,
          actualWeightUnit: last.weightUnit ?? set.weightUnit,
        }),
      };
    }),
  };
}
