// Bundles the API (with the contracts package) into dist/; node_modules stay external.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { copyRuntimeFiles } from './runtime-files.mjs';

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
copyRuntimeFiles('src', 'dist');
