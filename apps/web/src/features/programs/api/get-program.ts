import { queryOptions, useQuery } from '@tanstack/react-query';
import { programCalls } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { callApi, retryUnlessNotFound } from '../../../lib/api-client.ts';

/** GET /api/programs/{id}: one of the trainer's programs with its days. */
export const programQueryOptions = (id: string) =>
  queryOptions({
    queryKey: programKeys.detail(id),
    queryFn: () => callApi(programCalls.one, { params: { id } }),
    select: (data) => data.program,
    retry: retryUnlessNotFound,
  });

export function useProgram(id: string) {
  return useQuery(programQueryOptions(id));
}
