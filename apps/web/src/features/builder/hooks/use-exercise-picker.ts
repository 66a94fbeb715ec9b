import { useCallback, useState, type Dispatch } from 'react';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import type { BuilderAction, PickedExercise } from '../lib/builder-state.ts';

type PickerTarget =
  { mode: 'add'; blockKey: string } | { mode: 'change'; blockKey: string; exerciseKey: string };

/**
 * The exercise picker's target: which block gets a new exercise, or which exercise is replaced.
 * The callbacks keep their identity, so memoized block cards do not re-render when it opens.
 */
export function useExercisePicker(dispatch: Dispatch<BuilderAction>) {
  const [target, setTarget] = useState<PickerTarget | null>(null);
  const weightUnit = useWeightUnit();
  const openAdd = useCallback((blockKey: string) => setTarget({ mode: 'add', blockKey }), []);
  const openChange = useCallback(
    (blockKey: string, exerciseKey: string) => setTarget({ mode: 'change', blockKey, exerciseKey }),
    [],
  );
  const close = useCallback(() => setTarget(null), []);
  const pick = useCallback(
    (exercise: PickedExercise) => {
      if (!target) return;
      if (target.mode === 'add')
        dispatch({ type: 'addExercise', blockKey: target.blockKey, exercise, weightUnit });
      else {
        const { blockKey, exerciseKey } = target;
        dispatch({ type: 'changeExercise', blockKey, exerciseKey, exercise });
      }
      setTarget(null);
    },
    [target, dispatch, weightUnit],
  );
  return { mode: target?.mode ?? null, openAdd, openChange, close, pick };
}
