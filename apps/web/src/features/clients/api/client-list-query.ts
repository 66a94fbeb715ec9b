import type { QueryKey } from '@tanstack/react-query';
import { LARGEST_PAGE, pagedQueryOptions, type ItemsKey } from '../../../lib/pages.ts';

/**
 * GET /clients/{id}/{key}: one list of a trainer's client, in the largest pages, so that the views
 * built from it (days, charts) are rarely cut between two pages.
 */
export function clientListQueryOptions<A extends { total: number }>(
  queryKey: QueryKey,
  clientId: string,
  key: ItemsKey<A>,
) {
  return pagedQueryOptions<A>({
    queryKey,
    path: `/clients/${encodeURIComponent(clientId)}/${key}`,
    key,
    limit: LARGEST_PAGE,
  });
}
