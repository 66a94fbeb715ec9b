import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingStatus } from '@kinetic/contracts/onboarding';
import { api } from '../../../lib/api-client.ts';

export const onboardingStatusQueryKey = ['onboarding', 'status'] as const;

export function getOnboardingStatus(): Promise<OnboardingStatus> {
  return api.get<OnboardingStatus>('/onboarding/status');
}

export const onboardingStatusQueryOptions = () =>
  queryOptions({ queryKey: onboardingStatusQueryKey, queryFn: getOnboardingStatus });

/** Which of the six forms are done and which one comes next (the server decides the order). */
export function useOnboardingStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...onboardingStatusQueryOptions(), enabled });
}
