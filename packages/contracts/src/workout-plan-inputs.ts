import { z } from 'zod';
import { boundedText, idSchema, oneLine, textUpTo } from './common.ts';
import { weightUnitSchema } from './workout-answers.ts';
import { loadPrescription } from './load-prescription.ts';

// What the trainer sends: the plan, targets only.

export const DESCRIPTION_MAX = 500;
export const NAME_MAX = 100;

/**
 * The bounds of one plan (a workout's, a template's, a copy's), far above any real workout: each
 * set row of a body becomes a full row of the stored plan, so the plan is bounded by its rows and by
 * the bytes it is stored in, not only by the size of the body.
 */
export const PLAN_BLOCKS_MAX = 30;
export const BLOCK_EXERCISES_MAX = 30;
export const EXERCISE_SETS_MAX = 50;
export const PLAN_SET_ROWS_MAX = 600;
/** The stored plan's JSON, in bytes (256 KiB). */
export const PLAN_BYTES_MAX = 262_144;
export const PLAN_SET_ROWS_MESSAGE = `A plan can have at most ${PLAN_SET_ROWS_MAX} set rows in all`;
export const PLAN_TOO_LARGE = 'This plan is too large to store: use fewer exercises, sets or shorter texts';

/**
 * The most workouts one client can have scheduled ahead (not done, today or later): a year of daily
 * workouts fits.
 */
export const SCHEDULED_WORKOUTS_PER_CLIENT_MAX = 400;
export const SCHEDULED_WORKOUTS_LIMIT_REACHED =
  'A client can have at most 400 workouts scheduled ahead: this would pass it. Delete some of theirs or schedule fewer.';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/**
 * A day of the Gregorian calendar, checked by arithmetic rather than by two Date parses: the hot
 * reads that take a date check it on every request.
 */
const validCalendarDate = (v: string) => {
  if (!isoDate.test(v)) return false;
  const year = Number(v.slice(0, 4));
  const month = Number(v.slice(5, 7));
  const day = Number(v.slice(8, 10));
  // JavaScript has a year 0; PostgreSQL's calendar (and ours) goes from 1 BC to AD 1.
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && leapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
};

/** A calendar date YYYY-MM-DD, from 0001-01-01 to 9999-12-31. */
export const calendarDate = (message: string) =>
  z.string({ message }).trim().min(1, message).refine(validCalendarDate, 'Enter a date as YYYY-MM-DD');

const shortText = (label: string, max = 100) => textUpTo(label, max).default('');

/** What a set row's target duration is, as the API documents it. */
const TARGET_DURATION_DESCRIPTION =
  "The set's own duration (a plank's 45 s), free text at most 50 characters. A set with one and 0 " +
  "reps is timed: the client's screen counts it down when it reads as a duration ('45s', '45 sec', " +
  "'1:30', '90', '2 min', '1m30s', '1 h'); other words ('AMRAP', 'to failure') are shown as written.";

export const setRowInput = z.object({
  targetReps: z
    .number({ message: 'Reps must be a number' })
    .int('Reps must be a whole number')
    .min(0, 'Reps cannot be negative')
    .max(1000, 'Reps must be at most 1000')
    .default(0),
  targetWeight: shortText('Weight', 20),
  weightUnit: weightUnitSchema.default('lbs'),
  eachSide: z.boolean({ message: 'Each side must be true or false' }).default(false),
  targetDuration: shortText('Duration', 50).describe(TARGET_DURATION_DESCRIPTION),
});
export type SetRowInput = z.input<typeof setRowInput>;

export const exerciseMessage = (name: string) =>
  `Exercise "${name}" must have either sets with reps OR duration/tempo specified`;

