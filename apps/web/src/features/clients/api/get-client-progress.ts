import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProgressListAnswer } from '@kinetic/contracts/progress';
import { api } from '../../../lib/api-client.ts';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { LARGEST_PAGE, nextPageOffset, pageParams } from '../../../lib/pages.ts';

/** GET /clients/{id}/progress: one page of a client's entries, newest first (large, for the charts). */
export function getClientProgress(clientId: string, offset = 0): Promise<ProgressListAnswer> {
  return api.get<ProgressListAnswer>(
    `/clients/${encodeURIComponent(clientId)}/progress?${pageParams(offset, LARGEST_PAGE)}`,
  );
}

export const clientProgressQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: progressKeys.ofClient(clientId),
    queryFn: ({ pageParam }) => getClientProgress(clientId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('progress'),
  });

/** The progress entries of one of the trainer's clients, newest first, page by page (read-only). */
export function useClientProgress(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientProgressQueryOptions(clientId), enabled });
}
