import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientListAnswer } from '@kinetic/contracts/clients';
import { api } from '../../../lib/api-client.ts';

/** The most clients a picker lists: the largest page the API gives, by name. */
export const PICKER_CLIENTS = 200;

/** GET /api/clients: the trainer's first 200 clients by name, for choosing one. */
export function getClients(): Promise<ClientListAnswer> {
  return api.get<ClientListAnswer>(`/clients?limit=${PICKER_CLIENTS}`);
}

/** The clients a trainer picks from (builder, Copy Workout dialog), cached for 5 minutes. */
export const clientsQueryOptions = () =>
  queryOptions({ queryKey: ['trainer', 'clients', 'picker'], queryFn: getClients, staleTime: 5 * 60 * 1000 });

export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(), enabled });
}
