import type { Module } from '../module.ts';
import { createRecordsRepository } from './records.repository.ts';
import { recordsRoutes } from './records.routes.ts';
import { createRecordsService } from './records.service.ts';
import { createTrainingMaxesRepository } from './training-maxes.repository.ts';
import { trainingMaxesRoutes } from './training-maxes.routes.ts';
import { createTrainingMaxesService } from './training-maxes.service.ts';

/** Personal records, and the training maxes a trainer sets beside them (decision 0044). */
export const recordsModule: Module<'db' | 'clients' | 'audit' | 'denied'> = async (
  app,
  { db, clients, audit, denied },
) => {
  const records = createRecordsRepository(db);
  recordsRoutes(app, createRecordsService({ records }));
  const trainingMaxes = createTrainingMaxesRepository(db);
  trainingMaxesRoutes(app, createTrainingMaxesService({ trainingMaxes, records, clients, audit, denied }));
};
