import { z } from 'zod';
import { boundedText, idSchema, oneLine, requiredNumber } from './common.ts';
import { mealTypeSchema, withinAYear, type MealType } from './meals.ts';
import { dayTargets, type DayTargets } from './nutrition.ts';
import { calendarDate } from './workouts.ts';

// The client's food diary (decision 0034): what they ate, by meal, each entry's nutrients computed
// by the server from the food when it is logged and kept with the entry.

/** The most of one food in one entry (g), and of servings or portions. */
export const DIARY_GRAMS_MAX = 10_000;
export const DIARY_COUNT_MAX = 100;
/** A quick entry's energy (kcal) and macros (g). */
export const QUICK_KCAL_MAX = 10_000;
export const QUICK_MACRO_MAX = 1_000;
/** Caps: entries of one day, entries of one client. */
export const DIARY_ENTRIES_PER_DAY_MAX = 100;
export const DIARY_ENTRIES_PER_CLIENT_MAX = 20_000;
export const DIARY_DAY_FULL =
  'A day of the diary holds at most 100 entries. Delete some of this day to add more.';
export const DIARY_FULL = 'The diary holds at most 20,000 entries. Delete older entries to add new ones.';
export const UNKNOWN_FOOD = 'Unknown food';
/** How many foods the recent and frequent lists hold each. */
export const RECENT_FOODS_MAX = 20;

const thousands = (n: number) => n.toLocaleString('en-US');

const diaryDate = (label: string) =>
  calendarDate(`${label} is required`).refine(withinAYear, `${label} must be within a year of today`);

const positive = (label: string, max: number, unit = '') =>
  requiredNumber(label)
    .finite(`${label} must be a number`)
    .gt(0, `${label} must be more than 0`)
    .max(max, `${label} must be at most ${thousands(max)}${unit}`);

const between = (label: string, max: number, unit: string) =>
  requiredNumber(label)
    .finite(`${label} must be a number`)
    .min(0, `${label} must be between 0 and ${thousands(max)}${unit}`)
    .max(max, `${label} must be between 0 and ${thousands(max)}${unit}`);

/**
 * How much of a food: grams, a portion of the food's (its label) times `count` (1 unless given),
 * or servings; exactly one of the three.
 */
const amountFields = {
  grams: positive('Grams', DIARY_GRAMS_MAX, ' g').optional(),
  portion: z.string({ message: 'Portion must be text' }).trim().min(1).max(200).optional(),
  count: positive('Count', DIARY_COUNT_MAX).optional(),
  servings: positive('Servings', DIARY_COUNT_MAX).optional(),
};
const quickFields = {
  name: oneLine(boundedText('Name is required', 1, 'Name', 100), 'Name').optional(),
  kcal: between('Calories', QUICK_KCAL_MAX, ' kcal').optional(),
  protein: between('Protein', QUICK_MACRO_MAX, ' g').optional(),
  carbs: between('Carbohydrate', QUICK_MACRO_MAX, ' g').optional(),
  fat: between('Fat', QUICK_MACRO_MAX, ' g').optional(),
};

type AmountShape = { grams?: number; portion?: string; count?: number; servings?: number };
const AMOUNT_ONE = 'Enter the amount once: grams, a portion or servings';

function checkAmount(v: AmountShape, ctx: z.RefinementCtx, required: boolean) {
  const given = [v.grams, v.portion, v.servings].filter((x) => x !== undefined).length;
  if (given > 1) ctx.addIssue({ code: 'custom', path: ['grams'], message: AMOUNT_ONE });
  else if (given === 0 && required)
    ctx.addIssue({
      code: 'custom',
      path: ['grams'],
      message: 'Enter how much: grams, a portion or servings',
    });
  if (v.count !== undefined && v.portion === undefined)
    ctx.addIssue({ code: 'custom', path: ['count'], message: 'A count goes with a portion' });
}

/**
 * One entry to log: a food of the library with an amount, or a quick entry (a name and its calories,
 * macros optional). The nutrients of a food entry come from the food, never from the body.
 */
