import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files share one worker's jsdom and module graph instead of each starting its own: a fresh
    // worker per file spent as much time importing React, the router and jsdom as the tests took.
    // What a test leaves behind (the rendered tree, stores, storage, the write queue, stubbed
    // globals, toasts) is cleared after each test in src/test/setup.ts.
    isolate: false,
    // The device's time zone is part of what screens show (today, the time zone suggestion): the
    // same on every machine that runs the tests.
    env: { TZ: 'UTC' },
    // Two cores run every suite at once in CI: screens that load lazily need more than 5 s there.
    testTimeout: 20_000,
  },
});
