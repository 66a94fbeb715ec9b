import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Workout } from '@kinetic/contracts/workouts';
import {
  makeExercise,
  makeSetBlock,
  makeSetRow,
  makeSummary,
  testId,
} from '../../workouts/lib/client-workout-fixtures.ts';
import { WorkoutReviewBlocks } from './workout-review.tsx';

describe("the trainer's review of a timed set", () => {
  it('shows the target and actual durations, never 0 reps', () => {
    const plank = makeExercise({
      exerciseName: 'Plank',
      sets: [
        makeSetRow({
          targetReps: 0,
          targetWeight: '',
          targetDuration: '45s',
          actualReps: 0,
          actualDuration: '40s',
        }),
      ],
    });
    const workout: Workout = {
      ...makeSummary({ status: 'COMPLETED', completedDate: '2026-03-05T10:00:00.000Z' }),
      sets: [
        makeSetBlock({
          id: testId(),
          exercises: [plank],
        }),
      ],
    };
    render(<WorkoutReviewBlocks workout={workout} />);
    const row = screen.getByRole('row', { name: /^1 / });
    expect(row).toHaveTextContent('45s');
    expect(row).toHaveTextContent('40s');
    expect(row).not.toHaveTextContent('reps');
  });
});
