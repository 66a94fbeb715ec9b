import { z } from 'zod';
import { sexSchema, type Sex } from './body-data.ts';
import { errorBody, idParams, idSchema, requiredNumber } from './common.ts';
import { route } from './route.ts';

// A client's daily nutrition targets, set by their trainer (decision 0033), and the proposal the
// trainer starts from: Mifflin-St Jeor energy from the client's body data.

export const KCAL_BOUNDS = { min: 800, max: 10_000 } as const;
export const MACRO_MAX_G = 1_000;
export const GOAL_RATE_BOUNDS = { min: -1.5, max: 1 } as const;
/** How far the macros' energy may go past the calorie target before it is refused. */
export const MACRO_ENERGY_TOLERANCE = 0.1;
/** Energy per gram (kcal): protein and carbohydrate 4, fat 9. */
export const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;
/** Energy of one kilogram of body weight (kcal), for the goal rate. */
export const KCAL_PER_KG_BODY_WEIGHT = 7_700;

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

/** The energy of the macros (kcal). */
export const macroEnergy = (t: { protein: number; carbs: number; fat: number }) =>
  KCAL_PER_G.protein * t.protein + KCAL_PER_G.carbs * t.carbs + KCAL_PER_G.fat * t.fat;

const grams = (label: string) =>
  requiredNumber(label)
    .finite(`${label} must be a number`)
    .min(0, `${label} must be between 0 and ${thousands(MACRO_MAX_G)} g`)
    .max(MACRO_MAX_G, `${label} must be between 0 and ${thousands(MACRO_MAX_G)} g`);

/** One day's targets: energy, the three macros and, if the trainer sets it, fiber. */
export const dayTargets = z
  .object({
    kcal: requiredNumber('Calories')
      .int('Calories must be a whole number')
      .min(
        KCAL_BOUNDS.min,
        `Calories must be between ${thousands(KCAL_BOUNDS.min)} and ${thousands(KCAL_BOUNDS.max)} kcal`,
      )
      .max(
        KCAL_BOUNDS.max,
        `Calories must be between ${thousands(KCAL_BOUNDS.min)} and ${thousands(KCAL_BOUNDS.max)} kcal`,
      ),
    protein: grams('Protein'),
    carbs: grams('Carbohydrate'),
    fat: grams('Fat'),
    fiber: grams('Fiber').nullable().default(null),
  })
  .superRefine((t, ctx) => {
    // Calories out of bounds have their own message already (zod runs this check even then).
    if (t.kcal < KCAL_BOUNDS.min || t.kcal > KCAL_BOUNDS.max) return;
    const energy = macroEnergy(t);
    if (energy > t.kcal * (1 + MACRO_ENERGY_TOLERANCE)) {
      const over = energy - t.kcal;
      ctx.addIssue({
        code: 'custom',
        path: ['kcal'],
        message:
          `The macros add up to ${thousands(energy)} kcal, ${thousands(over)} kcal ` +
          `(${Math.round((over / t.kcal) * 100)}%) more than the ${thousands(t.kcal)} kcal target; ` +
          'lower the macros or raise the calories (at most 10% over)',
      });
    }
  });
export type DayTargets = z.output<typeof dayTargets>;
export type DayTargetsInput = z.input<typeof dayTargets>;

const goalRate = z
  .number({ message: 'Goal rate must be a number' })
  .finite('Goal rate must be a number')
  .min(GOAL_RATE_BOUNDS.min, 'Goal rate must be between -1.5 and +1 kg per week')
  .max(GOAL_RATE_BOUNDS.max, 'Goal rate must be between -1.5 and +1 kg per week');

/**
 * What the trainer sets: `day` holds every day, or only training days when `restDay` is set (a
 * day is a training day when the client has a workout scheduled on it).
 */
export const targetsInput = z.object({
  day: dayTargets,
  restDay: dayTargets.nullable().default(null),
  goalRateKgPerWeek: goalRate.nullable().default(null),
});
export type TargetsInput = z.input<typeof targetsInput>;

export const nutritionTargets = z.object({
  clientId: idSchema,
  day: dayTargets,
  restDay: dayTargets.nullable(),
  goalRateKgPerWeek: z.number().nullable(),
  setBy: idSchema.nullable(),
  updatedAt: z.string(),
});
export type NutritionTargets = z.infer<typeof nutritionTargets>;

