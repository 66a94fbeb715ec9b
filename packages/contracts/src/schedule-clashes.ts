import { z } from 'zod';
import { idSchema } from './common.ts';
import { clientWarning } from './conditions.ts';

// Scheduling many workouts at once (a program, copies to many) onto days a client already trains:
// the coach sees the clashes first and chooses what happens to them.

/**
 * What happens on a day the client already has a workout: `keep` both (the default, as before),
 * `replace` the existing workouts that are not done yet (a completed one always stays), or `skip`
 * that day (nothing new is scheduled on it).
 */
export const CLASH_CHOICES = ['keep', 'replace', 'skip'] as const;
export const CLASH_CHOICE_MESSAGE = 'Choose keep, replace or skip for the days that already have workouts';
export const clashChoice = z.enum(CLASH_CHOICES, { message: CLASH_CHOICE_MESSAGE });
export type ClashChoice = z.infer<typeof clashChoice>;
/** The optional field of a write that schedules many: keep both when left out. */
export const onClashField = clashChoice.default('keep');

/** A workout the client already has on a day the write would schedule one. */
export const scheduleClash = z.object({
  clientId: idSchema,
  scheduledDate: z.string(),
  workoutId: idSchema,
  name: z.string(),
  /** A completed workout stays whatever the choice. */
  completed: z.boolean(),
});
export type ScheduleClash = z.infer<typeof scheduleClash>;

/** A preview: what would clash, and the health warnings, before anything is written. */
export const schedulePreviewAnswer = z.object({
  /** How many workouts the write schedules with each choice. */
  workouts: z.object({ keep: z.number().int(), replace: z.number().int(), skip: z.number().int() }),
  clashes: z.array(scheduleClash),
  /** Exercises contraindicated for a client's conditions (never a refusal). */
  warnings: z.array(clientWarning),
});
export type SchedulePreviewAnswer = z.infer<typeof schedulePreviewAnswer>;
