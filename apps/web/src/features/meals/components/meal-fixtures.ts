import type { Food } from '@kinetic/contracts/libraries';
import type { Meal } from '@kinetic/contracts/meals';

export const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';
export const TRAINER_ID = '00000000-0000-4000-8000-0000000000b1';

export function food(overrides: Partial<Food> = {}): Food {
  return {
    id: '00000000-0000-4000-8000-00000000f001',
    name: 'Rolled oats',
    description: '',
    brand: '',
    category: 'Grains',
    servingSize: 40,
    servingMeasure: 'g',
    calories: 150,
    protein: 5,
    fat: 3,
    totalCarbs: 27,
    fiber: null,
    sugar: null,
    sodium: null,
    servingGrams: 40,
    portions: [],
    source: '',
    fdcId: null,
    isVegan: true,
    isVegetarian: true,
    isGlutenFree: false,
    isDairyFree: true,
    approved: true,
    isPublic: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function meal(overrides: Partial<Meal> = {}): Meal {
  return {
    id: '00000000-0000-4000-8000-00000000a001',
    clientId: CLIENT_ID,
    name: 'Oatmeal bowl',
    mealType: 'BREAKFAST',
    date: '2026-11-21',
    notes: '',
    calories: 350,
    protein: 12,
    fat: 8,
    totalCarbs: 55,
    isCompleted: false,
    completedAt: null,
    plannedBy: TRAINER_ID,
    createdAt: '2026-11-20T10:00:00.000Z',
    items: [
      {
        foodId: '00000000-0000-4000-8000-00000000f001',
        foodName: 'Rolled oats',
        servings: 2,
        servingSize: 40,
        servingMeasure: 'g',
        calories: 300,
        protein: 10,
        fat: 6,
        totalCarbs: 54,
      },
    ],
    ...overrides,
  };
}
