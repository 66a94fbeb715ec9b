import type { Module } from '../module.ts';
import { createMealsRepository } from './meals.repository.ts';
import { mealsRoutes } from './meals.routes.ts';
import { createMealsService } from './meals.service.ts';

/** A client's logged meals. */
export const mealsModule: Module<'db' | 'clients' | 'denied'> = async (app, { db, clients, denied }) => {
  mealsRoutes(app, createMealsService({ meals: createMealsRepository(db), clients, denied }));
};
