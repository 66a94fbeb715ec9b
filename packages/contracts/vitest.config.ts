import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Plain functions over zod schemas: the files share one worker's imports, as the other projects do.
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
