import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATES } from '@kinetic/contracts/plates';
import type { Workout } from '@kinetic/contracts/workouts';
import { makeExercise, makeSetRow, makeWorkout } from '../lib/client-workout-fixtures.ts';
import { openClientWorkout } from '../test/client-workout-screen.ts';

const slow = { timeout: 5000 };
const SQUAT = 'Barbell Back Squat';

/** A squat at 100 kg, then at 101 kg (which no usual plates make), then a dumbbell set given each side. */
function squatWorkout(): Workout {
  const base = makeWorkout();
  const squat = makeExercise({
    exerciseName: SQUAT,
    sets: [
      makeSetRow({ setNumber: 1, targetReps: 5, targetWeight: '100', weightUnit: 'kg' }),
      makeSetRow({ setNumber: 2, targetReps: 5, targetWeight: '101', weightUnit: 'kg' }),
      makeSetRow({ setNumber: 3, targetReps: 5, targetWeight: '20', weightUnit: 'kg', eachSide: true }),
    ],
  });
  return { ...base, sets: [{ ...base.sets[0]!, exercises: [squat] }] };
}

describe('the plate calculator on a set', { timeout: 20_000 }, () => {
  it("shows what goes on each side with the person's own bar, and the nearest load it can make", async () => {
    const { user } = openClientWorkout(squatWorkout(), {
      handlers: {
        'GET /api/users/plates': {
          body: { plates: { ...DEFAULT_PLATES, kg: { barWeight: 20, plates: [20, 10, 5] } } },
        },
      },
    });
    const group = within(await screen.findByRole('group', { name: SQUAT }, slow));
    const plates1 = group.getByRole('button', { name: `Plates for ${SQUAT} set 1` });
    expect(plates1).toHaveAttribute('aria-expanded', 'false');
    await user.click(plates1);
    expect(plates1).toHaveAttribute('aria-expanded', 'true');
    expect(await group.findByText('20 + 20', {}, slow)).toBeInTheDocument();
    expect(group.getByText(/^Each side:/)).toHaveTextContent('Each side: 20 + 20 (bar 20 kg)');

    await user.click(group.getByRole('button', { name: `Plates for ${SQUAT} set 2` }));
    expect(group.getByText(/cannot be made/)).toHaveTextContent(
      '101 kg cannot be made with your plates: this loads 100 kg.',
    );
    // A weight given each side is a dumbbell's: no plates to work out.
    expect(group.queryByRole('button', { name: `Plates for ${SQUAT} set 3` })).not.toBeInTheDocument();
  });
});
