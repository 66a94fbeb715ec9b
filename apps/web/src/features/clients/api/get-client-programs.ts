import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramAssignmentsAnswer } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/clients/{id}/programs: the programs assigned to the client, latest start first. */
export const clientProgramsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: programKeys.ofClient(clientId),
    queryFn: () => api.get<ProgramAssignmentsAnswer>(`/clients/${encodeURIComponent(clientId)}/programs`),
    select: (data) => data.assignments,
  });

export function useClientPrograms(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientProgramsQueryOptions(clientId), enabled });
}
