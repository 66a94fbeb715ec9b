import { fileURLToPath } from 'node:url';

// This file sits at apps/api/src/, the bundle at apps/api/dist/: the same depth, so these
// paths hold both when run from source (tests, tsx) and from the build (npm start).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
