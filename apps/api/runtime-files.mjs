// What a bundle of the API reads from disk beside itself at run time: the migrations, the starter
// food and exercise libraries (megabytes, read once when a database is first loaded, so kept out
// of the bundle) and the exercise pictures the API serves. `npm run build` and the tests' own bundles copy the same list.
import { cpSync } from 'node:fs';
import { join } from 'node:path';

const RUNTIME_FILES = [
  'db/migrations',
  'db/seed/starter/usda-foods.json',
  'db/seed/starter/library-exercises.json',
  'db/seed/starter/exercise-pictures',
];

/** Copies them from the API's `src` directory `srcDir` to the bundle's directory `outDir`. */
export function copyRuntimeFiles(srcDir, outDir) {
  for (const path of RUNTIME_FILES) cpSync(join(srcDir, path), join(outDir, path), { recursive: true });
}
