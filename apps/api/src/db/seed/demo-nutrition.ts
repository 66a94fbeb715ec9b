import { inArray } from 'drizzle-orm';
import type { MealType } from '@kinetic/contracts/meals';
import type { Db } from '../client.ts';
import { resolveAmount } from '../../modules/nutrition/nutrition.public.ts';
import {
  bodyProfiles,
  foodDiaryEntries,
  libraryFoods,
  nutritionTargetChanges,
  nutritionTargets,
} from '../schema.ts';
import { DAY } from '../../lib/durations.ts';
import { dayFromToday } from './demo-workouts.ts';

type Meal = [MealType, string, kcal: number, protein: number, carbs: number, fat: number];

/** A day of quick entries: what a client types when the food is not looked up. */
const MEALS: Record<'steady' | 'light', Meal[]> = {
  // About 2,350 kcal and 155 g of protein.
  steady: [
    ['BREAKFAST', 'Porridge with berries and whey', 520, 38, 70, 10],
    ['LUNCH', 'Chicken rice bowl', 780, 52, 95, 20],
    ['DINNER', 'Salmon, potatoes and greens', 820, 50, 70, 36],
    ['SNACK', 'Greek yogurt and honey', 230, 15, 30, 4],
  ],
  // About 1,650 kcal and 50 g of protein: short of protein and energy.
  light: [
    ['BREAKFAST', 'Toast with jam', 380, 10, 68, 7],
    ['LUNCH', 'Vegetable soup and a roll', 450, 14, 70, 12],
    ['DINNER', 'Pasta with tomato sauce', 640, 22, 110, 12],
    ['SNACK', 'Apple and a few crackers', 180, 4, 32, 4],
  ],
};

