import { useInfiniteQuery } from '@tanstack/react-query';
import { progressCalls } from '@kinetic/contracts/progress';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { clientListQueryOptions } from './client-list-query.ts';

/** GET /clients/{id}/progress: a client's entries, newest first (for the charts; read-only). */
export const clientProgressQueryOptions = (clientId: string) =>
  clientListQueryOptions(progressKeys.ofClient(clientId), progressCalls.listOfClient, clientId, 'progress');

export function useClientProgress(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientProgressQueryOptions(clientId), enabled });
}
