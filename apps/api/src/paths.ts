import { fileURLToPath } from 'node:url';

// This file sits at apps/api/src/, the bundle at apps/api/dist/: the same depth, so these
// paths hold both when run from source (tests, tsx) and from the build (npm start).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/**
 * The food library's starter data (USDA FoodData Central merged with the curated foods): read from
 * disk when a database is first loaded, not bundled into the server (it is a few megabytes).
 */
export const STARTER_FOODS_FILE = fileURLToPath(
  new URL('./db/seed/starter/usda-foods.json', import.meta.url),
);
/**
 * The exercise library's starter data (the curated exercises merged with free-exercise-db), read
 * like the foods, and the folder of its pictures (WebP, served by the exercise-pictures route).
 */
export const STARTER_EXERCISES_FILE = fileURLToPath(
  new URL('./db/seed/starter/library-exercises.json', import.meta.url),
);
export const EXERCISE_PICTURES_DIR = fileURLToPath(
  new URL('./db/seed/starter/exercise-pictures', import.meta.url),
);
