import { queryOptions, useQuery } from '@tanstack/react-query';
import { programCalls } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/clients/{id}/programs: the programs assigned to the client, latest start first. */
export const clientProgramsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: programKeys.ofClient(clientId),
    queryFn: () => callApi(programCalls.ofClient, { params: { id: clientId } }),
    select: (data) => data.assignments,
  });

export function useClientPrograms(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientProgramsQueryOptions(clientId), enabled });
}
