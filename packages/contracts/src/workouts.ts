import { z } from 'zod';
import { boundedText, idSchema, oneLine, textUpTo } from './common.ts';
import { warningSchema } from './conditions.ts';

export const WORKOUT_STATUSES = ['SCHEDULED', 'COMPLETED'] as const;
export const workoutStatusSchema = z.enum(WORKOUT_STATUSES);
export type WorkoutStatus = z.infer<typeof workoutStatusSchema>;
export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export const weightUnitSchema = z.enum(WEIGHT_UNITS, { message: 'Unit must be lbs or kg' });
export type WeightUnit = z.infer<typeof weightUnitSchema>;

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
const validCalendarDate = (v: string) =>
  isoDate.test(v) &&
  // JavaScript has a year 0; PostgreSQL's calendar (and ours) goes from 1 BC to AD 1.
  !v.startsWith('0000') &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar date YYYY-MM-DD, from 0001-01-01 to 9999-12-31. */
export const calendarDate = (message: string) =>
  z.string({ message }).trim().min(1, message).refine(validCalendarDate, 'Enter a date as YYYY-MM-DD');

const shortText = (label: string, max = 100) => textUpTo(label, max).default('');

/** Text the client records while training: left out or null when they record none. */
const recordedText = (label: string, max: number) => textUpTo(label, max).nullable().optional();

// ---------------------------------------------------------------------------
// What the trainer sends: the plan, targets only
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// What the client sends: actual values only
// ---------------------------------------------------------------------------

const skippedFlag = z.boolean({ message: 'Skipped must be true or false' }).optional();

/** Refused completion: everything of the workout skipped, so nothing was done. */
export const NOTHING_DONE =
  'Nothing of this workout is recorded as done: mark at least one set done, or leave it for another day';

export const actualSetInput = z.object({
  id: idSchema,
  actualReps: z
    .number({ message: 'Reps must be a number' })
    .int('Reps must be a whole number')
    .min(0, 'Reps cannot be negative')
    .max(1000, 'Reps must be at most 1000')
    .nullable()
    .optional(),
  actualWeight: recordedText('Weight', 20),
  /**
   * The unit the client entered `actualWeight` in (they may count in the other unit than the one
   * prescribed); left out or null: the row's prescribed `weightUnit`.
   */
  actualWeightUnit: weightUnitSchema.nullable().optional(),
  actualDuration: recordedText('Duration', 50),
  actualTempo: recordedText('Tempo', 50),
  /** True: the client did not do this set (its actual values are dropped); false undoes it. */
  skipped: skippedFlag,
});

export const actualExerciseInput = z.object({
  id: idSchema,
  notes: recordedText('Notes', 2000),
  completedAsPrescribed: z.boolean({ message: 'Completed as prescribed must be true or false' }).optional(),
  actualDuration: recordedText('Duration', 50),
  actualTempo: recordedText('Tempo', 50),
  /** True: the client did not do this exercise at all (each of its sets skipped too). */
  skipped: skippedFlag,
  sets: z.array(actualSetInput).max(50).default([]),
});

export const actualBlockInput = z.object({
  id: idSchema,
  exercises: z.array(actualExerciseInput).max(30).default([]),
});

export const feedbackInput = z.object({ sets: z.array(actualBlockInput).max(30) });
export type FeedbackInput = z.input<typeof feedbackInput>;

/** No workout was completed before 1900 (progress dates start there too). */
const EARLIEST_COMPLETION = Date.parse('1900-01-01T00:00:00Z');

/** Where it hurt, in the client's words ("left knee"): at most this long. */
export const PAIN_AREA_MAX = 60;

/** Something hurt during the workout: where and how much (0 to 10), as the client reports it. */
export const painReport = z.object({
  area: oneLine(textUpTo('Where it hurt', PAIN_AREA_MAX), 'Where it hurt').min(1, 'Say where it hurt'),
  level: z
    .number({ message: 'How much it hurt must be a number from 0 to 10' })
    .int('How much it hurt must be a whole number from 0 to 10')
    .min(0, 'How much it hurt must be from 0 to 10')
    .max(10, 'How much it hurt must be from 0 to 10'),
});
export type PainReport = z.infer<typeof painReport>;

export const completeInput = z.object({
  sets: z.array(actualBlockInput).max(30).default([]),
  /** Left out or null: nothing hurt. */
  pain: painReport.nullable().optional(),
  status: z.literal('COMPLETED', { message: 'Status must be COMPLETED' }),
  completedDate: z.iso
    .datetime({ message: 'Completed date must be an ISO 8601 timestamp', offset: true })
    // (Year 0 and earlier, which PostgreSQL cannot store either, answered 500.)
    .refine((v) => Date.parse(v) >= EARLIEST_COMPLETION, 'Completed date is too far in the past'),
});
export type CompleteInput = z.input<typeof completeInput>;

