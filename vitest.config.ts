import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts; `npx vitest run --project api` runs one of them.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
