import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProgressListAnswer } from '@kinetic/contracts/progress';
import { api } from '../../../lib/api-client.ts';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { LARGEST_PAGE, nextPageOffset, pageParams } from '../../../lib/pages.ts';

/** GET /api/progress: one page of the client's entries, newest first (large, for the charts). */
export function getProgress(offset = 0): Promise<ProgressListAnswer> {
  return api.get<ProgressListAnswer>(`/progress?${pageParams(offset, LARGEST_PAGE)}`);
}

export const progressQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: progressKeys.mine,
    queryFn: ({ pageParam }) => getProgress(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('progress'),
  });

/** The signed-in client's progress entries, newest first, page by page (GET /api/progress). */
export function useProgress() {
  return useInfiniteQuery(progressQueryOptions());
}
