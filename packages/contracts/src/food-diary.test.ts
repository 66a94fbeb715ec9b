import { describe, expect, it } from 'vitest';
import { EVERYDAY_ORDER, diaryPaths } from './diary-paths.ts';
import { amountOf, diaryEntryInput, totalsOf, versusTargetsOf, type FoodForAmount } from './food-diary.ts';
import { diaryCalls } from './food-diary-calls.ts';
import { libraryCalls } from './library-calls.ts';
import { LIBRARY_ORDERS } from './libraries.ts';

const egg: FoodForAmount = {
  name: 'Egg',
  servingSize: 100,
  servingMeasure: 'g',
  servingGrams: 100,
  portions: [{ label: '1 large', grams: 50 }],
  calories: 143,
  protein: 12.6,
  fat: 9.5,
  totalCarbs: 0.7,
  fiber: null,
};
const bar: FoodForAmount = {
  ...egg,
  name: 'Bar',
  servingSize: 1,
  servingMeasure: 'bar',
  servingGrams: null,
  portions: [],
};

describe('the amount of a food in an entry', () => {
  it('resolves grams, a portion x count and servings to grams, with the nutrients of that weight', () => {
    expect(amountOf(egg, { grams: 150 })).toMatchObject({
      grams: 150,
      servings: null,
      amount: '150 g',
      kcal: 214.5,
    });
    expect(amountOf(egg, { portion: '1 large', count: 3 })).toMatchObject({
      grams: 150,
      amount: '3 x 1 large (150 g)',
      protein: 18.9,
    });
    expect(amountOf(egg, { servings: 0.5 })).toMatchObject({
      grams: 50,
      amount: '0.5 x 100 g (50 g)',
      kcal: 71.5,
    });
  });

  it('keeps a food without a weight in servings and refuses grams of it', () => {
    expect(amountOf(bar, { servings: 2 })).toMatchObject({
      grams: null,
      servings: 2,
      amount: '2 servings (1 bar)',
      kcal: 286,
    });
    expect(amountOf(bar, { grams: 10 })).toEqual({
      error: { path: 'grams', msg: 'This food has no weight in grams: enter servings' },
    });
  });

  it('refuses more than 10 kg, and a portion the food does not have', () => {
    expect(amountOf(egg, { portion: '1 large', count: 201 })).toEqual({
      error: { path: 'portion', msg: 'At most 10,000 g of one food in one entry' },
    });
    expect(amountOf(egg, { portion: '1 cup' })).toEqual({
      error: { path: 'portion', msg: 'This food has no such portion' },
    });
  });

  it('sums a day to one decimal', () => {
    expect(
      totalsOf([
        { kcal: 0.15, protein: 1, carbs: 2, fat: 3, fiber: null },
        { kcal: 0.1, protein: 1, carbs: 0, fat: 0, fiber: 2 },
      ]),
    ).toEqual({
      kcal: 0.3,
      protein: 2,
      carbs: 2,
      fat: 3,
      fiber: 2,
    });
  });

  it('a quick entry takes no amount, a food entry no nutrients', () => {
    const quick = diaryEntryInput.safeParse({
      date: new Date().toISOString().slice(0, 10),
      mealType: 'LUNCH',
      name: 'Soup',
      kcal: 100,
      grams: 5,
    });
    expect(quick.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['grams', 'A quick entry has no amount; choose a food'],
    ]);
  });
});

describe('the paths the service worker keeps offline', () => {
  it('are the paths of the calls the diary makes', () => {
    expect(diaryCalls.day.path).toBe(diaryPaths.day);
    expect(diaryCalls.recentFoods.path).toBe(diaryPaths.recentFoods);
    expect(libraryCalls.foods.list.path).toBe(diaryPaths.foods);
    expect(LIBRARY_ORDERS).toContain(EVERYDAY_ORDER);
  });
});

describe('versusTargetsOf', () => {
  it('says what remains of each target, negative when over, null without one', () => {
    const totals = { kcal: 2100, protein: 90.5, carbs: 200, fat: 60, fiber: 10 };
    expect(versusTargetsOf(totals, { kcal: 2000, protein: 150, carbs: 250, fat: 70, fiber: null })).toEqual([
      { nutrient: 'kcal', total: 2100, target: 2000, remaining: -100 },
      { nutrient: 'protein', total: 90.5, target: 150, remaining: 59.5 },
      { nutrient: 'carbs', total: 200, target: 250, remaining: 50 },
      { nutrient: 'fat', total: 60, target: 70, remaining: 10 },
      { nutrient: 'fiber', total: 10, target: null, remaining: null },
    ]);
    expect(versusTargetsOf(totals, null).every((v) => v.target === null && v.remaining === null)).toBe(true);
  });
});
