import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientListAnswer } from '@kinetic/contracts/clients';
import { api } from '../../../lib/api-client.ts';
import { LARGEST_PAGE, nextPageOffset, pageParams } from '../../../lib/pages.ts';

/** GET /api/clients: one page of the trainer's clients, by name; `total` is all of them. */
export function getClients(offset = 0): Promise<ClientListAnswer> {
  return api.get<ClientListAnswer>(`/clients?${pageParams(offset, LARGEST_PAGE)}`);
}

/** The trainer's clients, page by page (large pages: the screen searches what it has), cached 5 minutes. */
export const clientsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['trainer', 'clients', 'list'],
    queryFn: ({ pageParam }) => getClients(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('clients'),
    staleTime: 5 * 60 * 1000,
  });

export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientsQueryOptions(), enabled });
}
