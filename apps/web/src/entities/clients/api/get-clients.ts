import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clientsCalls } from '@kinetic/contracts/clients';
import { callApi } from '../../../lib/api-client.ts';
import { LARGEST_PAGE, pagedQueryOptions } from '../../../lib/pages.ts';
import { clientKeys } from './client-keys.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** GET /api/clients: the trainer's clients by name, in large pages (the screen searches what it has), cached 5 minutes. */
export const clientsQueryOptions = () => ({
  ...pagedQueryOptions({
    queryKey: clientKeys.list,
    call: clientsCalls.list,
    key: 'clients',
    limit: LARGEST_PAGE,
  }),
  staleTime: FIVE_MINUTES,
});

export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientsQueryOptions(), enabled });
}

/** The clients a trainer picks from (builder, Copy Workout dialog): the first page, cached 5 minutes. */
export const clientPickerQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.picker,
    queryFn: () => callApi(clientsCalls.list, { query: { limit: LARGEST_PAGE, offset: 0 } }),
    staleTime: FIVE_MINUTES,
  });

export function useClientPicker({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientPickerQueryOptions(), enabled });
}

/** Names the clients of `clients` by their ids ('A client' for one not among them). */
export function clientNamer(
  clients: readonly { id: string; firstName: string; lastName: string }[] = [],
): (id: string) => string {
  const names = new Map(clients.map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
  return (id) => names.get(id) ?? 'A client';
}
