import type { OnboardingStatus } from '@kinetic/contracts/onboarding';
import type { TemplateSummary } from '@kinetic/contracts/templates';

/** A template as the list answers it: one exercise, private, of no one in particular, unless told. */
export function makeTemplateSummary(
  overrides: Partial<TemplateSummary> & Pick<TemplateSummary, 'id' | 'name'>,
): TemplateSummary {
  return {
    description: '',
    estimatedDuration: null,
    tags: [],
    exerciseCount: 1,
    shared: false,
    createdBy: null,
    createdByName: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A client's intake status: every form done, or none yet (the waiver next). */
export function onboardingStatus(isComplete: boolean): OnboardingStatus {
  return {
    waiverCompleted: isComplete,
    parqCompleted: isComplete,
    goalsActivitiesCompleted: isComplete,
    medicalHistoryCompleted: isComplete,
    nutritionCompleted: isComplete,
    lifestyleCompleted: isComplete,
    nextForm: isComplete ? null : 'waiver',
    isComplete,
  };
}
