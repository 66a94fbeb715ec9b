import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch.mjs';

// One server for the run, on a fresh embedded database with the demo data. Its DATA_DIR is
// shared with the tests, which read the mail outbox from it.
const port = Number(process.env.E2E_PORT ?? 3999);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kinetic-e2e-'));
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
// The people the journeys sign in as keep the default time zone, UTC, in which the app takes
// "today": the journeys' own dates (and the browser's) are taken in UTC too, on any machine.
process.env.TZ = 'UTC';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    timezoneId: 'UTC',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every journey signs in and registers from this one address, far more often than people do.
      SIGN_INS_PER_ADDRESS: '2000',
      REGISTRATIONS_PER_ADDRESS: '500',
    },
  },
});
