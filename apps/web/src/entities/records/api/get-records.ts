import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordsAnswer } from '@kinetic/contracts/records';
import { api } from '../../../lib/api-client.ts';
import { recordsKeys } from './records-keys.ts';

/** GET /api/records (the client's own) or GET /api/clients/{id}/records (a trainer's client). */
export const recordsQueryOptions = (clientId?: string) =>
  queryOptions({
    queryKey: recordsKeys.list(clientId),
    queryFn: () =>
      api.get<RecordsAnswer>(clientId ? `/clients/${encodeURIComponent(clientId)}/records` : '/records'),
    select: (data) => data.records,
  });

export function useRecords(clientId?: string) {
  return useQuery(recordsQueryOptions(clientId));
}
