import type { Exercise } from '@kinetic/contracts/libraries';
import type { SetBlock, SetRow, WorkoutExercise } from '@kinetic/contracts/workouts';
import { makeExercise, makeSetBlock, makeSetRow } from '../features/workouts/lib/client-workout-fixtures.ts';

/**
 * A saved plan as the builder opens it: one set ('b1') holding one library exercise ('x1') with one
 * row ('r1'); the block, the exercise and the row take whatever else a test needs.
 */
export function oneExercisePlan(
  exercise: Pick<Exercise, 'id' | 'name'>,
  more: { block?: Partial<SetBlock>; exercise?: Partial<WorkoutExercise>; row?: Partial<SetRow> } = {},
): SetBlock[] {
  return [
    makeSetBlock({
      id: 'b1',
      ...more.block,
      exercises: [
        makeExercise({
          id: 'x1',
          exerciseId: exercise.id,
          exerciseName: exercise.name,
          order: 1,
          ...more.exercise,
          sets: [makeSetRow({ id: 'r1', ...more.row })],
        }),
      ],
    }),
  ];
}
