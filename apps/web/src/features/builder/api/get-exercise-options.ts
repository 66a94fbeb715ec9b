import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseListAnswer } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';

/** The whole exercise library a trainer may use (approved items); the picker filters it locally. */
export function getExerciseOptions(): Promise<ExerciseListAnswer> {
  return api.get<ExerciseListAnswer>('/libraries/exercises');
}

/** Cached for 5 minutes (specification section 7). */
export const exerciseOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['libraries', 'exercises', 'picker'],
    queryFn: getExerciseOptions,
    staleTime: 5 * 60 * 1000,
  });

export function useExerciseOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...exerciseOptionsQueryOptions(), enabled });
}
