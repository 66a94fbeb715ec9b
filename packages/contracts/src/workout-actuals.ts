import { z } from 'zod';
import { idSchema, oneLine, textUpTo } from './common.ts';
import { weightUnitSchema } from './workout-answers.ts';

// What the client sends: actual values only (a save of what they recorded, a completion).

/** Text the client records while training: left out or null when they record none. */
const recordedText = (label: string, max: number) => textUpTo(label, max).nullable().optional();

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
