// `npm run bench:drivers`: the hottest read (a session and one workout in one query, through the
// app's own repository code) on each PostgreSQL driver set-up, in one run, rounds interleaved so
// that the machine's drift falls on all alike. It answers which driver the hot reads should use.
//
// Set-ups: node-postgres' pool (what writes use), node-postgres connections in pipeline mode
// (db/pipelined-reads.ts, what the hot reads use), and postgres.js (which pipelines by itself).
import { readdirSync, readFileSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePgJs } from 'drizzle-orm/postgres-js';
import pg from 'pg';
import postgres from 'postgres';
import { openDatabase, type Db } from '../apps/api/src/db/client.ts';
import { PipelinedReads } from '../apps/api/src/db/pipelined-reads.ts';
import { prepareDatabase } from '../apps/api/src/db/prepare.ts';
import * as schema from '../apps/api/src/db/schema.ts';
import { hashToken } from '../apps/api/src/lib/tokens.ts';
import { createWorkoutsRepository } from '../apps/api/src/modules/workouts/workouts.repository.ts';
import { createScratchDatabase } from './scratch-database.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const PER_CLIENT = 20;
const CALLERS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const log = (...a: unknown[]) => console.error('[bench:drivers]', ...a);

const TICK_US = 1e6 / 100;
/** CPU time (µs) used so far by each PostgreSQL process on this machine, by pid. */
function postgresCpu(): Map<string, number> {
  const used = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_US);
    } catch {
      // the process ended
    }
  }
  return used;
}

/** CPU used between two readings by the processes alive at the second (new ones count whole). */
const cpuSince = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].reduce((sum, [pid, us]) => sum + us - (before.get(pid) ?? 0), 0);

const dbName = `kinetic_drivers_${process.pid}`;
const scratch = await createScratchDatabase(dbName);
const dbUrl = scratch.url;

/** A plan of 4 blocks x 2 exercises x 3 set rows (about 11 KB), as the main bench's. */
function plan(exerciseIds: string[]) {
  return [0, 1, 2, 3].map((b) => ({
    id: crypto.randomUUID(),
    setNumber: b + 1,
    setType: 'Straight Sets',
    restPeriod: '90 seconds',
    intensityLevel: 7,
    targetHeartRate: 140,
    specialInstructions: 'Controlled tempo',
    exercises: [0, 1].map((e) => ({
      id: crypto.randomUUID(),
      exerciseId: exerciseIds[b * 2 + e],
      exerciseName: `Exercise ${b}-${e}`,
      order: e + 1,
      equipment: ['Barbell'],
      description: 'A compound lift. '.repeat(20),
      videoUrl: '',
      duration: '',
      tempo: '',
      specialInstructions: '',
      notes: '',
      completedAsPrescribed: true,
      actualDuration: '',
      actualTempo: '',
      sets: [10, 10, 8].map((reps, s) => ({
        id: crypto.randomUUID(),
        setNumber: s + 1,
        targetReps: reps,
        targetWeight: '60',
        weightUnit: 'kg',
        eachSide: false,
        targetDuration: '',
        actualReps: null,
        actualWeight: '',
        actualDuration: '',
        actualTempo: '',
      })),
    })),
  }));
}

const setups: { name: string; open: () => { reads: Db; end: () => Promise<void> } }[] = [
  {
    name: 'node-postgres pool, 10 connections',
    open: () => {
      const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
      return { reads: drizzlePg(pool, { schema }), end: () => pool.end() };
    },
  },
  ...[2, 4].map((size) => ({
    name: `node-postgres pipelined (PipelinedReads), ${size} connections`,
    open: () => {
      const p = new PipelinedReads({
        connection: { connectionString: dbUrl },
        size,
        waitTimeoutMs: 5_000,
        statementTimeoutMs: 0,
      });
      return {
        reads: drizzlePg(p as unknown as pg.Client, { schema }),
        end: () => p.end(),
      };
    },
  })),
  ...[2, 4, 10].map((max) => ({
    name: `postgres.js, ${max} connections`,
    open: () => {
      const sql = postgres(dbUrl, { max, onnotice: () => {} });
      return {
        reads: drizzlePgJs(sql, { schema }),
        end: () => sql.end({ timeout: 5 }),
      };
    },
  })),
];

