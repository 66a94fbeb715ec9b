// `npm run bench`: the API on PostgreSQL with a generated data set, measured with autocannon
// beside bare routes of the same server that answer the same bytes from memory. One table, every
// figure from this run. See bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const PER_CLIENT = Number(process.env.BENCH_WORKOUTS_PER_CLIENT ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const base = `http://127.0.0.1:${PORT}`;
const dbName = `kinetic_bench_${process.pid}`;

const log = (...a) => console.error('[bench]', ...a);
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

async function call(method, path, { token, body } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const peakRss = (pid) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
let server;
try {
  log('building the API');
  run('npm', ['run', 'build', '--silent', '-w', '@kinetic/api']);
  log('starting the API on', dbUrl.pathname.slice(1));
  // BENCH_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the API under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  server = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  log(`generating ${CLIENTS} clients x ${PER_CLIENT} workouts`);
  const passwordHash = await hash('BenchPass1');
  const {
    rows: [trainer],
  } = await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles) values ('bench_trainer', 'trainer@bench.test', $1, 'Bench', 'Trainer', '{TRAINER}') returning id`,
    [passwordHash],
  );
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles, trainer_id)
     select 'client' || i, 'client' || i || '@bench.test', $1, 'Client', 'Number ' || i, '{CLIENT}', $2 from generate_series(1, $3) i`,
    [passwordHash, trainer.id, CLIENTS],
  );
  const trainerToken = (
    await call('POST', '/api/auth/login', { body: { email: 'trainer@bench.test', password: 'BenchPass1' } })
  ).token;
  const client = await call('POST', '/api/auth/login', {
    body: { email: 'client1@bench.test', password: 'BenchPass1' },
  });
  const exercises = (await call('GET', '/api/libraries/exercises?limit=8', { token: trainerToken }))
    .exercises;
  const block = (i) => ({
    setType: 'Straight Sets',
    restPeriod: '90 seconds',
    intensityLevel: 7,
    targetHeartRate: 140,
    specialInstructions: 'Controlled tempo',
    exercises: [exercises[2 * i], exercises[2 * i + 1]].map((e) => ({
      exerciseId: e.id,
      description: e.description,
      sets: [10, 10, 8].map((targetReps) => ({ targetReps, targetWeight: '60', weightUnit: 'kg' })),
    })),
  });
  const template = (
    await call('POST', '/api/workouts', {
      token: trainerToken,
      body: {
        name: 'Template',
        scheduledDate: '2026-12-01',
        estimatedDuration: 45,
        assignedTo: client.user.id,
        sets: [0, 1, 2, 3].map(block),
      },
    })
  ).workout;
  await db.query(
    `insert into workouts (assigned_to, created_by, name, description, scheduled_date, estimated_duration, plan)
     select u.id, $1, 'Workout ' || w, 'Generated for the benchmark', current_date + w, 45, $2::jsonb
     from users u, generate_series(1, $3) w where 'CLIENT' = any(u.roles)`,
    [trainer.id, JSON.stringify(template.sets), PER_CLIENT],
  );
  // Scheduled workouts of one client for the completion run: each request completes another one.
  await db.query(
    `insert into workouts (assigned_to, created_by, name, scheduled_date, plan)
     select $1, $2, 'To complete ' || w, current_date, $3::jsonb from generate_series(1, 40000) w`,
    [client.user.id, trainer.id, JSON.stringify(template.sets)],
  );
  await db.query('analyze');
  const toComplete = (
    await db.query(`select id from workouts where assigned_to = $1 and name like 'To complete %'`, [
      client.user.id,
    ])
  ).rows.map((r) => r.id);
  const {
    rows: [{ n: workoutCount }],
  } = await db.query('select count(*)::int as n from workouts');
  await db.end();

  const auth = { authorization: `Bearer ${client.token}` };
  const oneWorkout = await call('GET', `/api/workouts/${template.id}`, { token: client.token });
  await call('PUT', '/api/bench/bare/workout', { body: oneWorkout });
  const completeBody = { sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() };
  const sample = await call('PATCH', `/api/workouts/${toComplete.pop()}/complete`, {
    token: client.token,
    body: completeBody,
  });
  await call('PUT', '/api/bench/bare/complete', { body: sample });

  const results = [];
  async function measure(name, real, bare, target) {
    log('measuring', name);
    const r = await cannon(real);
    const b = await cannon(bare);
    const errors = r.non2xx + r.errors;
    results.push({
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bare: b.requests.average,
      ratio: r.requests.average / b.requests.average,
      errors,
      target,
    });
  }

  await measure(
    'one workout (GET /api/workouts/{id})',
    { url: `${base}/api/workouts/${template.id}`, headers: auth },
    { url: `${base}/api/bench/bare/workout`, headers: auth },
    { ratio: 0.2, p99: 50 },
  );
  let next = 0;
  await measure(
    'complete a workout (PATCH .../complete)',
    {
      url: base,
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api/workouts/${toComplete[next++ % toComplete.length]}/complete`,
            body: JSON.stringify(completeBody),
          }),
        },
      ],
    },
    {
      url: `${base}/api/bench/bare/complete`,
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(completeBody),
    },
    null,
  );
  const memory = peakRss(server.pid);

  const fmt = (n, d = 0) => n.toFixed(d);
  console.log(
    `\nKinetic benchmark: PostgreSQL, ${workoutCount} workouts (${CLIENTS} clients x ${PER_CLIENT}, plus ${toComplete.length + 1} to complete), ${CONNECTIONS} connections x ${DURATION} s each\n`,
  );
  console.log('| call | req/s | p50 ms | p99 ms | bare route req/s | ratio to bare | non-2xx | target |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const target = r.target
      ? `>= ${r.target.ratio * 100}% of bare, p99 < ${r.target.p99} ms: ${r.ratio >= r.target.ratio && r.p99 < r.target.p99 ? 'met' : 'MISSED'}`
      : '';
    console.log(
      `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.bare)} | ${fmt(r.ratio * 100, 1)}% | ${r.errors} | ${target} |`,
    );
  }
  console.log(`\nAPI process peak resident memory: ${fmt(memory, 1)} MB`);
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
