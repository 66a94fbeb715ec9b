import type { MealType } from '@kinetic/contracts/meals';
import type { Db } from '../client.ts';
import { foodDiaryEntries, nutritionTargetChanges, nutritionTargets } from '../schema.ts';
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
