// `npm run test:resilience`: the heavy proofs of crash safety and scale-out (long fuzzing with a fixed seed,
// killing the server mid-write, several API processes on one PostgreSQL and Redis). They run on the
// embedded database first, then on the PostgreSQL server named by DATABASE_URL (default: the local
// server, postgres://postgres@127.0.0.1:5432/postgres). Tests that need PostgreSQL or Redis read
// RESILIENCE_DATABASE_URL and REDIS_URL.
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const extra = process.argv.slice(2);

const runs = [
  ['embedded database (PGlite)', { DATABASE_URL: '' }],
  [`PostgreSQL (${pgUrl})`, { DATABASE_URL: pgUrl }],
];

for (const [name, env] of runs) {
  console.log(`\n=== Resilience tests on the ${name}\n`);
  const res = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'apps/api/vitest.resilience.config.ts', ...extra],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...env,
        RESILIENCE_DATABASE_URL: pgUrl,
        REDIS_URL: redisUrl,
        FUZZ_SEED: process.env.FUZZ_SEED ?? '20261121',
      },
    },
  );
  if (res.status !== 0) {
    console.error(`\nResilience tests on the ${name} failed.`);
    process.exit(res.status ?? 1);
  }
}
console.log('\nAll resilience tests passed.');
