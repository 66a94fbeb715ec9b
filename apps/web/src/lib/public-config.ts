import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCalls } from '@kinetic/contracts/system';
import { callApi } from './api-client.ts';

/** Used while /api/config has not answered (or cannot). */
export const DEFAULT_APP_NAME = 'Kinetic';

export function getPublicConfig() {
  return callApi(systemCalls.config);
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: getPublicConfig,
  staleTime: Infinity,
});

/** The product name, contact details and (in demo mode) the demo accounts; shared by every area. */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

export function useAppName(): string {
  return usePublicConfig().data?.appName ?? DEFAULT_APP_NAME;
}
