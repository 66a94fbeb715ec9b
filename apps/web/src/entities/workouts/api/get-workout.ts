import { queryOptions, useQuery } from '@tanstack/react-query';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import type { Workout, WorkoutAnswer } from '@kinetic/contracts/workouts';
import { callApi, retryUnlessNotFound } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { workoutKeys } from './workout-keys.ts';

/** GET /api/workouts/{id}: the workout with its blocks, exercises and set rows. */
export function getWorkout(id: string): Promise<WorkoutAnswer> {
  return callApi(workoutCalls.one, { params: { id } });
}

export const workoutAnswerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workoutKeys.detail(id),
    queryFn: () => getWorkout(id),
    retry: retryUnlessNotFound,
  });

export const workoutQueryOptions = (id: string) =>
  queryOptions({
    ...workoutAnswerQueryOptions(id),
    select: (data: WorkoutAnswer): Workout => data.workout,
  });

/** One workout in full; nothing is asked without an id or once signed out. */
export function useWorkout(id: string) {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useQuery({ ...workoutQueryOptions(id), enabled: hasUser && Boolean(id) });
}

/** The whole answer: for the client's trainer it also holds the plan's health warnings. */
export function useWorkoutAnswer(id: string) {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useQuery({ ...workoutAnswerQueryOptions(id), enabled: hasUser && Boolean(id) });
}
