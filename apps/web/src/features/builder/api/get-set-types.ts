import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetType } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';

export function getSetTypes(): Promise<{ setTypes: SetType[] }> {
  return api.get<{ setTypes: SetType[] }>('/set-types');
}

export const setTypesQueryOptions = () =>
  queryOptions({ queryKey: ['set-types'], queryFn: getSetTypes, staleTime: 5 * 60 * 1000 });

/** The set-type list of the blocks' Set Type select. */
export function useSetTypes() {
  return useQuery(setTypesQueryOptions());
}
