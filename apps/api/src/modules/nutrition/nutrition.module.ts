import type { Module } from '../module.ts';
import { clientAccess } from './client-access.ts';
import { createCustomFoodsRepository } from './custom-foods.repository.ts';
import { customFoodsRoutes } from './custom-foods.routes.ts';
import { createCustomFoodsService } from './custom-foods.service.ts';
import { createDiaryRepository } from './diary.repository.ts';
import { diaryRoutes } from './diary.routes.ts';
import { createDiaryService } from './diary.service.ts';
import { createNutritionRepository } from './nutrition.repository.ts';
import { nutritionRoutes } from './nutrition.routes.ts';
import { createNutritionService } from './nutrition.service.ts';

/**
 * Body data on a person's profile, a client's nutrition targets set by their trainer, and the
 * client's food diary against those targets.
 */
export const nutritionModule: Module<
  'db' | 'reads' | 'clients' | 'audit' | 'denied' | 'notifier' | 'idempotency' | 'libraries'
> = async (app, { db, reads, clients, audit, denied, notifier, idempotency, libraries }) => {
  const nutrition = createNutritionRepository(db);
  const customFoods = createCustomFoodsRepository(db);
  nutritionRoutes(app, createNutritionService({ db, nutrition, clients, audit, denied, notifier }));
  diaryRoutes(
    app,
    createDiaryService({
      diary: createDiaryRepository(db, reads),
      nutrition,
      customFoods,
      requireClientOf: clientAccess({ clients, denied }),
    }),
    idempotency,
  );
  customFoodsRoutes(app, createCustomFoodsService({ foods: customFoods }), libraries);
};
