import { z } from 'zod';

// How an exercise's load is prescribed in a plan (a template's, a program day's, a workout's). Left
// out, the load is fixed: the set rows' own target weights, as every plan before prescriptions.

export const LOAD_KINDS = ['fixed', 'percent', 'effort', 'double', 'linear', 'deload'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** What the builder's selector calls each kind. */
export const LOAD_KIND_LABELS: Record<LoadKind, string> = {
  fixed: 'Fixed weight',
  percent: '% of training max',
  effort: 'RPE / RIR target',
  double: 'Double progression',
  linear: 'Linear progression',
  deload: 'Deload',
};

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be from ${min} to ${max}`)
    .max(max, `${label} must be from ${min} to ${max}`);

/** RPE from 5 to 10 in half steps, as RPE is logged. */
const rpeField = z
  .number({ message: 'RPE must be a number from 5 to 10' })
  .min(5, 'RPE must be from 5 to 10')
  .max(10, 'RPE must be from 5 to 10')
  .refine((v) => Number.isInteger(v * 2), 'RPE goes in half steps (7.5, 8)');

/** A weight step (a linear progression's), above 0 and at most 25 in the client's unit. */
const stepField = z
  .number({ message: 'Step must be a number' })
  .positive('Step must be above 0')
  .max(25, 'Step must be at most 25');

export const loadPrescription = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('fixed') }),
    /** A percentage of the client's training max for this exercise. */
    z.object({ kind: z.literal('percent'), percent: whole('Percentage', 30, 110) }),
    /** Shown to the client; no load is computed. */
    z
      .object({
        kind: z.literal('effort'),
        rpe: rpeField.nullable().default(null),
        rir: whole('RIR', 0, 5).nullable().default(null),
      })
      .refine((p) => (p.rpe === null) !== (p.rir === null), {
        message: 'Give either an RPE or an RIR target',
        path: ['rpe'],
      }),
    /**
     * Double progression over a rep range: when every set reached `maxReps` at RPE 8 or less, the
     * next time adds a plate step and starts again at `minReps`; else the weight stays.
     */
    z
      .object({
        kind: z.literal('double'),
        minReps: whole('Lowest reps', 1, 100),
        maxReps: whole('Highest reps', 1, 100),
      })
      .refine((p) => p.minReps < p.maxReps, {
        message: 'Highest reps must be above lowest reps',
        path: ['maxReps'],
      }),
    /** A step added each session whose sets all reached their target reps (a plate step if left out). */
    z.object({ kind: z.literal('linear'), step: stepField.nullable().default(null) }),
    /** A lighter week: this percentage of the last working weight. */
    z.object({ kind: z.literal('deload'), percent: whole('Deload percentage', 40, 95) }),
  ],
  { error: 'Load kind must be one of: ' + LOAD_KINDS.join(', ') },
);
export type LoadPrescription = z.output<typeof loadPrescription>;
export type LoadPrescriptionInput = z.input<typeof loadPrescription>;
