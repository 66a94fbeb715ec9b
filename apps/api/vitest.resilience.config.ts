import { defineConfig } from 'vitest/config';

// `npm run test:resilience`: the heavy proofs (long fuzzing, crash safety, several processes).
// scripts/resilience.mjs runs them on the embedded database and then on PostgreSQL.
export default defineConfig({
  test: {
    name: 'api-resilience',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.resilience.test.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    // The migrated, seeded database each file copies, made once (src/test/template-database.ts).
    globalSetup: ['src/test/template-database.ts'],
    // One file at a time: several of them start servers and load the machine.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
