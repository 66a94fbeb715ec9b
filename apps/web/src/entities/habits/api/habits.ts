import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { habitCalls } from '@kinetic/contracts/habit-calls';
import type { HabitChange, HabitInput } from '@kinetic/contracts/habits';
import { apiPath, callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { dismissRefused, enqueueWrite, useWriteQueue } from '../../../lib/write-queue.ts';
import { HABITS_SUBJECT } from '../lib/waiting-ticks.ts';

/** The query keys of habits: a client's own, and a client's for their trainer. */
export const habitKeys = {
  all: ['habits'] as const,
  own: ['habits', 'own'] as const,
  ofClient: (clientId: string) => ['habits', 'client', clientId] as const,
};

/** A client's habits, for their trainer. */
export function useClientHabits(clientId: string) {
  return useQuery({
    queryKey: habitKeys.ofClient(clientId),
    queryFn: () => callApi(habitCalls.ofClient, { params: { id: clientId } }),
  });
}

/** The trainer's changes of a client's habits: each reads the list again once it is done. */
export function useHabitWrites(clientId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: habitKeys.ofClient(clientId) });
  return {
    create: useMutation({
      mutationFn: (body: HabitInput) => callApi(habitCalls.create, { params: { id: clientId }, body }),
      onSuccess,
    }),
    change: useMutation({
      mutationFn: ({ habitId, body }: { habitId: string; body: HabitChange }) =>
        callApi(habitCalls.change, { params: { id: clientId, habitId }, body }),
      onSuccess,
    }),
    archive: useMutation({
      mutationFn: (habitId: string) => callApi(habitCalls.archive, { params: { id: clientId, habitId } }),
      onSuccess,
    }),
  };
}

/** The signed-in client's own habits. */
export function useOwnHabits() {
  return useQuery({ queryKey: habitKeys.own, queryFn: () => callApi(habitCalls.own, {}) });
}

/**
 * The client's ticks, through the device's write queue (as the workout screen's writes): kept on
 * the device first, sent at once when online, otherwise when the network is back. `writes` are the
 * ticks still on the device (waiting, or refused until dismissed).
 */
export function useHabitTicks() {
  const userId = useAuthStore((s) => s.user?.id);
  const writes = useWriteQueue(
    useShallow((s) => s.entries.filter((e) => e.subject === HABITS_SUBJECT && e.userId === userId)),
  );
  const send = (done: boolean, habitId: string, habitName: string, date: string) => {
    const call = done ? habitCalls.tick : habitCalls.untick;
    return enqueueWrite({
      method: call.method,
      path: apiPath(call, { params: { id: habitId, date } }),
      body: undefined,
      subject: HABITS_SUBJECT,
      summary: [`${habitName}: ${done ? 'done' : 'not done'} on ${date}`],
      invalidates: [habitKeys.own],
    });
  };
  return { writes, send, dismiss: () => dismissRefused(HABITS_SUBJECT) };
}
