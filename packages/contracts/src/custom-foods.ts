import { z } from 'zod';
import { errorBody, idParams, idSchema, limitQuery } from './common.ts';
import { foodInput, foodItem, type Food } from './libraries.ts';
import { route } from './route.ts';

// A person's own foods (decision 0040): what the library lacks, per 100 g, kept by a client or a
// trainer; a trainer may share theirs with their current clients. Not proposed to the library.

/** The most custom foods one person keeps. */
export const CUSTOM_FOODS_MAX = 500;
export const CUSTOM_FOODS_FULL = 'You can keep at most 500 foods of your own. Delete some to add more.';
export const CUSTOM_FOOD_NOT_FOUND = 'Food not found';

/**
 * A custom food's values: the library food's fields (the same rules and messages), its nutrients
 * per 100 g, an optional serving weight and household portions.
 */
export const customFoodInput = foodInput
  .pick({
    name: true,
    brand: true,
    calories: true,
    protein: true,
    totalCarbs: true,
    fat: true,
    fiber: true,
    sugar: true,
    sodium: true,
    servingGrams: true,
    portions: true,
  })
  .extend({
    /** Trainers only: their current clients find it in their diary's search. */
    sharedWithClients: z.boolean({ message: 'Share with my clients must be true or false' }).default(false),
  });
export type CustomFoodInput = z.input<typeof customFoodInput>;
export type CustomFoodValues = z.output<typeof customFoodInput>;

export const customFood = customFoodInput.extend({
  id: idSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomFood = z.infer<typeof customFood>;

export const customFoodAnswer = z.object({ food: customFood });
export const customFoodListAnswer = z.object({ foods: z.array(customFood), total: z.number().int() });
export type CustomFoodListAnswer = z.infer<typeof customFoodListAnswer>;

/**
 * A food the diary's search finds: a library food, or a custom one (`custom`), the trainer's name in
 * `sharedBy` when it is their shared food.
 */
export const diaryFood = foodItem.extend({ custom: z.boolean(), sharedBy: z.string().nullable() });
export type DiaryFood = z.infer<typeof diaryFood>;
/** The diary's recent and frequent foods (custom ones too, while the client may still log them). */
export const recentFoodsAnswer = z.object({
  /** The foods logged last, newest first. */
  recent: z.array(diaryFood),
  /** The foods logged most often (the latest 20,000 entries), most first. */
  frequent: z.array(diaryFood),
});
export type RecentFoodsAnswer = z.infer<typeof recentFoodsAnswer>;
export const diaryFoodQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').default(''),
  limit: limitQuery(20),
});
export const diaryFoodListAnswer = z.object({ foods: z.array(diaryFood), total: z.number().int() });
export type DiaryFoodListAnswer = z.infer<typeof diaryFoodListAnswer>;

export const CUSTOM_SERVING = 'serving';

/** What the screens say of custom foods. */
export const CUSTOM_FOOD_TEXTS = {
  create: 'Create a food',
  myFoods: 'My foods',
  myFoodsDescription: 'Foods of your own, for what the library does not have. Nutrients are per 100 g.',
  trainerFoodsDescription:
    'Foods of your own. Shared ones appear in your clients’ food diary search, marked with your name.',
  custom: 'Custom',
  from: (trainer: string) => `From ${trainer}`,
  share: 'Share with my clients',
  shared: 'Shared',
  perHundred: 'Nutrients per 100 g',
  servingGrams: 'One serving (g, optional)',
  empty: 'No foods of your own yet.',
  notFound: 'Not in the library? Create it as a food of your own.',
  needsNetwork: 'Creating or changing a food needs the network. Try again when you are online.',
  saved: (name: string) => `${name} saved`,
  createAndLog: 'Create and add',
  save: 'Save food',
  deleteNote: 'Entries already logged from it keep their values.',
} as const;

/**
 * THE custom food as a food of the diary (the server's when logging, the screen's in results): a
 * serving of 100 g with the per-100 g values, and its own serving weight as a portion.
 */
export function customAsFood(
  food: CustomFood,
  sharedBy: string | null = null,
): Food & { custom: true; sharedBy: string | null } {
  const portions = food.servingGrams
    ? [{ label: `1 ${CUSTOM_SERVING}`, grams: food.servingGrams }, ...food.portions]
    : food.portions;
  return {
    id: food.id,
    name: food.name,
    description: '',
    brand: food.brand,
    category: '',
    servingSize: 100,
    servingMeasure: 'g',
    servingGrams: 100,
    portions,
    calories: food.calories,
    protein: food.protein,
    fat: food.fat,
    totalCarbs: food.totalCarbs,
    fiber: food.fiber,
    sugar: food.sugar,
    sodium: food.sodium,
    isVegan: false,
    isVegetarian: false,
    isGlutenFree: false,
    isDairyFree: false,
    approved: false,
    isPublic: false,
    source: 'custom',
    fdcId: null,
    createdAt: food.createdAt,
    custom: true,
    sharedBy,
  };
}

const tags = ['nutrition'];
const path = '/api/nutrition/custom-foods';

/** A person's own foods, and the diary's search that finds them with the library's. */
export const customFoodCalls = {
  list: route({
    method: 'GET',
    path,
    summary: 'My own foods, by name',
    tags,
    answers: { 200: customFoodListAnswer },
  }),

  create: route({
    method: 'POST',
    path,
    summary: 'Add a food of my own',
    description:
      'Nutrients per 100 g, an optional serving weight and portions. `sharedWithClients`: trainers ' +
      'only. At most 500 foods a person (409).',
    tags,
    body: customFoodInput,
    answers: { 201: customFoodAnswer, 400: errorBody, 409: errorBody },
  }),

  update: route({
    method: 'PUT',
    path: `${path}/:id`,
    summary: 'Change a food of my own',
    description: "Entries logged from it keep the values they were logged with. Another person's: 404.",
    tags,
    params: idParams,
    body: customFoodInput,
    answers: { 200: customFoodAnswer, 400: errorBody, 404: errorBody },
  }),

  remove: route({
    method: 'DELETE',
    path: `${path}/:id`,
    summary: 'Delete a food of my own',
    description: "Entries logged from it keep their values. Another person's: 404.",
    tags,
    params: idParams,
    answers: { 204: z.null(), 404: errorBody },
  }),

  search: route({
    method: 'GET',
    path: '/api/nutrition/foods',
    summary: "The diary's food search: the library's foods, my own and my trainer's shared ones",
    description:
      "Ranked as the library's search; among equals a custom food comes first. Custom foods are " +
      "marked `custom`, a trainer's shared one with the trainer's name in `sharedBy`.",
    tags,
    query: diaryFoodQuery,
    answers: { 200: diaryFoodListAnswer, 400: errorBody },
  }),
};
