// Builds the app, then runs the Playwright journeys against it in Debian's Chromium.
// Extra arguments go to `playwright test` (e.g. a file name or --grep).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const run = (cmd, args, env = process.env) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
