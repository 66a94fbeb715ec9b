import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordsCalls } from '@kinetic/contracts/records';
import { callApi } from '../../../lib/api-client.ts';
import { recordsKeys } from './records-keys.ts';

/** The client's own records, or (`clientId`) a trainer's client's. */
export const recordsQueryOptions = (clientId?: string) =>
  queryOptions({
    queryKey: recordsKeys.list(clientId),
    queryFn: () =>
      clientId ? callApi(recordsCalls.ofClient, { params: { id: clientId } }) : callApi(recordsCalls.mine),
    select: (data) => data.records,
  });

export function useRecords(clientId?: string) {
  return useQuery(recordsQueryOptions(clientId));
}
