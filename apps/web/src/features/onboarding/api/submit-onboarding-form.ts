import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingCalls, type OnboardingForm, type OnboardingStatus } from '@kinetic/contracts/onboarding';
import type { CallInput } from '@kinetic/contracts/route';
import { callApi } from '../../../lib/api-client.ts';
import { onboardingStatusQueryKey } from '../../../entities/onboarding/api/get-onboarding-status.ts';

export interface SubmitOnboardingFormInput {
  form: OnboardingForm;
  body: unknown;
}

/** What the form's call takes: the body of one of the six forms. */
type FormBody = CallInput<(typeof onboardingCalls.submit)[OnboardingForm]>['body'];

export function submitOnboardingForm({ form, body }: SubmitOnboardingFormInput) {
  // The form's values were checked against this form's own body schema before they were sent.
  return callApi(onboardingCalls.submit[form], { body: body as FormBody });
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
