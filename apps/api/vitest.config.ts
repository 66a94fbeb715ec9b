import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The heavy runs (long fuzzing, killing the server, several processes) are `npm run test:resilience`.
    exclude: ['src/**/*.resilience.test.ts', '**/node_modules/**'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    // The migrated, seeded database each file copies, made once (src/test/template-database.ts).
    globalSetup: ['src/test/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
