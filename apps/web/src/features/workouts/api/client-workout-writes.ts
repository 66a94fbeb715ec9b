import type { QueryKey } from '@tanstack/react-query';
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
  /** Queues `call` on this workout: once it is sent, what `invalidates` names is read again. */
  const queued =
    <B>(call: typeof workoutCalls.saveActuals | typeof workoutCalls.complete, invalidates: QueryKey[]) =>
    (body: B, summary: string[]) => {
      const path = apiPath(call, { params: { id } });
      return enqueueWrite({ method: call.method, path, body, subject, summary, invalidates });
    };
  return {
    loaded,
    writes,
    save: queued<FeedbackInput>(workoutCalls.saveActuals, [workoutKeys.detail(id)]),
    complete: queued<CompleteInput>(workoutCalls.complete, [workoutKeys.all, recordsKeys.all]),
    dismiss: () => dismissRefused(subject),
  };
}
