import { z } from 'zod';
import { boundedText, errorBody, idParams, oneLine } from './common.ts';
import { route } from './route.ts';

/** The six intake forms, in the order the client fills them. */
export const ONBOARDING_FORMS = [
  'waiver',
  'parq',
  'goals-activities',
  'medical-history',
  'nutrition',
  'lifestyle',
] as const;
export const onboardingFormSchema = z.enum(ONBOARDING_FORMS);
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;

/** Labels of the progress bar, in form order. */
export const ONBOARDING_LABELS: Record<OnboardingForm, string> = {
  waiver: 'Waiver',
  parq: 'PAR-Q',
  'goals-activities': 'Goals',
  'medical-history': 'Medical',
  nutrition: 'Nutrition',
  lifestyle: 'Lifestyle',
};

/** Names used in the '{form} form completed successfully!' toast and the failure fallbacks. */
export const ONBOARDING_TOAST_NAMES: Record<OnboardingForm, string> = {
  waiver: 'Waiver',
  parq: 'PARQ',
  'goals-activities': 'Goals',
  'medical-history': 'Medical history',
  nutrition: 'Nutrition',
  lifestyle: 'Lifestyle',
};

export const ONBOARDING_FAILURES: Record<OnboardingForm, string> = {
  waiver: 'Failed to submit waiver form',
  parq: 'Failed to submit PARQ form',
  'goals-activities': 'Failed to submit goals form',
  'medical-history': 'Failed to submit medical history form',
  nutrition: 'Failed to submit nutrition form',
  lifestyle: 'Failed to submit lifestyle form',
};

export const YES_NO = ['Yes', 'No'] as const;
export const DAYS_PER_WEEK = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const TIME_PER_WORKOUT = ['30 min', '45 min', '60 min', 'More than 60'] as const;
export const ONE_TO_SIX_PLUS = ['1', '2', '3', '4', '5', '6+'] as const;
export const STRESS_LEVELS = ['Very High', 'High', 'Moderate', 'Low', 'None'] as const;
export const ENERGY_LEVELS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export const SLEEP_HOURS = ['1', '2', '3', '4', '5', '6', '7', '8+'] as const;

/** A required choice among fixed options; anything else (missing, other text, a number) gets `message`. */
const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { message });
const yesNo = () => choice(YES_NO, 'Please select an option');
const requiredText = (message: string, max = 2000) =>
  z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max = 2000) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');

/** The waiver text a client signs; its version is stored with the signature. */
export const WAIVER_VERSION = '2026-11-01';

/**
 * Each form keeps every version a client sends (the newest is the answer), up to this many: far
 * more than anyone updates their intake, and one person's history cannot grow without end.
 */
export const INTAKE_VERSIONS_MAX = 500;
export const INTAKE_LIMIT_REACHED =
  'This form has been sent 500 times, the most one person can send it. Your latest answers are kept.';

export const WAIVER_TEXT = [
  'I understand that physical exercise involves a risk of injury, including muscle strains, joint injuries and, in rare cases, heart problems. I take part voluntarily and accept these risks.',
  'I confirm that I will answer the health questions that follow truthfully and completely, and that I will tell my trainer at once about any change in my health, any pain or discomfort during exercise, and any medication I start taking.',
  'I understand that my trainer gives guidance on exercise and nutrition and does not give medical advice. Where my answers suggest it, I will consult a physician before starting or changing a programme.',
  'I agree that my trainer may see my intake answers in order to plan my training safely.',
];

export const waiverBody = z.object({
  name: oneLine(boundedText('Name must be at least 4 characters', 4, 'Name', 120), 'Name'),
});

export const PARQ_QUESTIONS = {
  heartCondition:
    'Has your doctor ever said that you have a heart condition and that you should only do physical activity recommended by a doctor?',
  chestPainActive: 'Do you feel pain in your chest when you do physical activity?',
  chestPainResting: 'In the past month, have you had chest pain when you were not doing physical activity?',
  loseBalance: 'Do you lose your balance because of dizziness or do you ever lose consciousness?',
  boneOrJoint:
    'Do you have a bone or joint problem (for example, back, knee or hip) that could be made worse by a change in your physical activity?',
  prescribedDrugs:
    'Is your doctor currently prescribing drugs (for example, water pills) for your blood pressure or heart condition?',
  noActivityReason: 'Do you know of any other reason why you should not do physical activity?',
} as const;

export const parqBody = z.object({
  heartCondition: yesNo(),
  chestPainActive: yesNo(),
  chestPainResting: yesNo(),
  loseBalance: yesNo(),
  boneOrJoint: yesNo(),
  prescribedDrugs: yesNo(),
  noActivityReason: yesNo(),
});

export const goalsFields = z.object({
  height: requiredText('Height is required', 40),
  weight: requiredText('Weight is required', 40),
  shortTermGoals: requiredText('Short term goals are required'),
  longTermGoals: requiredText('Long term goals are required'),
  doYouExercise: yesNo(),
  currentProgram: optionalText(),
  daysPerWeek: choice(DAYS_PER_WEEK, 'Please select days per week'),
  timePerWorkout: choice(TIME_PER_WORKOUT, 'Please select time per workout'),
  gymName: optionalText(120),
});
export const goalsBody = goalsFields
  // The current program is asked only of people who exercise; otherwise it is not kept.
  .transform((v) => ({ ...v, currentProgram: v.doYouExercise === 'Yes' ? v.currentProgram : '' }));