export const diaryEntryInput = z
  .object({
    date: diaryDate('Date'),
    mealType: mealTypeSchema,
    foodId: idSchema.optional(),
    /** A food of the client's own, or their trainer's shared one, instead of a library food. */
    customFoodId: idSchema.optional(),
    ...amountFields,
    ...quickFields,
  })
  .superRefine((v, ctx) => {
    if (v.foodId !== undefined && v.customFoodId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['customFoodId'], message: 'Choose one food' });
    if (v.foodId !== undefined || v.customFoodId !== undefined) {
      checkAmount(v, ctx, true);
      for (const k of ['name', 'kcal', 'protein', 'carbs', 'fat'] as const)
        if (v[k] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [k],
            message: 'A food entry takes its nutrients from the food',
          });
      return;
    }
    if (v.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
    if (v.kcal === undefined)
      ctx.addIssue({ code: 'custom', path: ['kcal'], message: 'Calories is required' });
    for (const k of ['grams', 'portion', 'count', 'servings'] as const)
      if (v[k] !== undefined)
        ctx.addIssue({ code: 'custom', path: [k], message: 'A quick entry has no amount; choose a food' });
  });
export type DiaryEntryInput = z.input<typeof diaryEntryInput>;

/** A change of an entry: its meal, the amount of a food entry, or a quick entry's name and values. */
export const diaryEntryChange = z
  .object({ mealType: mealTypeSchema.optional(), ...amountFields, ...quickFields })
  .superRefine((v, ctx) => checkAmount(v, ctx, false));
export type DiaryEntryChange = z.input<typeof diaryEntryChange>;

export const diaryCopyInput = z.object({
  fromDate: diaryDate('From date'),
  meal: mealTypeSchema,
  toDate: diaryDate('To date'),
  toMeal: mealTypeSchema.optional(),
});
export type DiaryCopyInput = z.input<typeof diaryCopyInput>;

