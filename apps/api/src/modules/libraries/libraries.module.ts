import type { Module } from '../module.ts';
import { createLibrariesRepository } from './libraries.repository.ts';
import { librariesRoutes } from './libraries.routes.ts';
import { createLibrariesService } from './libraries.service.ts';

/** The shared libraries of exercises, equipment and foods. */
export const librariesModule: Module<'db' | 'reads' | 'caches'> = async (app, { db, reads, caches }) => {
  librariesRoutes(
    app,
    createLibrariesService({ db, libraries: createLibrariesRepository(db, reads, caches) }),
  );
};
