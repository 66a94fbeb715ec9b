import type { Module } from '../module.ts';
import { librariesRoutes } from './libraries.routes.ts';
import { createLibrariesService } from './libraries.service.ts';

/** The shared libraries of exercises, equipment and foods. */
export const librariesModule: Module<'db' | 'libraries'> = async (app, { db, libraries }) => {
  librariesRoutes(app, createLibrariesService({ db, libraries }));
};
