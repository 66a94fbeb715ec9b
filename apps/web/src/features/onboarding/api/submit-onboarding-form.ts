import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingForm, OnboardingStatus } from '@kinetic/contracts/onboarding';
import { api } from '../../../lib/api-client.ts';
import { onboardingStatusQueryKey } from '../../../entities/onboarding/api/get-onboarding-status.ts';

export interface SubmitOnboardingFormInput {
  form: OnboardingForm;
  body: unknown;
}

export function submitOnboardingForm({ form, body }: SubmitOnboardingFormInput) {
  return api.post<{ status: OnboardingStatus }>(`/onboarding/${form}`, body);
}

export interface SubmitOnboardingFormOptions {
  /** Runs once the status has been re-fetched. */
  onSuccess?: (status: OnboardingStatus) => void;
  onError?: (error: Error) => void;
}

/**
 * Sends one intake form. On success the answer's status is shown at once (the page moves on to the
 * next form) and the status is re-fetched. The callbacks are the mutation's own, so they still run
 * after the submitted form has left the screen.
 */
export function useSubmitOnboardingForm({ onSuccess, onError }: SubmitOnboardingFormOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboardingForm,
    onSuccess: async ({ status }) => {
      queryClient.setQueryData(onboardingStatusQueryKey, status);
      await queryClient.invalidateQueries({ queryKey: onboardingStatusQueryKey });
      onSuccess?.(status);
    },
    onError,
  });
}
