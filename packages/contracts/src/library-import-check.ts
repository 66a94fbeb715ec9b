import { CONDITION_LABELS, CONDITIONS } from './conditions.ts';
import { DIFFICULTIES, equipmentInput, exerciseInput, foodInput, type LibraryKind } from './libraries.ts';

/**
 * What a library import file may say besides the stored values: the labels the app shows
 * ("Beginner" for BEGINNER, "Knee" or "Lower back" for a condition), in any case. Each row is then
 * checked against the library's own schema, so that the preview says "ready" only of rows the
 * server will take (it checks them again).
 */

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const DIFFICULTY_BY_KEY = new Map<string, string>(DIFFICULTIES.map((d) => [key(d), d]));
const CONDITION_BY_KEY = new Map<string, string>(
  CONDITIONS.flatMap((c) => [
    [key(c), c],
    [key(CONDITION_LABELS[c]), c],
  ]),
);

/** A label or value as the stored value; anything unknown is kept for the schema to name. */
const valueOf = (known: Map<string, string>, raw: unknown) =>
  typeof raw === 'string' ? (known.get(key(raw)) ?? raw) : raw;

/** The row with labels turned into the stored values. */
export function storedValues(kind: LibraryKind, values: Record<string, unknown>): Record<string, unknown> {
  if (kind !== 'exercises') return values;
  const out = { ...values };
  if ('difficulty' in out) out.difficulty = valueOf(DIFFICULTY_BY_KEY, out.difficulty);
  if (Array.isArray(out.contraindications))
    out.contraindications = out.contraindications.map((c) => valueOf(CONDITION_BY_KEY, c));
  return out;
}

const INPUTS = { exercises: exerciseInput, equipment: equipmentInput, foods: foodInput };

/** What is wrong with a row, as the server would answer it; [] for a row it takes. */
export function rowProblems(kind: LibraryKind, values: Record<string, unknown>): string[] {
  const checked = INPUTS[kind].safeParse(values);
  return checked.success ? [] : [...new Set(checked.error.issues.map((issue) => issue.message))];
}

/** One example row of each library's CSV template, in the labels a person would write. */
export const IMPORT_EXAMPLES: Record<LibraryKind, Record<string, string>> = {
  exercises: {
    name: 'Goblet squat',
    description: 'Hold a dumbbell at the chest and squat to depth',
    category: 'Strength',
    difficulty: 'Beginner',
    videoUrl: '',
    estimatedDuration: '10',
    caloriesBurned: '60',
    musclesWorked: 'Quadriceps; Glutes',
    equipment: 'Dumbbell',
    contraindications: 'Knee; Lower back',
    approved: 'yes',
    isPublic: 'yes',
  },
  equipment: {
    name: 'Adjustable bench',
    description: 'Flat to incline',
    category: 'Benches',
    location: 'Free weights area',
    brand: 'Rogue',
    modelName: 'AB-3',
    isAvailable: 'yes',
    approved: 'yes',
  },
  foods: {
    name: 'Greek yogurt',
    description: 'Plain, 2% fat',
    brand: '',
    category: 'Dairy',
    servingMeasure: 'g',
    servingSize: '170',
    calories: '120',
    protein: '17',
    fat: '3',
    totalCarbs: '6',
    fiber: '0',
    sugar: '6',
    sodium: '65',
    servingGrams: '170',
    isVegan: 'no',
    isVegetarian: 'yes',
    isGlutenFree: 'yes',
    isDairyFree: 'no',
    approved: 'yes',
    isPublic: 'yes',
  },
};
