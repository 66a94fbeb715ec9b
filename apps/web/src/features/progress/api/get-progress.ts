import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import { api } from '../../../lib/api-client.ts';

export const progressKeys = { all: ['progress'] as const };

export function getProgress(): Promise<{ progress: ProgressEntry[] }> {
  return api.get<{ progress: ProgressEntry[] }>('/progress');
}

export const progressQueryOptions = () => queryOptions({ queryKey: progressKeys.all, queryFn: getProgress });

/** The signed-in client's progress entries, newest first (GET /api/progress). */
export function useProgress() {
  return useQuery(progressQueryOptions());
}
