import { useQuery } from '@tanstack/react-query';
import { onboardingCalls } from '@kinetic/contracts/onboarding';
import { callApi } from '../../../lib/api-client.ts';

/** The person's own answers to each form, as last sent. */
export function useOnboardingAnswers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['onboarding', 'answers'] as const,
    queryFn: () => callApi(onboardingCalls.answers),
    enabled,
    // A form sent again since must open with what was sent last.
    staleTime: 0,
  });
}
