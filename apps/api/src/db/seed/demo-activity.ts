import { inArray } from 'drizzle-orm';
import type { MealType } from '@kinetic/contracts/meals';
import type { OnboardingForm } from '@kinetic/contracts/onboarding';
import { WAIVER_VERSION } from '@kinetic/contracts/onboarding';
import type { Db } from '../client.ts';
import { resolveAmount } from '../../modules/nutrition/nutrition.public.ts';
import {
  bodyProfiles,
  libraryFoods,
  meals,
  foodDiaryEntries,
  nutritionTargetChanges,
  nutritionTargets,
  onboardingAnswers,
  progressEntries,
} from '../schema.ts';
import { block, dayFromToday, insertDemoWorkouts } from './demo-workouts.ts';

export const INTAKE = (
  smoker: 'Yes' | 'No',
  parqYes: boolean,
): Record<OnboardingForm, Record<string, unknown>> => ({
  waiver: { name: 'Signed by demo client', waiverVersion: WAIVER_VERSION },
  parq: {
    heartCondition: 'No',
    chestPainActive: 'No',
    chestPainResting: 'No',
    loseBalance: 'No',
    boneOrJoint: parqYes ? 'Yes' : 'No',
    prescribedDrugs: 'No',
    noActivityReason: 'No',
  },
  'goals-activities': {
    height: '173 cm',
    weight: '78 kg',
    shortTermGoals: 'Train three times a week for the next two months',
    longTermGoals: 'Lose 15 lbs and run a 10K',
    doYouExercise: 'Yes',
    currentProgram: 'Running twice a week',
    daysPerWeek: '3',
    timePerWorkout: '45 min',
    gymName: 'Downtown Fitness',
  },
  'medical-history': {
    ailments: parqYes ? 'Old knee injury (left), occasional pain on stairs' : '',
    nailsBrittle: 'No',
    bowelMovements: 'Yes',
    urinatePerDay: '5',
    stressLevel: 'Moderate',
    dailyEnergy: 'Good',
    medications: '',
    sleepPerNight: '7',
    surgery: parqYes ? 'Arthroscopic knee surgery, 2019' : '',
    smoker,
  },
  nutrition: {
    eatTimesPerDay: '3',
    currentDiet: 'No',
    pastMeals: 'Oatmeal and coffee; chicken salad; pasta with vegetables. Eggs; sandwich; stir-fry.',
    foodAllergies: '',
    digestiveIssues: '',
    coffeeAmount: 'Yes',
    softDrinksAmount: 'No',
    alcoholAmount: 'Yes',
  },
  lifestyle: {
    bodyComp: 'Yes',
    thinkAboutFood: 'No',
    eatDifferently: 'No',
    eatWhenNotHungry: 'Yes',
    exerciseExcessively: 'No',
    calculateCalories: 'No',
  },
});

const WORKOUTS = [
  {
    client: 'sam',
    name: 'Full Body Strength A',
    description: 'Compound lifts to build a base. Warm up for 5 minutes first.',
    day: 1,
    sets: [
      block('Warm-up', [{ name: 'Jumping Jacks', duration: '2 minutes' }], { intensityLevel: 4 }),
      block('Straight Sets', [{ name: 'Goblet Squat', reps: [10, 10, 10], weight: '35' }]),
      block('Superset', [
        { name: 'Dumbbell Bench Press', reps: [10, 10, 8], weight: '30' },
        { name: 'Seated Cable Row', reps: [12, 12, 12], weight: '70' },
      ]),
      block('Straight Sets', [{ name: 'Plank', duration: '3 x 40 seconds' }]),
    ],
  },
  {
    client: 'sam',
    name: 'Conditioning Circuit',
    description: 'Three rounds, as little rest as you can between exercises.',
    day: 3,
    sets: [
      block(
        'Circuit',
        [
          { name: 'Kettlebell Swing', reps: [15, 15, 15], weight: '35' },
          { name: 'Mountain Climber', duration: '40 seconds' },
          { name: 'Burpee', reps: [8, 8, 8] },
        ],
        { intensityLevel: 8, targetHeartRate: 150 },
      ),
    ],
  },
  {
    client: 'sam',
    name: 'Lower Body Foundations',
    description: 'Technique first: slow lowering, full range.',
    day: -3,
    completed: true,
    sets: [
      block('Straight Sets', [{ name: 'Romanian Deadlift', reps: [10, 10, 10], weight: '65' }]),
      block('Straight Sets', [{ name: 'Glute Bridge', reps: [15, 15], weight: '' }]),
    ],
  },
  {
    client: 'priya',
    name: 'Upper Body Push and Pull',
    description: 'Keep the shoulders down and back.',
    day: 2,
    sets: [
      block('Superset', [
        { name: 'Lat Pulldown', reps: [12, 10, 10], weight: '60' },
        { name: 'Push-Up', reps: [10, 10, 10] },
      ]),
    ],
  },
  {
    client: 'morgan',
    name: 'Mobility and Core',
    description: 'An easy day: move well, breathe.',
    day: 1,
    sets: [
      block('Circuit', [
        { name: 'Dead Bug', reps: [10, 10] },
        { name: 'Side Plank', duration: '30 seconds each side' },
      ]),
    ],
  },
];

