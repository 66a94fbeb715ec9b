import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingCalls } from '@kinetic/contracts/onboarding';
import { callApi } from '../../../lib/api-client.ts';

export const onboardingStatusQueryKey = ['onboarding', 'status'] as const;

export function getOnboardingStatus() {
  return callApi(onboardingCalls.status);
}

export const onboardingStatusQueryOptions = () =>
  queryOptions({ queryKey: onboardingStatusQueryKey, queryFn: getOnboardingStatus });

/** Which of the six forms are done and which one comes next (the server decides the order). */
export function useOnboardingStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...onboardingStatusQueryOptions(), enabled });
}
