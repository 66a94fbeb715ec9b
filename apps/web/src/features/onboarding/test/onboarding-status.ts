import {
  ONBOARDING_FORMS,
  STATUS_FIELDS,
  onboardingStatus,
  type OnboardingForm,
  type OnboardingStatus,
} from '@kinetic/contracts/onboarding';

/** A status with the first `done` forms completed (in the server's order). */
export function statusAfter(done: number): OnboardingStatus {
  return onboardingStatus.parse({
    ...Object.fromEntries(ONBOARDING_FORMS.map((form, index) => [STATUS_FIELDS[form], index < done])),
    nextForm: ONBOARDING_FORMS[done] ?? null,
    isComplete: done >= ONBOARDING_FORMS.length,
  });
}

/** The status whose next form is `form`. */
export function statusAt(form: OnboardingForm): OnboardingStatus {
  return statusAfter(ONBOARDING_FORMS.indexOf(form));
}
