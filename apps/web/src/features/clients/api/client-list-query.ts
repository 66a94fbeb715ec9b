import type { QueryKey } from '@tanstack/react-query';
import type { AnswerOf, CallInput } from '@kinetic/contracts/route';
import { LARGEST_PAGE, pagedQueryOptions, type ItemsKey, type ListCall } from '../../../lib/pages.ts';

/**
 * One list of a trainer's client (`call`, its path naming the client), in the largest pages, so
 * that the views built from it (days, charts) are rarely cut between two pages.
 */
export function clientListQueryOptions<C extends ListCall>(
  queryKey: QueryKey,
  call: C,
  clientId: string,
  key: ItemsKey<AnswerOf<C>>,
) {
  return pagedQueryOptions({
    queryKey,
    call,
    params: { id: clientId } as CallInput<C>['params'],
    key,
    limit: LARGEST_PAGE,
  });
}
