import type { Module } from '../module.ts';
import { clientsRoutes } from './clients.routes.ts';
import { createClientsService } from './clients.service.ts';

/** A trainer's clients. */
export const clientsModule: Module<'clients'> = async (app, { clients }) => {
  clientsRoutes(app, createClientsService(clients));
};
