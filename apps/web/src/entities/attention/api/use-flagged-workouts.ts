import { useMemo } from 'react';
import { useAttention } from './get-attention.ts';

/**
 * The ids of the trainer's clients' upcoming workouts that hold an exercise contraindicated for the
 * client's conditions, from Needs attention (already loaded and kept fresh by the live events).
 * Empty for anyone else (`enabled` false).
 */
export function useFlaggedWorkouts(enabled: boolean): ReadonlySet<string> {
  const { data } = useAttention({ enabled });
  return useMemo(
    () =>
      new Set(
        (data?.clients ?? []).flatMap((c) =>
          c.reasons.flatMap((r) => (r.kind === 'contraindicated' ? (r.workoutIds ?? []) : [])),
        ),
      ),
    [data],
  );
}
