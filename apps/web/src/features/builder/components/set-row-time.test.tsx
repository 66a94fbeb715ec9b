import { useEffect, useReducer } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exerciseMessage } from '@kinetic/contracts/workouts';
import { builderReducer } from '../lib/builder-reducer.ts';
import { initialBuilderState, type BuilderState } from '../lib/builder-state.ts';
import { planOf, planProblem } from '../lib/to-workout-input.ts';
import { ExerciseCard } from './exercise-card.tsx';

const plank = { id: '00000000-0000-4000-8000-0000000000e2', name: 'Plank', equipment: [], description: '' };

let latest: BuilderState;

/** One block holding a plank, edited through the real reducer; `latest` is the state after each edit. */
function PlankCard({ onState }: { onState: (state: BuilderState) => void }) {
  const [state, dispatch] = useReducer(builderReducer, undefined, () =>
    builderReducer(initialBuilderState(), { type: 'addExercise', blockKey: 'k0', exercise: plank }),
  );
  useEffect(() => {
    onState(state);
  }, [state, onState]);
  const block = state.blocks[0]!;
  return (
    <ul>
      <ExerciseCard
        blockKey={block.key}
        exercise={block.exercises[0]!}
        count={1}
        dispatch={dispatch}
        onChangeExercise={() => undefined}
      />
    </ul>
  );
}

/** The plank's card on screen, `latest` following its state; the user who edits it. */
function renderPlank() {
  render(
    <PlankCard
      onState={(state) => {
        latest = state;
      }}
    />,
  );
  return userEvent.setup();
}

describe('a set row’s time', () => {
  it('makes a plank 2 × 45 s valid without reps, copied with the row, and is sent per set', async () => {
    const user = renderPlank();
    const sets = screen.getByRole('list', { name: 'Plank sets' });
    expect(within(sets).getByLabelText('Set 1 reps')).toHaveAttribute('aria-invalid', 'true');
    expect(planProblem(planOf(latest))).toBe(exerciseMessage('Plank'));

    await user.type(within(sets).getByLabelText('Set 1 time'), '45s');
    expect(within(sets).getByLabelText('Set 1 reps')).not.toHaveAttribute('aria-invalid');
    await user.click(within(sets).getByRole('button', { name: 'Copy set 1' }));
    expect(within(sets).getByLabelText('Set 2 time')).toHaveValue('45s');
    expect(screen.getByText(/2 sets · 45s/)).toBeInTheDocument();

    expect(planProblem(planOf(latest))).toBeNull();
    expect(planOf(latest)[0]!.exercises![0]!.sets).toEqual([
      { targetReps: 0, targetWeight: '', weightUnit: 'lbs', eachSide: false, targetDuration: '45s' },
      { targetReps: 0, targetWeight: '', weightUnit: 'lbs', eachSide: false, targetDuration: '45s' },
    ]);
  });

  it('keeps the exercise-level Duration working: a row without reps nor time is then not wrong', async () => {
    const user = renderPlank();
    await user.type(screen.getByLabelText('Duration'), '1 min');
    expect(screen.getByLabelText('Set 1 reps')).not.toHaveAttribute('aria-invalid');
    expect(planProblem(planOf(latest))).toBeNull();
  });
});
