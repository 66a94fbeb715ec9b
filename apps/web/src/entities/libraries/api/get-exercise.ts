import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { callApi } from '../../../lib/api-client.ts';
import { LIBRARY_STALE_TIME, libraryKeys } from './library-keys.ts';

/** GET /api/libraries/exercises/{id}: one library exercise, with its pictures and steps. */
export const exerciseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...libraryKeys.all('exercises'), 'one', id] as const,
    queryFn: () => callApi(libraryCalls.exercises.one, { params: { id } }),
    staleTime: LIBRARY_STALE_TIME,
  });

/** The library exercise `id`, read only while `enabled` (a dialog that shows it is open). */
export function useLibraryExercise(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...exerciseQueryOptions(id), enabled }).data?.item;
}