// ---------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------

export const setRow = z.object({
  id: idSchema,
  setNumber: z.number().int(),
  targetReps: z.number().int(),
  targetWeight: z.string(),
  weightUnit: weightUnitSchema,
  eachSide: z.boolean(),
  targetDuration: z.string(),
  actualReps: z.number().int().nullable(),
  actualWeight: z.string().nullable(),
  /**
   * The unit `actualWeight` was entered in; left out (rows recorded before the client could choose)
   * or null: `weightUnit`, the prescribed one.
   */
  actualWeightUnit: weightUnitSchema.nullable().optional(),
  actualDuration: z.string().nullable(),
  actualTempo: z.string().nullable(),
  /** True on a set the client completed the workout without doing (left out of every statistic). */
  skipped: z.boolean().optional(),
});
export type SetRow = z.infer<typeof setRow>;

/** One set as the client recorded it when they completed a workout. */
export const performedSet = z.object({
  /**
   * The set's number in that workout's exercise (its row's `setNumber`): sets the client left empty
   * are not recorded, so a set's place in the list is not its number. Null for what was recorded of
   * an exercise without set rows (a duration or tempo).
   */
  setNumber: z.number().int().nullable(),
  actualReps: z.number().int().nullable(),
  actualWeight: z.string().nullable(),
  /** The unit the weight was entered in (null without a weight). */
  weightUnit: weightUnitSchema.nullable(),
});
export type PerformedSet = z.infer<typeof performedSet>;

/** The unit a set row's actual weight was entered in: the one the client chose, else the prescribed one. */
export const actualWeightUnitOf = (row: Pick<SetRow, 'weightUnit' | 'actualWeightUnit'>): WeightUnit =>
  row.actualWeightUnit ?? row.weightUnit;

/** The client's last completed performance of an exercise before this workout. */
export const previousPerformance = z.object({
  /** When that workout was completed (ISO 8601). */
  date: z.string(),
  workoutId: idSchema,
  sets: z.array(performedSet),
});
export type PreviousPerformance = z.infer<typeof previousPerformance>;

export const workoutExercise = z.object({
  id: idSchema,
  exerciseId: idSchema,
  exerciseName: z.string(),
  order: z.number().int(),
  equipment: z.array(z.string()),
  description: z.string(),
  videoUrl: z.string(),
  duration: z.string(),
  tempo: z.string(),
  specialInstructions: z.string(),
  notes: z.string().nullable(),
  completedAsPrescribed: z.boolean(),
  actualDuration: z.string().nullable(),
  actualTempo: z.string().nullable(),
  /** True on an exercise the client completed the workout without doing (its sets are skipped too). */
  skipped: z.boolean().optional(),
  sets: z.array(setRow),
  /**
   * In the client's own read of one workout: their last completed performance of this library
   * exercise before this workout, null the first time.
   */
  previous: previousPerformance.nullable().optional(),
});
export type WorkoutExercise = z.infer<typeof workoutExercise>;

export const setBlock = z.object({
  id: idSchema,
  setNumber: z.number().int(),
  setType: z.string(),
  restPeriod: z.string(),
  intensityLevel: z.number().int().nullable(),
  targetHeartRate: z.number().int().nullable(),
  specialInstructions: z.string(),
  exercises: z.array(workoutExercise),
});
export type SetBlock = z.infer<typeof setBlock>;

export const workoutSummary = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  status: workoutStatusSchema,
  scheduledDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  createdAt: z.string(),
  estimatedDuration: z.number().int().nullable(),
  tags: z.array(z.string()),
  assignedTo: idSchema,
  createdBy: idSchema.nullable(),
  /** The program assignment that scheduled it (GET /api/clients/{id}/programs), if one did. */
  programAssignmentId: idSchema.nullable(),
});
export type WorkoutSummary = z.infer<typeof workoutSummary>;

export const workout = workoutSummary.extend({ sets: z.array(setBlock) });
export type Workout = z.infer<typeof workout>;

/**
 * `warnings` only in a trainer's answers: every exercise of the plan contraindicated for one of the
 * client's conditions (never a reason to refuse the workout).
 */
export const workoutAnswer = z.object({ workout, warnings: z.array(warningSchema).optional() });
export type WorkoutAnswer = z.infer<typeof workoutAnswer>;
