import { queryOptions, useQuery } from '@tanstack/react-query';
import { programCalls } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/programs: the trainer's programs, last changed first. */
export const programsQueryOptions = () =>
  queryOptions({
    queryKey: programKeys.list,
    queryFn: () => callApi(programCalls.list),
    select: (data) => data.programs,
  });

export function usePrograms() {
  return useQuery(programsQueryOptions());
}
