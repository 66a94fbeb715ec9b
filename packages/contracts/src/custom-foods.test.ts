import { describe, expect, it } from 'vitest';
import { customAsFood, customFoodInput, type CustomFood } from './custom-foods.ts';
import { amountOf } from './food-diary.ts';

const bake: CustomFood = {
  id: '00000000-0000-4000-8000-0000000005b2',
  name: 'Oat bake',
  brand: '',
  calories: 380,
  protein: 11,
  totalCarbs: 52,
  fat: 14,
  fiber: 6,
  sugar: null,
  sodium: null,
  servingGrams: 70,
  portions: [{ label: '1 slice', grams: 35 }],
  sharedWithClients: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('custom foods', () => {
  it('are a food of 100 g with their serving as a portion, so amountOf works as for library foods', () => {
    const food = customAsFood(bake, 'Maya Torres');
    expect(food).toMatchObject({ servingSize: 100, servingMeasure: 'g', servingGrams: 100, custom: true });
    expect(food.portions.map((p) => p.label)).toEqual(['1 serving', '1 slice']);
    expect(amountOf(food, { portion: '1 serving', count: 2 })).toMatchObject({
      grams: 140,
      amount: '2 x 1 serving (140 g)',
      kcal: 532,
      protein: 15.4,
      fiber: 8.4,
    });
    expect(amountOf(food, { grams: 50 })).toMatchObject({ kcal: 190, carbs: 26, fat: 7 });
  });

  it('take the library food’s rules and messages', () => {
    const r = customFoodInput.safeParse({ name: '', calories: 10001, protein: -1, totalCarbs: 1, fat: 1 });
    expect(r.success).toBe(false);
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      name: 'Name is required',
      calories: 'Calories must be at most 10000',
      protein: 'Protein cannot be negative',
    });
  });
});
