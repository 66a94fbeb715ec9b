/**
 * What other modules use of meals: a stored meal as the contract shows it (the account export).
 * Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { toMeal } from './meals.repository.ts';
