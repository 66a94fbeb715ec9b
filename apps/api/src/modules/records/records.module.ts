import type { Module } from '../module.ts';
import { createRecordsRepository } from './records.repository.ts';
import { recordsRoutes } from './records.routes.ts';
import { createRecordsService } from './records.service.ts';

/** Personal records. */
export const recordsModule: Module<'db'> = async (app, { db }) => {
  recordsRoutes(app, createRecordsService({ records: createRecordsRepository(db) }));
};
