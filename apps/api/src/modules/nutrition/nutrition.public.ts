/**
 * What other modules use of nutrition: body data and targets as the contract shows them, for the
 * account export. Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { toBodyData, toTargets } from './nutrition.repository.ts';
export { toDiaryEntry } from './diary.repository.ts';
export { adjustmentsPage } from './adjustments.repository.ts';
export { resolveAmount } from './diary.service.ts';
export { nutritionWeekJson, type NutritionWeek } from './compliance.repository.ts';
export { customFoodsPage } from './custom-foods.repository.ts';
