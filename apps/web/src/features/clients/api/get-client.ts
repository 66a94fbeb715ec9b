import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientsCalls, type ClientDetail } from '@kinetic/contracts/clients';
import { clientKeys } from '../../../entities/clients/api/client-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

export function getClient(id: string): Promise<{ client: ClientDetail }> {
  return callApi(clientsCalls.get, { params: { id } });
}

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: () => getClient(id),
    staleTime: 5 * 60 * 1000,
  });

/** One of the trainer's clients; 404 for anyone else. */
export function useClient(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientQueryOptions(id), enabled });
}