interface Plan {
  client: string;
  day: { kcal: number; protein: number; carbs: number; fat: number };
  /** Days from today with their diary: which day of meals, scaled by `times`. */
  diary: { day: number; meals: keyof typeof MEALS; times?: number }[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Three of Maya's roster with targets and a diary, so that her client list shows the week's figure
 * and Needs attention the two nutrition reasons: Ben on target most days, Grace logging but short of
 * protein day after day, Omar who stopped logging five days ago.
 */
const PLANS: Plan[] = [
  {
    client: 'ben',
    day: { kcal: 2400, protein: 150, carbs: 280, fat: 75 },
    diary: range(-7, 0).map((day) => ({ day, meals: 'steady', times: day === -3 ? 1.2 : 1 })),
  },
  {
    client: 'grace',
    day: { kcal: 1900, protein: 120, carbs: 210, fat: 60 },
    // Two good days (a smaller steady day: about 1,930 kcal and 127 g), light ones otherwise.
    diary: range(-7, 0).map((day) =>
      day === -4 || day === -6 ? { day, meals: 'steady', times: 0.82 } : { day, meals: 'light' },
    ),
  },
  {
    client: 'omar',
    day: { kcal: 2500, protein: 160, carbs: 290, fat: 80 },
    diary: range(-10, -5).map((day) => ({ day, meals: 'steady' })),
  },
];

/** Targets Maya set three weeks ago for Ben, Grace and Omar, and their diaries (see PLANS). */
export async function seedDemoNutrition(tx: Db, ids: Map<string, string>): Promise<void> {
  const maya = ids.get('maya')!;
  const setAt = new Date(Date.now() - 21 * DAY);
  for (const plan of PLANS) {
    const clientId = ids.get(plan.client)!;
    await tx.insert(nutritionTargets).values({ clientId, ...plan.day, setBy: maya, updatedAt: setAt });
    await tx.insert(nutritionTargetChanges).values({
      clientId,
      changedBy: maya,
      targets: { day: { ...plan.day, fiber: null }, restDay: null, goalRateKgPerWeek: null },
      createdAt: setAt,
    });
    await tx.insert(foodDiaryEntries).values(
      plan.diary.flatMap(({ day, meals, times = 1 }) =>
        MEALS[meals].map(([mealType, name, kcal, protein, carbs, fat]) => ({
          clientId,
          date: dayFromToday(day),
          mealType,
          name,
          amount: '',
          kcal: Math.round(kcal * times),
          protein: Math.round(protein * times),
          carbs: Math.round(carbs * times),
          fat: Math.round(fat * times),
          createdAt: new Date(Date.now() + day * DAY),
        })),
      ),
    );
  }
}

/** Sam's body data, the targets Maya set him and four weeks of his food diary. */
export async function seedSamsNutrition(tx: Db, sam: string, maya: string): Promise<void> {
  // Sam's body data and the targets Maya set from the proposal (about 2,080 kcal to lose 0.5 kg a
  // week, rounded), with lighter rest days.
  await tx.insert(bodyProfiles).values({
    userId: sam,
    dateOfBirth: '1992-04-18',
    sex: 'male',
    heightCm: 173,
    weightKg: 80,
  });
  const day = { kcal: 2100, protein: 140, carbs: 230, fat: 70, fiber: 30 };
  const restDay = { kcal: 1900, protein: 140, carbs: 180, fat: 68, fiber: 30 };
  await tx.insert(nutritionTargets).values({
    clientId: sam,
    ...day,
    restKcal: restDay.kcal,
    restProtein: restDay.protein,
    restCarbs: restDay.carbs,
    restFat: restDay.fat,
    restFiber: restDay.fiber,
    goalRateKgPerWeek: -0.5,
    setBy: maya,
  });
  await tx
    .insert(nutritionTargetChanges)
    .values({ clientId: sam, changedBy: maya, targets: { day, restDay, goalRateKgPerWeek: -0.5 } });

  await seedSamsDiary(tx, sam);
}

/**
 * Four weeks of Sam's food diary (the 28 days before today and today's breakfast and lunch), each entry
 * computed from the food as the app logs it.
 */
async function seedSamsDiary(tx: Db, sam: string) {
  const names = [
    'Oatmeal, cooked with water',
    'Blueberries, raw',
    'Egg, hard-boiled',
    'Chicken burrito bowl',
    'Chicken breast, skinless, roasted',
    'Broccoli, boiled',
    'Whole wheat bread',
    'Greek yogurt, plain, nonfat',
    'Banana, raw',
    'Apple, raw',
    'Almonds, raw',
  ] as const;
  const rows = await tx
    .select()
    .from(libraryFoods)
    .where(inArray(libraryFoods.name, [...names]));
  const food = new Map(rows.map((f) => [f.name, f]));
  type Line = [MealType, (typeof names)[number], number];
  // `i` counts from a week ago (0), so that the last week stays as it was when the diary was a week.
  const days: Line[][] = Array.from({ length: 29 }, (_, n) => n - 21).map((i) => [
    ['BREAKFAST', 'Oatmeal, cooked with water', 1.5],
    ['BREAKFAST', 'Blueberries, raw', i % 2 ? 1 : 0.5],
    ...(i % 3 === 0 ? [['BREAKFAST', 'Egg, hard-boiled', 2] as Line] : []),
    ...(i % 2
      ? [['LUNCH', 'Chicken burrito bowl', 1] as Line]
      : [
          ['LUNCH', 'Chicken breast, skinless, roasted', 2] as Line,
          ['LUNCH', 'Whole wheat bread', 2] as Line,
        ]),
    ['DINNER', 'Chicken breast, skinless, roasted', 2],
    ['DINNER', 'Broccoli, boiled', 1],
    ['SNACK', 'Greek yogurt, plain, nonfat', 1],
    ['SNACK', i % 2 ? 'Banana, raw' : 'Apple, raw', 1],
    ...(i % 2 ? [] : [['SNACK', 'Almonds, raw', 1] as Line]),
  ]);
  const more = (offset: number) => [1.25, 1.15, 1.125, 1.1][Math.floor((-offset - 1) / 7)] ?? 1.25;
  const values: (typeof foodDiaryEntries.$inferInsert)[] = days.flatMap((lines, n) => {
    const offset = n - 28;
    const date = dayFromToday(offset);
    const eaten = offset === 0 ? lines.filter(([meal]) => meal === 'BREAKFAST' || meal === 'LUNCH') : lines;
    return eaten
      .filter(([, name]) => food.has(name))
      .map(([mealType, name, servings]) => ({
        clientId: sam,
        date,
        mealType,
        // To the nearest quarter serving, more as the weeks go: he started under his targets and
        // the last week he meets them on most days.
        ...resolveAmount(food.get(name)!, { servings: Math.round(servings * 4 * more(offset)) / 4 }),
      }));
  });
  values.push({
    clientId: sam,
    date: dayFromToday(-1),
    mealType: 'SNACK',
    foodId: null,
    name: 'Latte at the gym cafe',
    grams: null,
    servings: null,
    amount: '',
    kcal: 190,
    protein: 10,
    carbs: 15,
    fat: 7,
    fiber: null,
  });
  await tx.insert(foodDiaryEntries).values(values);
}
