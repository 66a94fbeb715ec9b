import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseListAnswer } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';

export function getExercises(): Promise<ExerciseListAnswer> {
  return api.get<ExerciseListAnswer>('/exercises');
}

/** GET /api/exercises, cached for 5 minutes (specification section 7). */
export const exercisesQueryOptions = () =>
  queryOptions({ queryKey: ['exercises', 'list'], queryFn: getExercises, staleTime: 5 * 60 * 1000 });

export function useExercises() {
  return useQuery(exercisesQueryOptions());
}
