import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionsCalls, type ClientConditions } from '@kinetic/contracts/conditions';
import { callApi } from '../../../lib/api-client.ts';
import { clientKeys } from './client-keys.ts';

/** The client's conditions and those their intake suggests. */
export function getClientConditions(id: string): Promise<ClientConditions> {
  return callApi(conditionsCalls.ofClient, { params: { id } });
}

/** Health data: never kept once no screen shows it. */
export const clientConditionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.conditions(id),
    queryFn: () => getClientConditions(id),
    gcTime: 0,
  });

/** Nothing is asked without a client (a builder without one, for example). */
export function useClientConditions(id: string | null | undefined) {
  return useQuery({ ...clientConditionsQueryOptions(id ?? ''), enabled: Boolean(id) });
}