try {
  const database = await openDatabase({ databaseUrl: dbUrl, poolSize: 4 });
  await prepareDatabase(database);
  const pool = database.pool!;
  const { rows: exercises } = await pool.query<{ id: string }>('select id from library_exercises limit 8');
  log(`generating ${CLIENTS} clients with ${PER_CLIENT} workouts and a session each`);
  await pool.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles)
     select 'client' || i, 'client' || i || '@bench.test', 'x', 'Client', 'Number ' || i, '{CLIENT}'
     from generate_series(1, $1::int) i`,
    [CLIENTS],
  );
  await pool.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select id, encode(sha256(convert_to('token-' || username, 'UTF8')), 'hex'), now() + interval '1 day'
     from users where username like 'client%'`,
  );
  await pool.query(
    `insert into workouts (assigned_to, name, scheduled_date, plan)
     select u.id, 'Workout ' || w, current_date + w, $2::jsonb
     from users u, generate_series(1, $1::int) w where u.username like 'client%'`,
    [PER_CLIENT, JSON.stringify(plan(exercises.map((e) => e.id)))],
  );
  await pool.query('analyze');
  const { rows: targets } = await pool.query<{ username: string; id: string }>(
    `select distinct on (u.id) u.username, w.id from users u join workouts w on w.assigned_to = u.id
     where u.username like 'client%'`,
  );
  const calls = targets.map((t) => ({ tokenHash: hashToken(`token-${t.username}`), id: t.id }));
  // The token hash must match what the app computes (SHA-256 hex of the token).
  const probe = await createWorkoutsRepository(database.db).openForSession(calls[0]!.tokenHash, calls[0]!.id);
  if (!probe?.data) throw new Error('the generated sessions do not match the app’s token hashing');

  type Figures = { perSecond: number; p50: number; p99: number; apiUs: number; pgUs: number };
  const results = new Map<string, Figures[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const setup of setups) {
      const { reads, end } = setup.open();
      const repo = createWorkoutsRepository(database.db, reads);
      // Warm up: connections open, statements prepared.
      await Promise.all(calls.slice(0, CALLERS).map((c) => repo.openForSession(c.tokenHash, c.id)));
      const latencies: number[] = [];
      const stopAt = performance.now() + SECONDS * 1000;
      const cpu0 = process.cpuUsage();
      const pg0 = postgresCpu();
      let n = 0;
      await Promise.all(
        Array.from({ length: CALLERS }, async (_, caller) => {
          let i = caller;
          while (performance.now() < stopAt) {
            const c = calls[i++ % calls.length]!;
            const t0 = performance.now();
            const found = await repo.openForSession(c.tokenHash, c.id);
            latencies.push(performance.now() - t0);
            if (!found?.data) throw new Error('no workout');
            n++;
          }
        }),
      );
      const cpu = process.cpuUsage(cpu0);
      const pgUs = cpuSince(pg0, postgresCpu());
      await end();
      latencies.sort((a, b) => a - b);
      const figures = {
        perSecond: n / SECONDS,
        p50: latencies[Math.floor(latencies.length * 0.5)]!,
        p99: latencies[Math.floor(latencies.length * 0.99)]!,
        apiUs: (cpu.user + cpu.system) / n,
        pgUs: pgUs / n,
      };
      results.set(setup.name, [...(results.get(setup.name) ?? []), figures]);
      log(
        `round ${round}: ${setup.name}: ${Math.round(figures.perSecond)}/s, p99 ${figures.p99.toFixed(1)} ms`,
      );
    }
  }
  await database.close();

  const range = (values: number[], digits = 0) => {
    const lo = Math.min(...values).toFixed(digits);
    const hi = Math.max(...values).toFixed(digits);
    return lo === hi ? lo : `${lo}–${hi}`;
  };
  console.log(
    `\nOne session + one workout read (the app's openForSession), ${CALLERS} concurrent callers, ` +
      `${ROUNDS} interleaved rounds of ${SECONDS} s, ${CLIENTS} clients x ${PER_CLIENT} workouts\n`,
  );
  console.log('| set-up | reads/s | p50 ms | p99 ms | app CPU µs/read | PostgreSQL CPU µs/read |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, rows] of results) {
    console.log(
      `| ${name} | ${range(rows.map((r) => r.perSecond))} | ${range(
        rows.map((r) => r.p50),
        1,
      )} | ` +
        `${range(
          rows.map((r) => r.p99),
          1,
        )} | ${range(rows.map((r) => r.apiUs))} | ${range(rows.map((r) => r.pgUs))} |`,
    );
  }
} finally {
  await scratch.drop();
}
