import { createClientAccess } from '../clients/clients.public.ts';
import type { Module } from '../module.ts';
import { createAdjustmentsRepository } from './adjustments.repository.ts';
import { adjustmentRoutes } from './adjustments.routes.ts';
import { createAdjustmentsService } from './adjustments.service.ts';
import { createComplianceRepository } from './compliance.repository.ts';
import { complianceRoutes } from './compliance.routes.ts';
import { createComplianceService } from './compliance.service.ts';
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
 * Body data on a person's profile, a client's nutrition targets set by their trainer, the client's
 * food diary against those targets, day by day and as weekly figures, and the weekly adjustment of
 * the calories the trainer approves.
 */
export const nutritionModule: Module<
  'db' | 'reads' | 'clients' | 'audit' | 'denied' | 'notifier' | 'idempotency' | 'libraries'
> = async (app, { db, reads, clients, audit, denied, notifier, idempotency, libraries }) => {
  const nutrition = createNutritionRepository(db);
  const requireClientOf = createClientAccess({ clients, denied }).require;
  const customFoods = createCustomFoodsRepository(db);
  nutritionRoutes(app, createNutritionService({ db, nutrition, clients, audit, denied, notifier }));
  diaryRoutes(
    app,
    createDiaryService({
      diary: createDiaryRepository(db, reads),
      nutrition,
      customFoods,
      requireClientOf,
    }),
    idempotency,
  );
  complianceRoutes(
    app,
    createComplianceService({
      compliance: createComplianceRepository(db),
      nutrition,
      denied,
      requireClientOf,
    }),
  );
  adjustmentRoutes(
    app,
    createAdjustmentsService({
      db,
      adjustments: createAdjustmentsRepository(db),
      nutrition,
      audit,
      notifier,
      requireClientOf,
    }),
  );
  customFoodsRoutes(app, createCustomFoodsService({ foods: customFoods }), libraries);
};
