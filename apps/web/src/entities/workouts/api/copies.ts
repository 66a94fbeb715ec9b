import { useMutation } from '@tanstack/react-query';
import type { CopiesInput } from '@kinetic/contracts/calendar';
import { templateCalls } from '@kinetic/contracts/templates';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { workoutKeys } from './workout-keys.ts';

type IdBody = { id: string; body: CopiesInput };

/** What a plan (a workout, a template) is copied from onto clients' days: the copying and its preview. */
export const COPIES_CALLS = {
  /** POST /api/workouts/{id}/copies and its preview. */
  workout: { write: workoutCalls.copies, preview: workoutCalls.copiesPreview },
  /** POST /api/templates/{id}/schedule and its preview. */
  template: { write: templateCalls.schedule, preview: templateCalls.schedulePreview },
};

/**
 * The calls that put copies of a plan on clients' days: `write` (201 { workouts }: one workout per
 * client and day, all or none; the lists refresh behind the dialog) and `preview` (the workouts
 * already on those days and the health warnings, before anything is written).
 */
export function useCopiesCalls(from: keyof typeof COPIES_CALLS) {
  const calls = COPIES_CALLS[from];
  return {
    preview: useMutation({
      mutationFn: ({ id, body }: IdBody) => callApi(calls.preview, { params: { id }, body }),
    }),
    write: useInvalidatingMutation(
      ({ id, body }: IdBody) => callApi(calls.write, { params: { id }, body }),
      workoutKeys.all,
      { wait: false },
    ),
  };
}
