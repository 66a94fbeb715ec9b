import { ONBOARDING_FORMS, PARQ_QUESTIONS, type OnboardingForm } from '@kinetic/contracts/onboarding';

/** Form names as a trainer reads them. */
export const INTAKE_FORM_TITLES: Record<OnboardingForm, string> = {
  waiver: 'Waiver',
  parq: 'PAR-Q (physical activity readiness)',
  'goals-activities': 'Goals and activities',
  'medical-history': 'Medical history',
  nutrition: 'Nutrition',
  lifestyle: 'Lifestyle',
};

/** Readable labels of every stored answer field, per form, in the order they are shown. */
export const INTAKE_FIELD_LABELS: Record<OnboardingForm, Record<string, string>> = {
  waiver: { name: 'Signed by', waiverVersion: 'Waiver version' },
  parq: PARQ_QUESTIONS,
  'goals-activities': {
    height: 'Height',
    weight: 'Weight',
    shortTermGoals: 'Short-term goals',
    longTermGoals: 'Long-term goals',
    doYouExercise: 'Exercises currently',
    currentProgram: 'Current program',
    daysPerWeek: 'Days per week',
    timePerWorkout: 'Time per workout',
    gymName: 'Gym',
  },
  'medical-history': {
    ailments: 'Ailments',
    medications: 'Medications',
    surgery: 'Surgery',
    smoker: 'Smoker',
    nailsBrittle: 'Brittle nails',
    bowelMovements: 'Regular bowel movements',
    urinatePerDay: 'Urinates per day',
    stressLevel: 'Stress level',
    dailyEnergy: 'Daily energy',
    sleepPerNight: 'Sleep per night (hours)',
  },
  nutrition: {
    eatTimesPerDay: 'Meals per day',
    currentDiet: 'On a diet now',
    pastMeals: 'Recent meals',
    foodAllergies: 'Food allergies',
    digestiveIssues: 'Digestive issues',
    coffeeAmount: 'Drinks coffee',
    softDrinksAmount: 'Drinks soft drinks',
    alcoholAmount: 'Drinks alcohol',
  },
  lifestyle: {
    bodyComp: 'Concerned about body composition',
    thinkAboutFood: 'Thinks about food often',
    eatDifferently: 'Eats differently around others',
    eatWhenNotHungry: 'Eats when not hungry',
    exerciseExcessively: 'Exercises excessively',
    calculateCalories: 'Counts calories',
  },
};

export { ONBOARDING_FORMS };

/** A camelCase key as words, for a field this screen has no label for. */
export function fallbackLabel(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
