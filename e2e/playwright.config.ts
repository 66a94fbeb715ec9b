import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch.mjs';

// A server for each Playwright worker, each on a fresh embedded database with the demo data: the
// journeys of one worker never meet another's changes to the demo people. The first server listens
// on E2E_PORT, the others on ports the system picks. A server's DATA_DIR is shared with the tests
// of its worker, which read the mail outbox from it. This file is read again in each worker: what
// the runner decides first (ports, folders) reaches the workers in the environment.
const workers = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_DATA_ROOT ??= process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kinetic-e2e-'));
process.env.E2E_PORTS ??= [Number(process.env.E2E_PORT ?? 3999), ...freePorts(workers - 1)].join(',');
const ports = process.env.E2E_PORTS.split(',').map(Number);
const dataDir = (worker: number) => join(process.env.E2E_DATA_ROOT!, `worker-${worker}`);
// Set in a worker (before it reads this file): which server is its own.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_DATA_DIR = dataDir(worker);
process.env.E2E_BASE_URL = `http://127.0.0.1:${ports[worker]}`;
// The people the journeys sign in as keep the default time zone, UTC, in which the app takes
// "today": the journeys' own dates (and the browser's) are taken in UTC too, on any machine.
process.env.TZ = 'UTC';

/** Ports nobody listens on now, the system's picks (this file cannot wait for a promise). */
function freePorts(count: number): number[] {
  if (count <= 0) return [];
  const probe = `const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((done) => s.listen(0, '127.0.0.1', done)))).then(() => {
      console.log(servers.map((s) => s.address().port).join(','));
      servers.forEach((s) => s.close());
    });`;
  const found = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  return found.stdout.trim().split(',').map(Number);
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Two workers share two cores with their servers, so a journey's steps take up to twice as long as
  // alone: the bound is on a journey that hangs, not on speed (the bench measures speed).
  timeout: 60_000,
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
  webServer: ports.slice(0, workers).map((port, index) => {
    mkdirSync(dataDir(index), { recursive: true });
    return {
      command: 'node apps/api/dist/server.js',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir(index),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DEMO: '1',
        LOG_LEVEL: 'warn',
        // Every journey signs in and registers from this one address, far more often than people do.
        SIGN_INS_PER_ADDRESS: '2000',
        REGISTRATIONS_PER_ADDRESS: '500',
      },
    };
  }),
});
