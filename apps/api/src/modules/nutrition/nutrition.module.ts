import type { Module } from '../module.ts';
import { createNutritionRepository } from './nutrition.repository.ts';
import { nutritionRoutes } from './nutrition.routes.ts';
import { createNutritionService } from './nutrition.service.ts';

/** Body data on a person's profile, and a client's nutrition targets set by their trainer. */
export const nutritionModule: Module<'db' | 'clients' | 'audit' | 'denied' | 'notifier'> = async (
  app,
  { db, clients, audit, denied, notifier },
) => {
  nutritionRoutes(
    app,
    createNutritionService({
      db,
      nutrition: createNutritionRepository(db),
      clients,
      audit,
      denied,
      notifier,
    }),
  );
};
