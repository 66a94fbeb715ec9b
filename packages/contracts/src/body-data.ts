import { z } from 'zod';
import { errorBody } from './common.ts';
import { route } from './route.ts';
import { calendarDate } from './workout-plan-inputs.ts';

// A person's body data on their profile: what the energy formula of nutrition targets needs.

export const SEXES = ['female', 'male'] as const;
export const sexSchema = z.enum(SEXES, { message: 'Sex must be female or male' });
export type Sex = z.infer<typeof sexSchema>;

export const HEIGHT_UNITS = ['cm', 'in'] as const;
export const BODY_WEIGHT_UNITS = ['kg', 'lbs'] as const;

/** The bounds, in the stored units: an adult or teenager, not a typing slip. */
export const HEIGHT_CM = { min: 100, max: 250 } as const;
export const WEIGHT_KG = { min: 30, max: 300 } as const;
export const AGE_YEARS = { min: 13, max: 100 } as const;

const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

export const inchesToCm = (inches: number) => round1(inches * CM_PER_IN);
export const cmToInches = (cm: number) => round1(cm / CM_PER_IN);
export const lbsToKg = (lbs: number) => round2(lbs * KG_PER_LB);
export const kgToLbs = (kg: number) => round1(kg / KG_PER_LB);

/** Whole years from `dateOfBirth` to `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
const optionalNumber = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .nullable()
    .default(null);

/**
 * The profile's body data as entered: every field may be left empty (null). Height and weight come
 * with the unit they were entered in and are stored in cm and kg; the messages name the unit used.
 */
export const bodyDataInput = z
  .object({
    dateOfBirth: calendarDate('Enter a date as YYYY-MM-DD').nullable().default(null),
    sex: sexSchema.nullable().default(null),
    height: optionalNumber('Height'),
    heightUnit: z.enum(HEIGHT_UNITS, { message: 'Height unit must be cm or in' }).default('cm'),
    weight: optionalNumber('Weight'),
    weightUnit: z.enum(BODY_WEIGHT_UNITS, { message: 'Weight unit must be kg or lbs' }).default('kg'),
  })
  .superRefine((v, ctx) => {
    /** Refuses a field whose value (in the unit of the bounds) is outside the bounds. */
    const within = (
      path: string,
      value: number,
      { min, max }: { min: number; max: number },
      message: string,
    ) => {
      if (value < min || value > max) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (v.dateOfBirth)
      within(
        'dateOfBirth',
        ageOn(v.dateOfBirth, todayUtc()),
        AGE_YEARS,
        `Date of birth must give an age between ${AGE_YEARS.min} and ${AGE_YEARS.max} years`,
      );
    if (v.height !== null)
      within(
        'height',
        v.heightUnit === 'in' ? inchesToCm(v.height) : v.height,
        HEIGHT_CM,
        v.heightUnit === 'in'
          ? `Height must be between ${cmToInches(HEIGHT_CM.min)} and ${cmToInches(HEIGHT_CM.max)} in`
          : `Height must be between ${HEIGHT_CM.min} and ${HEIGHT_CM.max} cm`,
      );
    if (v.weight !== null)
      within(
        'weight',
        v.weightUnit === 'lbs' ? lbsToKg(v.weight) : v.weight,
        WEIGHT_KG,
        v.weightUnit === 'lbs'
          ? `Weight must be between ${Math.round(kgToLbs(WEIGHT_KG.min))} and ${Math.round(kgToLbs(WEIGHT_KG.max))} lbs`
          : `Weight must be between ${WEIGHT_KG.min} and ${WEIGHT_KG.max} kg`,
      );
  })
  .transform((v) => ({
    dateOfBirth: v.dateOfBirth,
    sex: v.sex,
    heightCm: v.height === null ? null : v.heightUnit === 'in' ? inchesToCm(v.height) : round1(v.height),
    weightKg: v.weight === null ? null : v.weightUnit === 'lbs' ? lbsToKg(v.weight) : round2(v.weight),
  }));
export type BodyDataInput = z.input<typeof bodyDataInput>;

/** Body data as stored: cm and kg; null where nothing was entered. */
export const bodyData = z.object({
  dateOfBirth: z.string().nullable(),
  sex: sexSchema.nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type BodyData = z.infer<typeof bodyData>;

/** The body data and, beside it, the intake's own words and the latest weighing: hints for the form. */
export const bodyDataAnswer = z.object({
  body: bodyData,
  hints: z.object({
    /** What the intake (goals form) says, as the person typed it. */
    intakeHeight: z.string().nullable(),
    intakeWeight: z.string().nullable(),
    /** The latest "Body weight" progress entry, in kg, and its date. */
    latestWeighing: z.object({ weightKg: z.number(), date: z.string() }).nullable(),
  }),
});
export type BodyDataAnswer = z.infer<typeof bodyDataAnswer>;

/** A person's own body data. */
export const bodyDataCalls = {
  get: route({
    method: 'GET',
    path: '/api/users/body',
    summary: 'My body data (date of birth, sex, height, weight)',
    tags: ['users'],
    answers: { 200: bodyDataAnswer },
  }),

  save: route({
    method: 'PUT',
    path: '/api/users/body',
    summary: 'Change my body data',
    tags: ['users'],
    body: bodyDataInput,
    answers: { 200: bodyDataAnswer, 400: errorBody },
  }),
};
