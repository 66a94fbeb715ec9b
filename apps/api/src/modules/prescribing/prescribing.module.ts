import type { Module } from '../module.ts';
import { createPrescribingRepository } from './prescribing.repository.ts';
import { prescribingRoutes } from './prescribing.routes.ts';
import { createPrescribingService } from './prescribing.service.ts';

/** What the builder suggests from a client's history. */
export const prescribingModule: Module<'db' | 'clients'> = async (app, { db, clients }) => {
  prescribingRoutes(app, createPrescribingService({ prescribing: createPrescribingRepository(db), clients }));
};
