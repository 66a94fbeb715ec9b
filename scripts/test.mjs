// `npm test`: every test. Unit, component and API tests (Vitest, on the embedded database), then
// the browser journeys (Playwright in Chromium). With DATABASE_URL set, the API tests run on that
// PostgreSQL server instead.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Unit, component and API tests', 'npx', ['vitest', 'run']],
  ['Browser journeys', 'node', ['scripts/e2e.mjs']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n`);
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(res.status ?? 1);
  }
}
console.log('\nAll tests passed.');