/** The targets of one day: the rest-day ones on a rest day when there are any, else the day's. */
export const targetsForDay = (t: Pick<NutritionTargets, 'day' | 'restDay'>, isTrainingDay: boolean) =>
  !isTrainingDay && t.restDay ? t.restDay : t.day;

export const targetsAnswer = z.object({ targets: nutritionTargets.nullable() });
export type TargetsAnswer = z.infer<typeof targetsAnswer>;

/** The client's own: their targets and what kind of day today is for them (their time zone). */
export const ownTargetsAnswer = z.object({
  targets: nutritionTargets.nullable(),
  today: z.object({ date: z.string(), isTrainingDay: z.boolean() }),
});
export type OwnTargetsAnswer = z.infer<typeof ownTargetsAnswer>;

/** The most changes of one client's targets kept; older ones are dropped as new ones come. */
export const TARGET_HISTORY_MAX = 100;

// ---- The proposal ------------------------------------------------------------------------------

/** Activity factors from training days per week (multiplying BMR to maintenance energy). */
export const ACTIVITY_FACTORS = [
  { days: [0], factor: 1.2, label: 'sedentary (no training days)' },
  { days: [1, 2], factor: 1.375, label: 'lightly active (1-2 training days a week)' },
  { days: [3, 4, 5], factor: 1.55, label: 'moderately active (3-5 training days a week)' },
  { days: [6, 7], factor: 1.725, label: 'very active (6-7 training days a week)' },
] as const;

export const activityFor = (daysPerWeek: number) =>
  ACTIVITY_FACTORS.find((a) => (a.days as readonly number[]).includes(daysPerWeek))!;

/** Mifflin-St Jeor basal metabolic rate (kcal a day). */
export function mifflinStJeor(p: { weightKg: number; heightCm: number; age: number; sex: Sex }): number {
  return 10 * p.weightKg + 6.25 * p.heightCm - 5 * p.age + (p.sex === 'male' ? 5 : -161);
}

/** The energy a day of the goal rate adds (gain) or takes (loss): 7,700 kcal per kg over 7 days. */
export const goalEnergyPerDay = (kgPerWeek: number) => (kgPerWeek * KCAL_PER_KG_BODY_WEIGHT) / 7;

export const PROTEIN_G_PER_KG = 1.8;
export const FAT_SHARE_OF_KCAL = 0.3;

export interface ProposalInputs {
  weightKg: number;
  heightCm: number;
  age: number;
  sex: Sex;
  daysPerWeek: number;
  goalRateKgPerWeek: number;
}

/**
 * The starting targets: BMR x the activity factor + the goal's daily energy (kcal, whole, at least
 * 800); protein 1.8 g per kg, fat 30% of the energy, carbohydrate the rest (whole grams).
 */
export function proposeTargets(p: ProposalInputs) {
  const bmr = mifflinStJeor(p);
  const activity = activityFor(p.daysPerWeek);
  const maintenance = bmr * activity.factor;
  const goalEnergy = goalEnergyPerDay(p.goalRateKgPerWeek);
  const kcal = Math.min(KCAL_BOUNDS.max, Math.max(KCAL_BOUNDS.min, Math.round(maintenance + goalEnergy)));
  const protein = Math.round(PROTEIN_G_PER_KG * p.weightKg);
  const fat = Math.round((FAT_SHARE_OF_KCAL * kcal) / KCAL_PER_G.fat);
  const carbs = Math.max(0, Math.round((kcal - protein * KCAL_PER_G.protein - fat * KCAL_PER_G.fat) / 4));
  return {
    bmr: Math.round(bmr * 100) / 100,
    activityFactor: activity.factor,
    maintenance: Math.round(maintenance),
    goalEnergy: Math.round(goalEnergy),
    targets: { kcal, protein, carbs, fat, fiber: null } satisfies DayTargets,
  };
}

export const PROPOSAL_FORMULA =
  'Calories = BMR x activity factor + goal rate (kg per week) x 7,700 / 7, where Mifflin-St Jeor ' +
  'BMR = 10 x weight (kg) + 6.25 x height (cm) - 5 x age (years) + 5 (male) or - 161 (female). ' +
  'Protein 1.8 g per kg of body weight, fat 30% of calories, carbohydrate the rest.';

