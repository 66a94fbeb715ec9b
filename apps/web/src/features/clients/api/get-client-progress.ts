import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProgressListAnswer } from '@kinetic/contracts/progress';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { LARGEST_PAGE, pagedQueryOptions } from '../../../lib/pages.ts';

/** GET /clients/{id}/progress: a client's entries, newest first, in large pages (for the charts; read-only). */
export const clientProgressQueryOptions = (clientId: string) =>
  pagedQueryOptions<ProgressListAnswer>({
    queryKey: progressKeys.ofClient(clientId),
    path: `/clients/${encodeURIComponent(clientId)}/progress`,
    key: 'progress',
    limit: LARGEST_PAGE,
  });

export function useClientProgress(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientProgressQueryOptions(clientId), enabled });
}
