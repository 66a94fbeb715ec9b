// Bundles the API (with the contracts package) into dist/; node_modules stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-user': 'src/cli/create-user.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The contracts are TypeScript source in this repository: bundle them in.
  alias: { '@kinetic/contracts': '../../packages/contracts/src' },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
// The starter food library, read at run time (see STARTER_FOODS_FILE in src/paths.ts).
cpSync('src/db/seed/starter/usda-foods.json', 'dist/db/seed/starter/usda-foods.json');
