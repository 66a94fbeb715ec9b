import type { Module } from '../module.ts';
import { createProgressRepository } from './progress.repository.ts';
import { progressRoutes } from './progress.routes.ts';
import { createProgressService } from './progress.service.ts';

/** A client's progress entries. */
export const progressModule: Module<'db' | 'clients' | 'denied' | 'idempotency'> = async (
  app,
  { db, clients, denied, idempotency },
) => {
  progressRoutes(
    app,
    createProgressService({ progress: createProgressRepository(db), clients, denied }),
    idempotency,
  );
};
