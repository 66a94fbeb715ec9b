import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnConditions } from '@kinetic/contracts/conditions';
import { api } from '../../../lib/api-client.ts';

/** GET /api/users/me/conditions: the signed-in client's conditions, as their trainer recorded them. */
export const ownConditionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'conditions'],
    queryFn: () => api.get<OwnConditions>('/users/me/conditions'),
    select: (data) => data.conditions,
  });

export function useOwnConditions() {
  return useQuery(ownConditionsQueryOptions());
}
