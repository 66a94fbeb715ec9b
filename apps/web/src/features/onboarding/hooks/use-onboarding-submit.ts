import toast from 'react-hot-toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import {
  ONBOARDING_FAILURES,
  ONBOARDING_TOAST_NAMES,
  type OnboardingForm,
} from '@kinetic/contracts/onboarding';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useSubmitOnboardingForm } from '../api/submit-onboarding-form.ts';
import type { OnboardingFormCallbacks } from '../components/forms/form-props.ts';

/** The '{form} form completed successfully!' toast (specification section 4). */
export function completedMessage(form: OnboardingForm): string {
  return `${ONBOARDING_TOAST_NAMES[form]} form completed successfully!`;
}

/**
 * Sends one form's validated values. Success: the status is
 * re-fetched, the toast shows and `onCompleted` runs (the page shows the next form). Failure: the
 * server's field errors go under their fields, and the server's error (else the form's fallback)
 * shows as a toast.
 */
export function useOnboardingSubmit<T extends FieldValues>(
  form: OnboardingForm,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { onCompleted }: OnboardingFormCallbacks,
) {
  const mutation = useSubmitOnboardingForm({
    onSuccess: () => {
      toast.success(completedMessage(form));
      onCompleted();
    },
    onError: (error) => {
      if (isApiError(error)) {
        let focused = false;
        for (const { path, msg } of error.errors) {
          const field = fields.find((f) => f === path);
          if (!field) continue;
          setError(field, { type: 'server', message: msg }, { shouldFocus: !focused });
          focused = true;
        }
      }
      toast.error(errorText(error, ONBOARDING_FAILURES[form]));
    },
  });

  const submit = (body: unknown) => mutation.mutate({ form, body });

  return { submit, isPending: mutation.isPending };
}
