import { inArray } from 'drizzle-orm';
import type { OnboardingForm } from '@kinetic/contracts/onboarding';
import { WAIVER_VERSION } from '@kinetic/contracts/onboarding';
import type { Db } from '../client.ts';
import { libraryFoods, meals, onboardingAnswers, progressEntries } from '../schema.ts';
import { seedSamsNutrition } from './demo-nutrition.ts';
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

  await seedSamsNutrition(tx, sam, ids.get('maya')!);
}
