import type { WorkoutStatus } from '@kinetic/contracts/workouts';

/**
 * The query keys of workouts, for trainers and clients alike. One workout has one key, whoever
 * reads it; every change refreshes everything under `all`.
 */
export const workoutKeys = {
  all: ['workouts'] as const,
  detail: (id: string) => ['workouts', 'detail', id] as const,
  assigned: (status: WorkoutStatus) => ['workouts', 'list', 'assigned', status] as const,
  createdByMe: (filters: Record<string, string | undefined> = {}) =>
    ['workouts', 'list', 'created-by-me', filters] as const,
  ofClient: (clientId: string) => ['workouts', 'list', 'client', clientId] as const,
  /** Every calendar range read so far (a move changes them all at once). */
  calendars: ['workouts', 'calendar'] as const,
  calendar: (from: string, to: string, clientId: string | null) =>
    ['workouts', 'calendar', from, to, clientId ?? 'all'] as const,
};
