import type { OnboardingStatus } from '@kinetic/contracts/onboarding';
import type { Program } from '@kinetic/contracts/programs';
import type { ScheduleClash, SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
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

/** A two-week program named 'Base', made on 1 November 2026, unless told. */
export function makeProgram(overrides: Partial<Program> & Pick<Program, 'id' | 'days'>): Program {
  return {
    name: 'Base',
    description: '',
    weeks: 2,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * What scheduling would do, having found one workout (not completed, unless told) already on a day
 * picked: 2 to keep, 2 to replace and 1 to skip, and no health warnings, unless told.
 */
export function makeClashPreview(
  clash: Omit<ScheduleClash, 'completed'> & Partial<Pick<ScheduleClash, 'completed'>>,
  answer: Partial<Omit<SchedulePreviewAnswer, 'clashes'>> = {},
): SchedulePreviewAnswer {
  return {
    workouts: { keep: 2, replace: 2, skip: 1 },
    warnings: [],
    ...answer,
    clashes: [{ completed: false, ...clash }],
  };
}
