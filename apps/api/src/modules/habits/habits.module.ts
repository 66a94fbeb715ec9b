import type { Module } from '../module.ts';
import { createHabitsRepository } from './habits.repository.ts';
import { habitsRoutes } from './habits.routes.ts';
import { createHabitsService } from './habits.service.ts';

/** Habits a trainer gives a client, and the days the client ticks them done (decision 0038). */
export const habitsModule: Module<'db' | 'clients' | 'audit' | 'denied' | 'notifier'> = async (
  app,
  { db, clients, audit, denied, notifier },
) => {
  habitsRoutes(
    app,
    createHabitsService({ db, habits: createHabitsRepository(db), clients, audit, denied, notifier }),
  );
};
