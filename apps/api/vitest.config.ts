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
    // A worker imports the app once and runs its files one after another in that module graph,
    // as the web project does: re-importing Fastify, drizzle, the contracts and PGlite's WASM for
    // each file was most of a file's start. Each file still opens its own database, a copy of the
    // template. On 15 module test files, 117.6 s of CPU (83.7 s of it imports) became 54.6 s (10.1 s).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
