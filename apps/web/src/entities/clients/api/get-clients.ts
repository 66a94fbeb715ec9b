import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ClientListAnswer } from '@kinetic/contracts/clients';
import { api } from '../../../lib/api-client.ts';
import { LARGEST_PAGE, nextPageOffset, pageParams } from '../../../lib/pages.ts';
import { clientKeys } from './client-keys.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** GET /api/clients: one page of the trainer's clients (the largest the API gives), by name; `total` is all of them. */
export function getClients(offset = 0): Promise<ClientListAnswer> {
  return api.get<ClientListAnswer>(`/clients?${pageParams(offset, LARGEST_PAGE)}`);
}

/** The trainer's clients, page by page (large pages: the screen searches what it has), cached 5 minutes. */
export const clientsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: clientKeys.list,
    queryFn: ({ pageParam }) => getClients(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('clients'),
    staleTime: FIVE_MINUTES,
  });

export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientsQueryOptions(), enabled });
}

/** The clients a trainer picks from (builder, Copy Workout dialog): the first page, cached 5 minutes. */
export const clientPickerQueryOptions = () =>
  queryOptions({ queryKey: clientKeys.picker, queryFn: () => getClients(), staleTime: FIVE_MINUTES });

export function useClientPicker({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientPickerQueryOptions(), enabled });
}
