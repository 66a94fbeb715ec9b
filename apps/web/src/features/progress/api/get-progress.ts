import { useInfiniteQuery } from '@tanstack/react-query';
import { progressCalls } from '@kinetic/contracts/progress';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { LARGEST_PAGE, pagedQueryOptions } from '../../../lib/pages.ts';

/** GET /api/progress: the signed-in client's entries, newest first, in large pages (for the charts). */
export const progressQueryOptions = () =>
  pagedQueryOptions({
    queryKey: progressKeys.mine,
    call: progressCalls.list,
    key: 'progress',
    limit: LARGEST_PAGE,
  });

export function useProgress() {
  return useInfiniteQuery(progressQueryOptions());
}