export const workoutExerciseInput = z
  .object({
    exerciseId: idSchema,
    /** Shown in messages; the server takes the name from the library. */
    exerciseName: z.string().max(200).optional(),
    duration: shortText('Duration', 50),
    tempo: shortText('Tempo', 50),
    /** Cut to 500 characters: library descriptions may be longer. */
    description: z
      .string({ message: 'Description must be text' })
      .default('')
      .transform((v) => v.trim().slice(0, DESCRIPTION_MAX)),
    specialInstructions: shortText('Special instructions', 1000),
    sets: z
      .array(setRowInput)
      .max(EXERCISE_SETS_MAX, `An exercise can have at most ${EXERCISE_SETS_MAX} sets`)
      .default([]),
    /** How the sets' load is prescribed; left out, the set rows' own weights (a fixed load). */
    load: loadPrescription.optional(),
  })
  .superRefine((e, ctx) => {
    // A set row's own duration (a plank's 3 × 45 s) specifies a duration as the exercise's does.
    const hasReps = e.sets.some((s) => s.targetReps > 0);
    const hasDuration = Boolean(e.duration) || e.sets.some((s) => s.targetDuration !== '');
    if (!hasReps && !hasDuration && !e.tempo) {
      ctx.addIssue({
        code: 'custom',
        message: exerciseMessage(e.exerciseName ?? 'exercise'),
        path: ['sets'],
      });
    }
  });
export type WorkoutExerciseInput = z.input<typeof workoutExerciseInput>;

export const setBlockInput = z.object({
  setType: shortText('Set type', 60),
  restPeriod: shortText('Rest period', 50),
  intensityLevel: z
    .number({ message: 'Intensity must be a number from 1 to 10' })
    .int('Intensity must be a whole number from 1 to 10')
    .min(1, 'Intensity must be from 1 to 10')
    .max(10, 'Intensity must be from 1 to 10')
    .nullable()
    .default(null),
  targetHeartRate: z
    .number({ message: 'Heart rate must be a number from 60 to 220' })
    .int('Heart rate must be a whole number from 60 to 220')
    .min(60, 'Heart rate must be from 60 to 220')
    .max(220, 'Heart rate must be from 60 to 220')
    .nullable()
    .default(null),
  specialInstructions: shortText('Special instructions', 1000),
  exercises: z
    .array(workoutExerciseInput)
    .max(BLOCK_EXERCISES_MAX, `A set can have at most ${BLOCK_EXERCISES_MAX} exercises`)
    .default([]),
});
export type SetBlockInput = z.input<typeof setBlockInput>;

/** The blocks of a plan (`noun`: a workout, a template), within the bounds of a plan. */
export const planBlocksInput = (noun: string) =>
  z
    .array(setBlockInput)
    .min(1, 'Add at least one set')
    .max(PLAN_BLOCKS_MAX, `${noun} can have at most ${PLAN_BLOCKS_MAX} sets`)
    .superRefine((blocks, ctx) => {
      let rows = 0;
      for (const b of blocks) for (const e of b.exercises) rows += e.sets.length;
      if (rows > PLAN_SET_ROWS_MAX) ctx.addIssue({ code: 'custom', message: PLAN_SET_ROWS_MESSAGE });
    });

export const workoutDetailsFields = {
  name: oneLine(boundedText('Workout name is required', 1, 'Workout name', NAME_MAX), 'Workout name'),
  description: shortText('Description', DESCRIPTION_MAX),
  scheduledDate: calendarDate('Workout date is required'),
  estimatedDuration: z
    .number({ message: 'Target duration must be a number' })
    .int('Target duration must be a whole number of minutes')
    .min(1, 'Target duration must be at least 1 minute')
    .max(1440, 'Target duration must be at most 1440 minutes')
    .nullable()
    .default(null),
  tags: z.array(z.string().trim().min(1).max(40)).max(20, 'At most 20 tags').default([]),
};

/** The workout details form of the builder. */
export const workoutDetailsForm = z.object(workoutDetailsFields);

export const workoutInput = z
  .object({
    ...workoutDetailsFields,
    assignedTo: idSchema.describe('The client the workout is for'),
    sets: planBlocksInput('A workout'),
  })
  .refine((w) => w.sets.some((b) => b.exercises.length > 0), {
    message: 'Add at least one exercise to create a workout',
    path: ['sets'],
  });
export type WorkoutInput = z.input<typeof workoutInput>;

export const copyWorkoutInput = z.object({
  name: oneLine(
    boundedText('Please fill in all required fields for copying', 1, 'Workout name', NAME_MAX),
    'Workout name',
  ),
  assignedTo: idSchema,
  scheduledDate: calendarDate('Please fill in all required fields for copying'),
});
export type CopyWorkoutInput = z.input<typeof copyWorkoutInput>;