export const diaryEntry = z.object({
  id: idSchema,
  clientId: idSchema,
  date: z.string(),
  mealType: mealTypeSchema,
  /** Null for a quick entry, or when the food has since left the library. */
  foodId: idSchema.nullable(),
  /** The custom food it was logged from; null otherwise or once that food is deleted. */
  customFoodId: idSchema.nullable(),
  name: z.string(),
  /** The amount in grams (foods with a weight), else in servings; both null for a quick entry. */
  grams: z.number().nullable(),
  servings: z.number().nullable(),
  /** How it was entered, e.g. '2 x 1 large (100 g)', '150 g', '1.5 servings (1 cup)'; '' for quick. */
  amount: z.string(),
  kcal: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number().nullable(),
  createdAt: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntry>;

export const NUTRIENTS = ['kcal', 'protein', 'carbs', 'fat', 'fiber'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
export const nutrientTotals = z.object({
  kcal: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number(),
});
export type NutrientTotals = z.infer<typeof nutrientTotals>;

export const diaryDay = z.object({
  clientId: idSchema,
  date: z.string(),
  isTrainingDay: z.boolean(),
  /** The day's entries, breakfast to snacks, each meal in the order logged. */
  entries: z.array(diaryEntry),
  totals: nutrientTotals,
  /** The targets of this kind of day (training or rest); null when none are set. */
  targets: dayTargets.nullable(),
  /** Per nutrient: the total, the target (null when none) and what remains (negative when over). */
  versusTargets: z.array(
    z.object({
      nutrient: z.enum(NUTRIENTS),
      total: z.number(),
      target: z.number().nullable(),
      remaining: z.number().nullable(),
    }),
  ),
});
export type DiaryDay = z.infer<typeof diaryDay>;

export const diaryDayQuery = z.object({ date: calendarDate('Enter a date as YYYY-MM-DD') });
export const diaryEntryAnswer = z.object({ entry: diaryEntry });
export const diaryEntriesAnswer = z.object({ entries: z.array(diaryEntry) });
export type DiaryEntryAnswer = z.infer<typeof diaryEntryAnswer>;
export type DiaryEntriesAnswer = z.infer<typeof diaryEntriesAnswer>;

const round1 = (n: number) => Math.round(n * 10) / 10;
const num = (n: number) => round1(n).toLocaleString('en-US');

/** What of a food the amount needs: its serving, its weight and portions, its nutrients per serving. */
export interface FoodForAmount {
  name: string;
  servingSize: number;
  servingMeasure: string;
  servingGrams: number | null;
  portions: { label: string; grams: number }[];
  calories: number;
  protein: number;
  fat: number;
  totalCarbs: number;
  fiber: number | null;
}
export type AmountInput = { grams?: number; portion?: string; count?: number; servings?: number };

export const NO_WEIGHT = 'This food has no weight in grams: enter servings';
export const TOO_MUCH = `At most ${thousands(DIARY_GRAMS_MAX)} g of one food in one entry`;

/**
 * THE amount of a food an entry holds (the server's when logging, the screen's preview): grams when
 * the food has a weight, else servings; how it was entered in words; and the nutrients of it (one
 * decimal). An error on the field when the amount does not fit the food.
 */
export function amountOf(food: FoodForAmount, a: AmountInput) {
  const fail = (path: string, msg: string) => ({ error: { path, msg } }) as const;
  const perGram = food.servingGrams ? 1 / food.servingGrams : null;
  let grams: number | null = null;
  let servings: number | null = null;
  let amount: string;
  let field: 'grams' | 'portion' | 'servings';
  if (a.grams !== undefined) {
    field = 'grams';
    if (!perGram) return fail('grams', NO_WEIGHT);
    grams = a.grams;
    amount = `${num(grams)} g`;
  } else if (a.portion !== undefined) {
    field = 'portion';
    const portion = food.portions.find((p) => p.label === a.portion);
    if (!portion) return fail('portion', 'This food has no such portion');
    if (!perGram) return fail('portion', NO_WEIGHT);
    const count = a.count ?? 1;
    grams = portion.grams * count;
    amount = `${count === 1 ? '' : `${num(count)} x `}${portion.label} (${num(grams)} g)`;
  } else {
    field = 'servings';
    const count = a.servings ?? 1;
    const serving = `${num(food.servingSize)} ${food.servingMeasure}`.trim();
    if (perGram) {
      grams = count * food.servingGrams!;
      amount = `${num(count)} x ${serving} (${num(grams)} g)`;
    } else {
      servings = count;
      amount = `${num(count)} ${count === 1 ? 'serving' : 'servings'} (${serving})`;
    }
  }
  if (grams !== null && grams > DIARY_GRAMS_MAX) return fail(field, TOO_MUCH);
  const factor = grams !== null ? grams * perGram! : servings!;
  return {
    name: food.name,
    grams: grams === null ? null : round1(grams),
    servings,
    amount,
    kcal: round1(food.calories * factor),
    protein: round1(food.protein * factor),
    carbs: round1(food.totalCarbs * factor),
    fat: round1(food.fat * factor),
    fiber: food.fiber === null ? null : round1(food.fiber * factor),
  };
}

/** The totals of entries (one decimal). */
export function totalsOf(entries: Pick<DiaryEntry, Nutrient>[]): NutrientTotals {
  const sum = (k: Nutrient) => round1(entries.reduce((acc, e) => acc + (e[k] ?? 0), 0));
  return {
    kcal: sum('kcal'),
    protein: sum('protein'),
    carbs: sum('carbs'),
    fat: sum('fat'),
    fiber: sum('fiber'),
  };
}

/** Per nutrient: the total, the day's target (null when none) and what remains (negative when over). */
export function versusTargetsOf(
  totals: NutrientTotals,
  targets: DayTargets | null,
): DiaryDay['versusTargets'] {
  return NUTRIENTS.map((nutrient) => {
    const target = targets ? targets[nutrient] : null;
    return {
      nutrient,
      total: totals[nutrient],
      target,
      remaining: target === null ? null : round1(target - totals[nutrient]),
    };
  });
}

export const MEAL_LABELS: Record<MealType, string> = {
  BREAKFAST: 'Breakfast',
  LUNCH: 'Lunch',
  DINNER: 'Dinner',
  SNACK: 'Snacks',
};
