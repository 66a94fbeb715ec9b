import {
  ONBOARDING_FORMS,
  STATUS_FIELDS,
  type OnboardingForm,
  type OnboardingStatus,
} from '@kinetic/contracts/onboarding';

/** A status with the first `done` forms completed (in the server's order). */
export function statusAfter(done: number): OnboardingStatus {
  const status = {
    waiverCompleted: false,
    parqCompleted: false,
    goalsActivitiesCompleted: false,
    medicalHistoryCompleted: false,
    nutritionCompleted: false,
    lifestyleCompleted: false,
  };
  ONBOARDING_FORMS.slice(0, done).forEach((form) => (status[STATUS_FIELDS[form]] = true));
  return { ...status, nextForm: ONBOARDING_FORMS[done] ?? null, isComplete: done >= ONBOARDING_FORMS.length };
}

/** The status whose next form is `form`. */
export function statusAt(form: OnboardingForm): OnboardingStatus {
  return statusAfter(ONBOARDING_FORMS.indexOf(form));
}
