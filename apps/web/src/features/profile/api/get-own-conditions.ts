import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionsCalls } from '@kinetic/contracts/conditions';
import { callApi } from '../../../lib/api-client.ts';

/** The signed-in client's conditions, as their trainer recorded them. */
export const ownConditionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'conditions'],
    queryFn: () => callApi(conditionsCalls.own),
    select: (data) => data.conditions,
  });

export function useOwnConditions() {
  return useQuery(ownConditionsQueryOptions());
}