/**
 * Intake answers, workouts (one completed), meals and progress for the demo clients, written with
 * `tx` (the transaction that creates the demo accounts).
 */
export async function seedDemoActivity(tx: Db, ids: Map<string, string>): Promise<void> {
  const sam = ids.get('sam')!;

  for (const [key, smoker, parqYes] of [
    ['sam', 'No', false],
    ['priya', 'Yes', true],
    ['morgan', 'No', false],
  ] as const) {
    const intake = INTAKE(smoker, parqYes);
    await tx.insert(onboardingAnswers).values(
      (Object.keys(intake) as OnboardingForm[]).map((form) => ({
        userId: ids.get(key)!,
        form,
        version: 1,
        answers: intake[form],
      })),
    );
  }

  await insertDemoWorkouts(
    tx,
    ids,
    WORKOUTS.map((w) => ({
      ...w,
      trainer: w.client === 'priya' ? 'jordan' : 'maya',
      completed: w.completed
        ? { note: 'Felt strong. Lower back a little tight on the last set.', shortLastSet: true }
        : undefined,
    })),
  );

  const foods = await tx
    .select()
    .from(libraryFoods)
    .where(
      inArray(libraryFoods.name, [
        'Oatmeal, cooked with water',
        'Egg, hard-boiled',
        'Chicken burrito bowl',
        'Greek yogurt, plain, nonfat',
        'Blueberries, raw',
      ]),
    );
  const food = new Map(foods.map((f) => [f.name, f]));
  const mealOf = (name: string, mealType: string, items: [string, number][], completed: boolean) => {
    const lines = items
      .filter(([n]) => food.has(n))
      .map(([n, servings]) => {
        const f = food.get(n)!;
        const r = (x: number) => Math.round(x * servings * 10) / 10;
        return {
          foodId: f.id,
          foodName: f.name,
          servings,
          servingSize: f.servingSize,
          servingMeasure: f.servingMeasure,
          calories: r(f.calories),
          protein: r(f.protein),
          fat: r(f.fat),
          totalCarbs: r(f.totalCarbs),
        };
      });
    const total = (k: 'calories' | 'protein' | 'fat' | 'totalCarbs') =>
      Math.round(lines.reduce((a, l) => a + l[k], 0) * 10) / 10;
    return {
      clientId: sam,
      plannedBy: ids.get('maya')!,
      name,
      mealType,
      date: dayFromToday(0),
      notes: '',
      items: lines,
      calories: total('calories'),
      protein: total('protein'),
      fat: total('fat'),
      totalCarbs: total('totalCarbs'),
      isCompleted: completed,
      completedAt: completed ? new Date() : null,
    };
  };
  await tx.insert(meals).values([
    mealOf(
      'Protein oats',
      'BREAKFAST',
      [
        ['Oatmeal, cooked with water', 1],
        ['Egg, hard-boiled', 2],
      ],
      true,
    ),
    mealOf('Burrito bowl', 'LUNCH', [['Chicken burrito bowl', 1]], false),
    mealOf(
      'Yogurt and berries',
      'SNACK',
      [
        ['Greek yogurt, plain, nonfat', 1],
        ['Blueberries, raw', 0.5],
      ],
      false,
    ),
  ]);

  const weights = [176.4, 175.1, 174.6, 173.2, 172.5];
  await tx.insert(progressEntries).values([
    ...weights.map((value, i) => ({
      clientId: sam,
      type: 'Body weight',
      value,
      unit: 'lbs',
      date: dayFromToday(-7 * (weights.length - 1 - i)),
      category: 'Body composition',
    })),
    {
      clientId: sam,
      type: 'Waist',
      value: 35.5,
      unit: 'in',
      date: dayFromToday(-28),
      category: 'Measurements',
    },
    {
      clientId: sam,
      type: 'Waist',
      value: 34.75,
      unit: 'in',
      date: dayFromToday(0),
      category: 'Measurements',
    },
  ]);

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
  const maya = ids.get('maya')!;
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
