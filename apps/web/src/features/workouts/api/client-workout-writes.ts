import { useShallow } from 'zustand/react/shallow';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import type { CompleteInput, FeedbackInput } from '@kinetic/contracts/workouts';
import { recordsKeys } from '../../../entities/records/api/records-keys.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { dismissRefused, enqueueWrite, useWriteQueue } from '../../../lib/write-queue.ts';
import { workoutSubject } from '../lib/queued-workout.ts';

/**
 * The client's writes of one workout, through the device's write queue (lib/write-queue.ts): each
 * is kept on the device first, then sent with its own Idempotency-Key, at once when online and
 * otherwise when the network is back.
 *
 * - save: PATCH /workouts/{id} with `{ sets }`, the actual values without completing.
 * - complete: PATCH /workouts/{id}/complete with `{ sets, status: 'COMPLETED', completedDate }`;
 *   its answer names the personal records it set.
 *
 * `writes` are this workout's writes still on the device (waiting, or refused until dismissed).
 */
export function useWorkoutWrites(id: string) {
  const subject = workoutSubject(id);
  const userId = useAuthStore((s) => s.user?.id);
  const loaded = useWriteQueue((s) => s.loaded);
  const writes = useWriteQueue(
    useShallow((s) => s.entries.filter((e) => e.subject === subject && e.userId === userId)),
  );
  return {
    loaded,
    writes,
    save: (body: FeedbackInput, summary: string[]) =>
      enqueueWrite({
        method: workoutCalls.saveActuals.method,
        path: apiPath(workoutCalls.saveActuals, { params: { id } }),
        body,
        subject,
        summary,
        invalidates: [workoutKeys.detail(id)],
      }),
    complete: (body: CompleteInput, summary: string[]) =>
      enqueueWrite({
        method: workoutCalls.complete.method,
        path: apiPath(workoutCalls.complete, { params: { id } }),
        body,
        subject,
        summary,
        invalidates: [workoutKeys.all, recordsKeys.all],
      }),
    dismiss: () => dismissRefused(subject),
  };
}
