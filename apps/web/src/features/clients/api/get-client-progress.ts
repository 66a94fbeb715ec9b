import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import { api } from '../../../lib/api-client.ts';

export function getClientProgress(clientId: string): Promise<{ progress: ProgressEntry[] }> {
  return api.get<{ progress: ProgressEntry[] }>(`/clients/${encodeURIComponent(clientId)}/progress`);
}

export const clientProgressQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['trainer', 'progress', 'client', clientId],
    queryFn: () => getClientProgress(clientId),
  });

/** The progress entries of one of the trainer's clients, newest first (read-only). */
export function useClientProgress(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientProgressQueryOptions(clientId), enabled });
}