/** Where an input of the proposal came from. */
export const INPUT_SOURCES = ['entered', 'profile', 'progress', 'intake', 'targets', 'default'] as const;
export const inputSourceSchema = z.enum(INPUT_SOURCES);
export type InputSource = z.infer<typeof inputSourceSchema>;

export const PROPOSAL_INPUTS = [
  'weightKg',
  'heightCm',
  'age',
  'sex',
  'daysPerWeek',
  'goalRateKgPerWeek',
] as const;
export type ProposalInput = (typeof PROPOSAL_INPUTS)[number];

const numberInput = z.object({
  value: z.number().nullable(),
  source: inputSourceSchema.nullable(),
  /** Where it came from, in words ("Latest body weight entry, 2026-11-20"). */
  note: z.string(),
});

/** Inputs the trainer enters on the screen to recompute (each optional; kg, cm, years). */
const queryNumber = (label: string, min: number, max: number, unit: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(min, `${label} must be between ${min} and ${max}${unit}`)
    .max(max, `${label} must be between ${min} and ${max}${unit}`)
    .optional();
export const proposalQuery = z.object({
  weightKg: queryNumber('Weight', 30, 300, ' kg'),
  heightCm: queryNumber('Height', 100, 250, ' cm'),
  age: queryNumber('Age', 13, 100, ' years').pipe(
    z.number().int('Age must be a whole number of years').optional(),
  ),
  sex: sexSchema.optional(),
  daysPerWeek: queryNumber('Training days per week', 0, 7, '').pipe(
    z.number().int('Training days per week must be a whole number').optional(),
  ),
  goalRateKgPerWeek: queryNumber('Goal rate', GOAL_RATE_BOUNDS.min, GOAL_RATE_BOUNDS.max, ' kg per week'),
});
export type ProposalQuery = z.input<typeof proposalQuery>;

export const proposalAnswer = z.object({
  formula: z.string(),
  inputs: z.object({
    weightKg: numberInput,
    heightCm: numberInput,
    age: numberInput,
    sex: numberInput.extend({ value: sexSchema.nullable() }),
    daysPerWeek: numberInput,
    goalRateKgPerWeek: numberInput,
  }),
  /** What the intake says of height and weight, as the client typed it: hints for the trainer. */
  intake: z.object({ height: z.string().nullable(), weight: z.string().nullable() }),
  /** Inputs with no value: the screen asks for them. */
  missing: z.array(z.enum(PROPOSAL_INPUTS)),
  /** Null while inputs are missing. */
  result: z
    .object({
      bmr: z.number(),
      activityFactor: z.number(),
      activityLabel: z.string(),
      maintenance: z.number(),
      goalEnergy: z.number(),
      targets: dayTargets,
    })
    .nullable(),
});
export type ProposalAnswer = z.infer<typeof proposalAnswer>;

const tags = ['nutrition'];

/** The nutrition targets' calls. */
export const nutritionCalls = {
  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/nutrition/targets',
    summary: "A client's nutrition targets, for their trainer",
    tags,
    params: idParams,
    answers: { 200: targetsAnswer, 404: errorBody },
  }),

  set: route({
    method: 'PUT',
    path: '/api/clients/:id/nutrition/targets',
    summary: "Set a client's nutrition targets",
    description:
      'Calories 800-10,000 kcal, each macro 0-1,000 g; macros whose energy (4 x protein + 4 x carbs + ' +
      '9 x fat) is more than 10% over the calories are refused on the kcal field. The client is notified.',
    tags,
    params: idParams,
    body: targetsInput,
    answers: { 200: targetsAnswer, 400: errorBody, 404: errorBody },
  }),

  proposal: route({
    method: 'GET',
    path: '/api/clients/:id/nutrition/proposal',
    summary: 'Proposed nutrition targets for a client (Mifflin-St Jeor)',
    description:
      'The formula, each input and where it came from (query, profile, latest body weight entry, ' +
      'intake), and the inputs still missing. Query parameters replace the stored inputs.',
    tags,
    params: idParams,
    query: proposalQuery,
    answers: { 200: proposalAnswer, 400: errorBody, 404: errorBody },
  }),

  own: route({
    method: 'GET',
    path: '/api/nutrition/targets',
    summary: 'My nutrition targets (null when none are set)',
    tags,
    answers: { 200: ownTargetsAnswer },
  }),
};
