import type { Module } from '../module.ts';
import { createProgressPhotosRepository } from './progress-photos.repository.ts';
import { progressPhotosRoutes } from './progress-photos.routes.ts';
import { createProgressPhotosService } from './progress-photos.service.ts';
import { createProgressRepository } from './progress.repository.ts';
import { progressRoutes } from './progress.routes.ts';
import { createProgressService } from './progress.service.ts';

/** A client's progress entries and photos. */
export const progressModule: Module<
  'db' | 'clients' | 'denied' | 'idempotency' | 'objects' | 'afterAnswer'
> = async (app, { db, clients, denied, idempotency, objects, afterAnswer }) => {
  progressRoutes(
    app,
    createProgressService({ progress: createProgressRepository(db), clients, denied }),
    idempotency,
  );
  progressPhotosRoutes(
    app,
    createProgressPhotosService({
      photos: createProgressPhotosRepository(db),
      objects,
      clients,
      denied,
      afterAnswer,
    }),
  );
};
