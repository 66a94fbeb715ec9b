import { useQuery } from '@tanstack/react-query';
import type { OnboardingAnswers } from '@kinetic/contracts/onboarding';
import { api } from '../../../lib/api-client.ts';

/** GET /api/onboarding/answers: the person's own answers to each form, as last sent. */
export function useOnboardingAnswers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['onboarding', 'answers'] as const,
    queryFn: () => api.get<{ answers: OnboardingAnswers }>('/onboarding/answers'),
    enabled,
    // A form sent again since must open with what was sent last.
    staleTime: 0,
  });
}
