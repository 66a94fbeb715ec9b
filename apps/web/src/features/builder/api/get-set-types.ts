import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import type { SetType } from '@kinetic/contracts/libraries';
import { callApi } from '../../../lib/api-client.ts';

export function getSetTypes(): Promise<{ setTypes: SetType[] }> {
  return callApi(libraryCalls.setTypes);
}

export const setTypesQueryOptions = () =>
  queryOptions({ queryKey: ['set-types'], queryFn: getSetTypes, staleTime: 5 * 60 * 1000 });

/** The set-type list of the blocks' Set Type select. */
export function useSetTypes() {
  return useQuery(setTypesQueryOptions());
}
