import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts; `npx vitest run --project api` runs one of them.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
    // Vitest's default is the cores less one, a single worker on the 2-core machines the team and CI
    // use: one test file's process kept one core busy and the other mostly idle (decision 0028).
    // `--maxWorkers=1` on the command line goes back to one.
    maxWorkers: 2,
  },
});
