import type { Module } from '../module.ts';
import { exercisePicturesRoutes } from './exercise-pictures.routes.ts';
import { librariesRoutes } from './libraries.routes.ts';
import { createLibrariesService } from './libraries.service.ts';

/** The shared libraries of exercises, equipment and foods, and the exercises' pictures. */
export const librariesModule: Module<'db' | 'libraries'> = async (app, { db, libraries }) => {
  librariesRoutes(app, createLibrariesService({ db, libraries }));
  exercisePicturesRoutes(app);
};
