import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DIFFICULTIES,
  equipmentInput,
  exerciseInput,
  foodInput,
  setTypeInput,
} from '@kinetic/contracts/libraries';

function load(file: string): Record<string, unknown>[] {
  const data: unknown = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file} is not a JSON array`);
  return data as Record<string, unknown>[];
}

const exercises = load('exercises.json');
const equipment = load('equipment.json');
const foods = load('foods.json');
const setTypes = load('set-types.json');

const REQUIRED_SET_TYPES = [
  'Straight Sets',
  'Superset',
  'Giant Set',
  'Circuit',
  'Drop Set',
  'Pyramid',
  'Reverse Pyramid',
  'Warm-up',
  'AMRAP',
  'EMOM',
  'Tabata',
  'Cluster Set',
  'Rest-Pause',
  'Interval',
  'Timed Set',
  'Cool-down',
];

/** Names that appear more than once, compared case-insensitively. */
function duplicateNames(items: Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  const dupes: string[] = [];
  for (const item of items) {
    const key = String(item.name).trim().toLowerCase();
    if (seen.has(key)) dupes.push(String(item.name));
    seen.add(key);
  }
  return dupes;
}

/** Items that fail a schema, with the first issue, so a failure names the culprit. */
function invalidItems(
  items: Record<string, unknown>[],
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
): string[] {
  return items.flatMap((item) => {
    const result = schema.safeParse(item);
    if (result.success) return [];
    const issue = result.error?.issues[0];
    return [`${String(item.name)}: ${issue?.path.map(String).join('.')} ${issue?.message}`];
  });
}

describe.each([
  { kind: 'exercises', items: exercises, schema: exerciseInput, atLeast: 150 },
  { kind: 'equipment', items: equipment, schema: equipmentInput, atLeast: 50 },
  { kind: 'foods', items: foods, schema: foodInput, atLeast: 200 },
])('starter $kind', ({ items, schema, atLeast }) => {
  it(`has at least ${atLeast} items`, () => {
    expect(items.length).toBeGreaterThanOrEqual(atLeast);
  });

  it('validates every item against the contract', () => {
    expect(invalidItems(items, schema)).toEqual([]);
  });

  it('has unique names', () => {
    expect(duplicateNames(items)).toEqual([]);
  });

  it('is approved', () => {
    for (const item of items) expect(item.approved, String(item.name)).toBe(true);
  });
});

describe('starter exercises', () => {
  it('uses every difficulty', () => {
    const used = new Set(exercises.map((e) => e.difficulty));
    for (const d of DIFFICULTIES) expect(used, d).toContain(d);
  });

  it('is public and has no video yet', () => {
    for (const e of exercises) {
      expect(e.isPublic, String(e.name)).toBe(true);
      expect(e.videoUrl, String(e.name)).toBe('');
    }
  });

  it('has a description, a muscle and realistic duration and calories', () => {
    for (const e of exercises) {
      const name = String(e.name);
      expect(String(e.description).length, name).toBeGreaterThan(40);
      expect((e.musclesWorked as string[]).length, name).toBeGreaterThan(0);
      const minutes = e.estimatedDuration as number;
      const kcal = e.caloriesBurned as number;
      expect(minutes, name).toBeGreaterThanOrEqual(3);
      expect(minutes, name).toBeLessThanOrEqual(30);
      // MET x 75 kg x hours, with MET between about 1.5 and 13.
      expect(kcal / (75 * (minutes / 60)), name).toBeGreaterThanOrEqual(1.5);
      expect(kcal / (75 * (minutes / 60)), name).toBeLessThanOrEqual(13);
    }
  });

  it('only names equipment that exists in equipment.json', () => {
    const known = new Set(equipment.map((e) => e.name));
    const unknown = exercises.flatMap((e) =>
      (e.equipment as string[])
        .filter((name) => !known.has(name))
        .map((name) => `${String(e.name)}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('starter equipment', () => {
  it('is available', () => {
    for (const e of equipment) expect(e.isAvailable, String(e.name)).toBe(true);
  });
});

describe('starter foods', () => {
  it('is public', () => {
    for (const f of foods) expect(f.isPublic, String(f.name)).toBe(true);
  });

  it('marks every vegan food as vegetarian and dairy free', () => {
    const wrong = foods.filter((f) => f.isVegan && (!f.isVegetarian || !f.isDairyFree)).map((f) => f.name);
    expect(wrong).toEqual([]);
  });

  it('has calories within 20% of 4 kcal/g protein and carbs plus 9 kcal/g fat', () => {
    const off = foods
      .filter((f) => (f.calories as number) >= 30 && !/alcohol/i.test(String(f.category)))
      .flatMap((f) => {
        const estimate = 4 * (f.protein as number) + 4 * (f.totalCarbs as number) + 9 * (f.fat as number);
        const ratio = Math.abs((f.calories as number) - estimate) / estimate;
        return ratio > 0.2 ? [`${String(f.name)}: ${String(f.calories)} kcal vs ${estimate.toFixed(0)}`] : [];
      });
    expect(off).toEqual([]);
  });

  it('flags gluten and dairy for the obvious cases', () => {
    const byName = new Map(foods.map((f) => [f.name, f]));
    expect(byName.get('Honey')).toMatchObject({ isVegan: false, isVegetarian: true });
    expect(byName.get('Whole wheat bread')).toMatchObject({ isGlutenFree: false });
    expect(byName.get('Rye bread')).toMatchObject({ isGlutenFree: false });
    expect(byName.get('Pearl barley, cooked')).toMatchObject({ isGlutenFree: false });
    expect(byName.get('Whole milk')).toMatchObject({ isDairyFree: false, isVegan: false });
    expect(byName.get('Cheddar cheese')).toMatchObject({ isDairyFree: false });
    expect(byName.get('Banana, raw')).toMatchObject({
      isVegan: true,
      isVegetarian: true,
      isGlutenFree: true,
      isDairyFree: true,
      calories: 105,
    });
  });
});

