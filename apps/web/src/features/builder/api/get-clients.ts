import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientListAnswer } from '@kinetic/contracts/clients';
import { api } from '../../../lib/api-client.ts';

export function getClients(): Promise<ClientListAnswer> {
  return api.get<ClientListAnswer>('/clients');
}

/** The trainer's clients, cached for 5 minutes (the same key and answer as the client list screen). */
export const clientsQueryOptions = () =>
  queryOptions({ queryKey: ['trainer', 'clients', 'list'], queryFn: getClients, staleTime: 5 * 60 * 1000 });

export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(), enabled });
}
