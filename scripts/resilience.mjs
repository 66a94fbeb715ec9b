// `npm run test:resilience`: the heavy proofs of crash safety and scale-out (long fuzzing with a fixed seed,
// killing the server mid-write, several API processes on one PostgreSQL and Redis). They run on the
// embedded database first, then on the PostgreSQL server named by DATABASE_URL (default: the local
// server, postgres://postgres@127.0.0.1:5432/postgres). Tests that need PostgreSQL or Redis read
// RESILIENCE_DATABASE_URL and REDIS_URL (or TEST_REDIS_URL from src/test/redis.ts): they use those
// servers whichever database the run is on, so they run once, in the PostgreSQL run, as does the
// long fuzzing (below).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const extra = process.argv.slice(2);

const api = 'apps/api';
// The long fuzzing (1,000 requests per call) runs once, on PostgreSQL: what it explores is the
// API's handling of hostile input, the same code whichever database is under it. The quick fuzzing
// (the same generators, 50 requests per call) runs on both databases (PGlite in `npm test`,
// PostgreSQL in CI's Node.js 20 run), so what differs between the two drivers is still fuzzed on
// each. On PGlite the long run took 891 s, nearly half of the resilience tests' time.
const onceOnPostgres = [join(api, 'src/test/security/fuzz.resilience.test.ts')];
const serversOnly = readdirSync(join(api, 'src'), { recursive: true })
  .filter((file) => String(file).endsWith('.resilience.test.ts'))
  .map((file) => join(api, 'src', String(file)))
  .filter(
    (file) =>
      onceOnPostgres.includes(file) ||
      /RESILIENCE_DATABASE_URL|TEST_REDIS_URL/.test(readFileSync(file, 'utf8')),
  )
  .sort();

const runs = [
  [
    'embedded database (PGlite)',
    { DATABASE_URL: '' },
    // --passWithNoTests: a file named on the command line may be one of those.
    ['--passWithNoTests', ...serversOnly.flatMap((file) => ['--exclude', relative(api, file)])],
  ],
  [`PostgreSQL (${pgUrl})`, { DATABASE_URL: pgUrl }, []],
];
if (serversOnly.length) {
  console.log(`Once, in the PostgreSQL run:\n  ${serversOnly.join('\n  ')}`);
}

for (const [name, env, skip] of runs) {
  console.log(`\n=== Resilience tests on the ${name}\n`);
  const res = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'apps/api/vitest.resilience.config.ts', ...skip, ...extra],
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
