import { queryOptions, useQuery } from '@tanstack/react-query';
import { getClientRecords, getRecords } from '@kinetic/contracts/records';
import { callApi } from '../../../lib/api-client.ts';
import { recordsKeys } from './records-keys.ts';

/** The client's own records, or (`clientId`) a trainer's client's. */
export const recordsQueryOptions = (clientId?: string) =>
  queryOptions({
    queryKey: recordsKeys.list(clientId),
    queryFn: () => (clientId ? callApi(getClientRecords, { params: { id: clientId } }) : callApi(getRecords)),
    select: (data) => data.records,
  });

export function useRecords(clientId?: string) {
  return useQuery(recordsQueryOptions(clientId));
}