export const medicalBody = z.object({
  ailments: optionalText(),
  nailsBrittle: yesNo(),
  bowelMovements: yesNo(),
  urinatePerDay: choice(ONE_TO_SIX_PLUS, 'Please select frequency'),
  stressLevel: choice(STRESS_LEVELS, 'Please select stress level'),
  dailyEnergy: choice(ENERGY_LEVELS, 'Please select energy level'),
  medications: optionalText(),
  sleepPerNight: choice(SLEEP_HOURS, 'Please select sleep hours'),
  surgery: optionalText(),
  smoker: yesNo(),
});

export const nutritionBody = z.object({
  eatTimesPerDay: choice(ONE_TO_SIX_PLUS, 'Please select meals per day'),
  currentDiet: yesNo(),
  pastMeals: requiredText('Past meals are required', 4000),
  foodAllergies: optionalText(),
  digestiveIssues: optionalText(),
  coffeeAmount: yesNo(),
  softDrinksAmount: yesNo(),
  alcoholAmount: yesNo(),
});

export const lifestyleBody = z.object({
  bodyComp: yesNo(),
  thinkAboutFood: yesNo(),
  eatDifferently: yesNo(),
  eatWhenNotHungry: yesNo(),
  exerciseExcessively: yesNo(),
  calculateCalories: yesNo(),
});

export const onboardingBodies = {
  waiver: waiverBody,
  parq: parqBody,
  'goals-activities': goalsBody,
  'medical-history': medicalBody,
  nutrition: nutritionBody,
  lifestyle: lifestyleBody,
} as const;

export type WaiverBody = z.infer<typeof waiverBody>;
export type ParqBody = z.infer<typeof parqBody>;
export type GoalsBody = z.infer<typeof goalsBody>;
export type MedicalBody = z.infer<typeof medicalBody>;
export type NutritionBody = z.infer<typeof nutritionBody>;
export type LifestyleBody = z.infer<typeof lifestyleBody>;

export const onboardingStatus = z.object({
  waiverCompleted: z.boolean(),
  parqCompleted: z.boolean(),
  goalsActivitiesCompleted: z.boolean(),
  medicalHistoryCompleted: z.boolean(),
  nutritionCompleted: z.boolean(),
  lifestyleCompleted: z.boolean(),
  nextForm: onboardingFormSchema.nullable(),
  isComplete: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatus>;

export const statusAnswer = z.object({ status: onboardingStatus });

/** The status field each form completes. */
export const STATUS_FIELDS: Record<OnboardingForm, keyof Omit<OnboardingStatus, 'nextForm' | 'isComplete'>> =
  {
    waiver: 'waiverCompleted',
    parq: 'parqCompleted',
    'goals-activities': 'goalsActivitiesCompleted',
    'medical-history': 'medicalHistoryCompleted',
    nutrition: 'nutritionCompleted',
    lifestyle: 'lifestyleCompleted',
  };

/** Stored answers of one form, with when they were given (and, for the waiver, the text version). */
const stored = <T extends z.ZodType>(fields: T) =>
  z.object({ fields, submittedAt: z.string(), version: z.number().int() }).nullable();

export const onboardingAnswers = z.object({
  waiver: stored(z.object({ name: z.string(), waiverVersion: z.string() })),
  parq: stored(parqBody),
  'goals-activities': stored(goalsFields),
  'medical-history': stored(medicalBody),
  nutrition: stored(nutritionBody),
  lifestyle: stored(lifestyleBody),
});
export type OnboardingAnswers = z.infer<typeof onboardingAnswers>;

export const answersAnswer = z.object({ answers: onboardingAnswers });

export const intakeFlag = z.object({
  code: z.enum(['medical-clearance', 'smoker', 'surgery', 'ailments', 'medications']),
  label: z.string(),
  detail: z.string(),
});
export type IntakeFlag = z.infer<typeof intakeFlag>;

export const clientIntakeAnswer = z.object({ answers: onboardingAnswers, flags: z.array(intakeFlag) });
export type ClientIntake = z.infer<typeof clientIntakeAnswer>;

/** Sending one intake form: its body is the form's own. */
const submitCall = <F extends OnboardingForm>(form: F) =>
  route({
    method: 'POST',
    path: `/api/onboarding/${form}`,
    summary: `Submit the ${form} onboarding form`,
    tags: ['onboarding'],
    body: onboardingBodies[form],
    answers: { 201: statusAnswer, 400: errorBody, 409: errorBody },
  });

/** The intake: a client's own forms, and a trainer's read of a client's answers. */
export const onboardingCalls = {
  status: route({
    method: 'GET',
    path: '/api/onboarding/status',
    summary: 'Which onboarding forms the signed-in client has filled in',
    tags: ['onboarding'],
    answers: { 200: onboardingStatus },
  }),

  answers: route({
    method: 'GET',
    path: '/api/onboarding/answers',
    summary: 'My onboarding answers',
    tags: ['onboarding'],
    answers: { 200: answersAnswer },
  }),

  /** One call per form, in form order. */
  submit: Object.fromEntries(ONBOARDING_FORMS.map((form) => [form, submitCall(form)])) as {
    [F in OnboardingForm]: ReturnType<typeof submitCall<F>>;
  },

  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/onboarding',
    summary: "A client's onboarding answers, for their trainer",
    tags: ['clients'],
    params: idParams,
    // Refused reads are counted: past their limit, 429.
    answers: { 200: clientIntakeAnswer, 404: errorBody, 429: errorBody },
  }),
};