describe('starter set types', () => {
  it('includes the set types trainers use', () => {
    const names = new Set(setTypes.map((s) => s.name));
    for (const name of REQUIRED_SET_TYPES) expect(names, name).toContain(name);
  });

  it('validates every set type and has unique names', () => {
    expect(invalidItems(setTypes, setTypeInput)).toEqual([]);
    expect(duplicateNames(setTypes)).toEqual([]);
    for (const s of setTypes) expect(String(s.description).length, String(s.name)).toBeGreaterThan(20);
  });
});

describe('starter exercise contraindications', () => {
  const of = (name: string) => exercises.find((e) => e.name === name)?.contraindications as string[];
  it.each([
    ['Barbell Back Squat', 'knee'],
    ['Jumping Lunge', 'knee'],
    ['Conventional Deadlift', 'lower-back'],
    ['Good Morning', 'lower-back'],
    ['Barbell Overhead Press', 'shoulder'],
    ['Parallel Bar Dip', 'shoulder'],
    ['Push-Up', 'wrist'],
    ['Barbell Front Squat', 'wrist'],
    ['Box Jump', 'ankle'],
    ['Barbell Bench Press', 'pregnancy'],
    ['Handstand Push-Up', 'high-blood-pressure'],
    ['Treadmill Sprint Intervals', 'heart'],
  ])('%s is contraindicated for %s', (name, condition) => {
    expect(of(name)).toContain(condition);
  });

  it('leaves the gentle ones free', () => {
    for (const name of ['Brisk Treadmill Walk', 'Cat-Cow', 'Arm Circles', 'Recumbent Bike Ride'])
      expect(of(name)).toEqual([]);
  });
});

describe('starter food library (the curated foods merged with USDA FoodData Central)', () => {
  const library = load('usda-foods.json');
  const usda = library.filter((f) => f.fdcId !== undefined);

  it('validates every food against the contract, with unique names and FDC ids', () => {
    expect(library).toHaveLength(8194);
    expect(invalidItems(library, foodInput)).toEqual([]);
    expect(duplicateNames(library)).toEqual([]);
    expect(new Set(usda.map((f) => f.fdcId)).size).toBe(usda.length);
    for (const f of usda) {
      expect(f.source, String(f.name)).toMatch(
        new RegExp(`^USDA FoodData Central, (SR Legacy|Foundation Foods), FDC ${String(f.fdcId)}(;|$)`),
      );
      expect(f.servingGrams, String(f.name)).toBeGreaterThan(0);
    }
  });

  it('keeps every curated food with its name, description, serving and diet flags', () => {
    const byName = new Map(library.map((f) => [f.name, f]));
    for (const curated of foods) {
      const f = byName.get(curated.name);
      expect(f, String(curated.name)).toMatchObject({
        description: curated.description,
        category: curated.category,
        servingSize: curated.servingSize,
        servingMeasure: curated.servingMeasure,
        isVegan: curated.isVegan,
        isVegetarian: curated.isVegetarian,
        isGlutenFree: curated.isGlutenFree,
        isDairyFree: curated.isDairyFree,
      });
      // Merged: within 15% of the curated energy (3 kcal for the lightest foods).
      const off = Math.abs((f!.calories as number) - (curated.calories as number));
      expect(off, String(curated.name)).toBeLessThanOrEqual(Math.max(3, 0.15 * (curated.calories as number)));
    }
    // 203 of them merged with their USDA food.
    expect(foods.filter((c) => byName.get(c.name)?.fdcId !== undefined)).toHaveLength(203);
  });

  it('gives USDA foods of their own a 100 g serving, approved, with no diet flag claimed', () => {
    const curated = new Set(foods.map((f) => f.name));
    const own = usda.filter((f) => !curated.has(f.name));
    expect(own).toHaveLength(7884);
    for (const f of own) {
      expect(f).toMatchObject({ servingSize: 100, servingMeasure: 'g', servingGrams: 100, approved: true });
      expect([f.isVegan, f.isVegetarian, f.isGlutenFree, f.isDairyFree].some(Boolean)).toBe(false);
    }
  });
});
