/**
 * What other modules use of meals: a stored meal as the contract shows it (the account export), and
 * the order of meal types in a day (the food diary).
 * Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { mealTypeOrder, toMeal } from './meals.repository.ts';
