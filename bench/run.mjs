// `npm run bench`: the API on PostgreSQL with a generated data set, measured with autocannon beside
// bare routes of the same server that answer the same bytes from memory; the same reads again at a
// larger scale; the API's peak memory; the web app's weight and speed in Chromium. One table, every
// figure from this run. See bench/README.md.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { addCheckIns, databaseSizes, generate, insertPeople } from './generate.mjs';
import { measureMixed, mixedTables } from './mixed.mjs';
import { cameraPhoto, measureUploads, THUMBNAIL, UPLOADS, uploadsLine } from './photos.mjs';
import { measureWeb, webTable } from './web.mjs';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALES = (process.env.BENCH_SCALES ?? '1000,10000').split(',').map(Number);
// Each scale adds the clients past the one before: a count that does not rise would add none.
if (!SCALES.every((n, i) => Number.isInteger(n) && n > 0 && (i === 0 || n > SCALES[i - 1])))
  throw new Error(`BENCH_SCALES must be rising client counts: ${process.env.BENCH_SCALES}`);
const PER_CLIENT = Number(process.env.BENCH_WORKOUTS_PER_CLIENT ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EVENT_RATE = Number(process.env.BENCH_EVENT_RATE ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const ONLY = process.env.BENCH_ONLY?.split('|').filter(Boolean);
/** Whether a measurement is wanted: every one, or those whose name holds one of BENCH_ONLY's words. */
const wanted = (name) => !ONLY || ONLY.some((word) => name.includes(word));
const WEB = process.env.BENCH_WEB !== '0';
const PASSWORD = 'Bench-Pass-2026';
const ONBOARDING_FORMS = ['waiver', 'parq', 'goals-activities', 'medical-history', 'nutrition', 'lifestyle'];
const base = `http://127.0.0.1:${PORT}`;
const dbName = `kinetic_bench_${process.pid}`;
/** The API processes' DATA_DIR (progress photos' files), removed at the end. */
const dataDir = mkdtempSync(join(tmpdir(), 'kinetic-bench-data-'));

const log = (...a) => console.error('[bench]', ...a);
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

/** One call; answers the exact text of the answer. */
async function raw(method, path, { token, body } = {}) {
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
  return text;
}
const call = async (method, path, options) => {
  const text = await raw(method, path, options);
  return text ? JSON.parse(text) : undefined;
};
/** The bare route `name` answers exactly these bytes. */
const mirror = (name, bytes) => call('PUT', `/api/bench/bare/${name}`, { body: { bytes } });

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const TICK_US = 1e6 / 100; // USER_HZ
/** CPU time (µs) a process has used so far; 0 once it has ended. */
const cpuUsed = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
};
/** A PostgreSQL backend's title: `postgres: [cluster: ]user database host(port) state`. */
const BACKEND_TITLE = /^postgres: (?:[^:]+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/;
/**
 * CPU time (µs) used so far by the API process, and by each PostgreSQL process on this machine
 * that works for the bench: the server's own (WAL writer, checkpointer...) and the connections to
 * the bench database, not those of other databases (other work on a shared machine).
 */
function cpuNow(apiPid) {
  const pg = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const database = BACKEND_TITLE.exec(title)?.[1];
      if (database === undefined || database === dbName) pg.set(pid, cpuUsed(pid));
    } catch {
      // gone
    }
  }
  return { api: cpuUsed(apiPid), pg };
}
/**
 * PostgreSQL CPU time (µs) between two samples: what each process used in between (all of it for
 * one that started). A process that ended in between is left out, rather than its whole past
 * taken off the total.
 */
const pgCpuBetween = (before, after) =>
  [...after.pg].reduce((sum, [pid, used]) => sum + used - (before.pg.get(pid) ?? 0), 0);

const peakRss = (pid) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** How `npm run serve` starts the API: its environment (`NAME=value` first), node's options, the server's file. */
const serveWords = JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve.split(' ');
const serveEnv = Object.fromEntries(
  serveWords
    .filter((w) => /^[A-Z_]+=/.test(w))
    .map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
);
const serveArgs = serveWords.filter((w) => !/^[A-Z_]+=/.test(w)).slice(1);
/** The API processes running, stopped at the end. */
const apis = new Set();
/** An API process on `port`, on the bench database, once it answers its health check. */
async function startApi(port) {
  // BENCH_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the API under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...serveArgs.slice(0, -1), ...nodeArgs, serveArgs.at(-1)], {
    env: {
      ...process.env,
      ...serveEnv,
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: '1',
      // Sign-ins come from many addresses (X-Forwarded-For), as they would behind a load balancer.
      TRUST_PROXY: '1',
      // Live events cross processes through PostgreSQL LISTEN/NOTIFY.
      REDIS_URL: '',
      // One client and one trainer send every measured request: far past what one person sends.
      USER_WRITES_PER_MINUTE: '1000000',
      USER_LIST_READS_PER_MINUTE: '1000000',
      USER_OBJECT_READS_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  apis.add(child);
  child.once('exit', () => apis.delete(child));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (i > 600 || child.exitCode !== null) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The q-quantile (0..1) of sorted numbers. */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/**
 * Opens an event stream (GET /api/events) and calls `onEvent(type, data)` for each event; answers
 * once the answer's head is in, with a function that closes it.
 */
function openStream(port, token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`event stream: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data !== undefined) onEvent(type, data);
          }
        });
        res.on('error', () => {});
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
let server;
let dropping;
/** Stops the API processes and drops the bench database, once, however the run ends. */
const cleanUp = () =>
  (dropping ??= (async () => {
    for (const child of apis) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 3000));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  })());
// An interrupted run (Ctrl-C, or a kill) would otherwise leave tens of gigabytes behind.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    log(`${signal}: dropping ${dbName}`);
    cleanUp().finally(() => process.exit(1));
  });
try {
  log('building the API');
  run('npm', ['run', 'build', '--silent', '-w', '@kinetic/api']);
  log('starting the API on', dbName);
  server = await startApi(PORT);

  const db = new pg.Client({ connectionString: dbUrl.toString() });
  db.on('error', () => {}); // ended when the database is dropped after a failure
  await db.connect();
  // The generated people share one password hash, made by the app itself (its argon2 settings).
  await call('POST', '/api/auth/register', {
    body: {
      firstName: 'Hash',
      lastName: 'Source',
      username: 'hash_source',
      email: 'hash.source@bench.test',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      privacyAgreementAccepted: true,
      termsOfServiceAccepted: true,
    },
  });
  const {
    rows: [{ password_hash: passwordHash }],
  } = await db.query(`select password_hash from users where username = 'hash_source'`);

  const generation = { passwordHash, forms: ONBOARDING_FORMS, perClient: PER_CLIENT };
  /** Seconds each scale's data took to generate, and the database's sizes once it was there. */
  const scaleFacts = new Map();
  const timed = async (scale, step) => {
    const started = performance.now();
    await step();
    const fact = scaleFacts.get(scale) ?? { seconds: 0 };
    fact.seconds += (performance.now() - started) / 1000;
    scaleFacts.set(scale, fact);
  };
  const noteSizes = async (scale) => {
    const fact = scaleFacts.get(scale);
    Object.assign(fact, await databaseSizes(db));
    log(
      `${scale} clients generated in ${fact.seconds.toFixed(0)} s; database ${(fact.total / 2 ** 20).toFixed(0)} MB`,
    );
  };

  // The first scale's people, then one real workout built through the API, copied to every client.
  log(`generating clients 1 to ${SCALES[0]}`);
  await timed(SCALES[0], () =>
    generate(dbUrl.toString(), { ...generation, from: 1, to: SCALES[0], people: true }),
  );
  const trainer = await call('POST', '/api/auth/login', {
    body: { email: 'trainer1@bench.test', password: PASSWORD },
  });
  const client = await call('POST', '/api/auth/login', {
    body: { email: 'client1@bench.test', password: PASSWORD },
  });
  const exercises = (await call('GET', '/api/libraries/exercises?limit=8', { token: trainer.token }))
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
      token: trainer.token,
      body: {
        name: 'Template',
        scheduledDate: '2026-12-01',
        estimatedDuration: 45,
        assignedTo: client.user.id,
        sets: [0, 1, 2, 3].map(block),
      },
    })
  ).workout;
  log(`generating ${PER_CLIENT} workouts for each of them`);
  await timed(SCALES[0], () =>
    generate(dbUrl.toString(), { ...generation, from: 1, to: SCALES[0], templateId: template.id }),
  );
  // One more client, of trainer 1, who completes a fresh scheduled workout on every request.
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles, trainer_id)
     select 'finisher', 'finisher@bench.test', $1, 'Fin', 'Isher', '{CLIENT}', id from users where username = 'trainer1'`,
    [passwordHash],
  );
  await db.query(
    `insert into workouts (assigned_to, created_by, name, scheduled_date, plan)
     select u.id, u.trainer_id, 'To complete ' || w, current_date, (select plan from workouts where id = $1)
     from users u, generate_series(1, 40000) w where u.username = 'finisher'`,
    [template.id],
  );
  await db.query('analyze');
  const finisher = await call('POST', '/api/auth/login', {
    body: { email: 'finisher@bench.test', password: PASSWORD },
  });
  const toComplete = (
    await db.query(`select id from workouts where assigned_to = $1`, [finisher.user.id])
  ).rows.map((r) => r.id);

  // A trainer who plans for 50 clients, each with PER_CLIENT workouts a day apart around today: their
  // calendar week holds one workout per client and day. Their clients are beside the numbered ones.
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles)
     values ('planner', 'planner@bench.test', $1, 'Plan', 'Ner', '{TRAINER}')`,
    [passwordHash],
  );
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles, trainer_id)
     select 'planned' || i, 'planned' || i || '@bench.test', $1, 'Planned', 'Client ' || i, '{CLIENT}',
            (select id from users where username = 'planner')
     from generate_series(1, 50) i`,
    [passwordHash],
  );
  await db.query(
    `insert into workouts (assigned_to, created_by, name, description, scheduled_date, estimated_duration, plan)
     select u.id, u.trainer_id, 'Workout ' || w, 'Generated for the benchmark', current_date + w - 25, 45,
            (select plan from workouts where id = $1)
     from users u, generate_series(1, $2::int) w where u.username ~ '^planned[0-9]+$'`,
    [template.id, PER_CLIENT],
  );
  // Most of their past workouts done, the rest missed, each planned a week ahead and last changed
  // when done: what the attention list weighs (generated rows would all look changed today).
  await db.query(
    `update workouts w set
       status = case when w.scheduled_date < current_date and hashtext(w.id::text) % 3 <> 0
                     then 'COMPLETED' else w.status end,
       completed_date = case when w.scheduled_date < current_date and hashtext(w.id::text) % 3 <> 0
                             then w.scheduled_date + time '18:00' end,
       created_at = least(w.scheduled_date - 7, now()),
       updated_at = case when w.scheduled_date < current_date and hashtext(w.id::text) % 3 <> 0
                         then w.scheduled_date + time '18:00' else least(w.scheduled_date - 7, now()) end
     from users u where u.id = w.assigned_to and u.username ~ '^planned[0-9]+$'`,
  );
  // Their weekly check-ins: three reviewed, the newest sent and waiting in the planner's queue.
  await addCheckIns(db, 1, 50, 'planned');
  await db.query('analyze');
  const planner = await call('POST', '/api/auth/login', {
    body: { email: 'planner@bench.test', password: PASSWORD },
  });
  const {
    rows: [week],
  } = await db.query(
    `select to_char(date_trunc('week', current_date), 'YYYY-MM-DD') as "from",
            to_char(date_trunc('week', current_date) + interval '6 days', 'YYYY-MM-DD') as "to",
            to_char(current_date, 'YYYY-MM-DD') as today`,
  );

  const asClient = { authorization: `Bearer ${client.token}` };
  const asTrainer = { authorization: `Bearer ${trainer.token}` };
  const asPlanner = { authorization: `Bearer ${planner.token}` };
  /** The reads measured at every scale: name, path, who asks, targets. */
  const reads = [
    ["a client's workout list (GET /api/workouts)", '/api/workouts', asClient, { ratio: 0.25, p99: 100 }],
    [
      'one workout (GET /api/workouts/{id})',
      `/api/workouts/${template.id}`,
      asClient,
      { ratio: 0.25, p99: 50 },
    ],
    ["a trainer's client list (GET /api/clients)", '/api/clients', asTrainer, { ratio: 0.2, p99: 100 }],
    [
      'a library search (GET /api/libraries/exercises?search=squat)',
      '/api/libraries/exercises?search=squat',
      asTrainer,
      { ratio: 0.2, p99: 100 },
    ],
    [
      "the exercise picker's search by muscle, 982 exercises (GET /api/libraries/exercises?search=press&muscle=Triceps)",
      '/api/libraries/exercises?search=press&muscle=Triceps&limit=50',
      asTrainer,
      { ratio: 0.3, p99: 50 },
    ],
    [
      'a food search (GET /api/libraries/foods?search=chicken breast)',
      '/api/libraries/foods?search=chicken%20breast',
      asTrainer,
      { ratio: 0.3, p99: 50 },
    ],
    [
      "a client's food diary day (GET /api/nutrition/diary)",
      `/api/nutrition/diary?date=${week.today}`,
      asClient,
      { ratio: 0.25, p99: 100 },
    ],
    [
      'the onboarding status (GET /api/onboarding/status)',
      '/api/onboarding/status',
      asClient,
      { ratio: 0.2, p99: 100 },
    ],
    [
      "a trainer's calendar week, 50 clients (GET /api/calendar)",
      `/api/calendar?from=${week.from}&to=${week.to}`,
      asPlanner,
      { p99: 100 },
    ],
    [
      "a trainer's attention list, 50 clients (GET /api/trainer/attention)",
      '/api/trainer/attention',
      asPlanner,
      { p99: 150 },
    ],
    [
      'the check-in review queue, 50 clients (GET /api/check-ins/review-queue)',
      '/api/check-ins/review-queue',
      asPlanner,
      { p99: 150 },
    ],
  ];

  const results = [];
  async function measure(scale, name, real, bare, target) {
    if (!wanted(name)) return;
    log(`measuring at ${scale} clients:`, name);
    const before = cpuNow(server.pid);
    const r = await cannon(real);
    const after = cpuNow(server.pid);
    const b = await cannon(bare);
    const afterBare = cpuNow(server.pid);
    results.push({
      scale,
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bare: b.requests.average,
      ratio: r.requests.average / b.requests.average,
      errors: r.non2xx + r.errors + b.non2xx + b.errors,
      apiCpu: (after.api - before.api) / r.requests.total,
      bareApiCpu: (afterBare.api - after.api) / b.requests.total,
      pgCpu: pgCpuBetween(before, after) / r.requests.total,
      target,
    });
  }

  async function measureReads(scale) {
    for (const [name, path, headers, target] of reads) {
      const key = `read${reads.findIndex((r) => r[0] === name)}`;
      await mirror(key, await raw('GET', path, { token: headers.authorization.slice(7) }));
      await measure(
        scale,
        name,
        { url: base + path, headers },
        { url: `${base}/api/bench/bare/${key}`, headers },
        target,
      );
    }
  }

  await noteSizes(SCALES[0]);

  // Sign-in: many clients, each request from another address.
  let signIns = 0;
  const signInBody = (n) =>
    JSON.stringify({ email: `client${(n % SCALES[0]) + 1}@bench.test`, password: PASSWORD });
  await mirror('signin', await raw('POST', '/api/auth/login', { body: JSON.parse(signInBody(0)) }));
  const fromAnotherAddress = (req) => {
    const n = signIns++;
    return {
      ...req,
      body: signInBody(n),
      headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    };
  };
  const json = { 'content-type': 'application/json' };
  await measure(
    SCALES[0],
    'sign-in (POST /api/auth/login)',
    {
      url: base,
      method: 'POST',
      headers: json,
      requests: [{ path: '/api/auth/login', setupRequest: fromAnotherAddress }],
    },
    { url: `${base}/api/bench/bare/signin`, method: 'POST', headers: json, body: signInBody(0) },
    { rps: 100 },
  );
  await measureReads(SCALES[0]);

  const completeBody = JSON.stringify({
    sets: [],
    status: 'COMPLETED',
    completedDate: new Date().toISOString(),
  });
  const asFinisher = { authorization: `Bearer ${finisher.token}`, ...json };
  await mirror(
    'complete',
    await raw('PATCH', `/api/workouts/${toComplete.pop()}/complete`, {
      token: finisher.token,
      body: JSON.parse(completeBody),
    }),
  );
  let next = 0;
  await measure(
    SCALES[0],
    'complete a workout (PATCH /api/workouts/{id}/complete)',
    {
      url: base,
      method: 'PATCH',
      headers: asFinisher,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api/workouts/${toComplete[next++ % toComplete.length]}/complete`,
            body: completeBody,
          }),
        },
      ],
    },
    { url: `${base}/api/bench/bare/complete`, method: 'PATCH', headers: asFinisher, body: completeBody },
    { p99: 100 },
  );

  // Assigning a program: one timed call, a 12-week, 3-day program for 30 clients (1,080 workouts).
  let assignMs;
  if (wanted('assign a program')) {
    log('measuring: assign a program (POST /api/programs/{id}/assign)');
    await db.query(
      `insert into users (username, email, password_hash, first_name, last_name, roles, trainer_id)
       select 'program' || i, 'program' || i || '@bench.test', $1, 'Pro', 'Gram ' || i, '{CLIENT}', t.id
       from generate_series(1, 5) i, (select id from users where username = 'trainer1') t`,
      [passwordHash],
    );
    const { rows: programClients } = await db.query(
      // The clients with room for 36 more: a client holds at most 400 workouts scheduled ahead, and
      // the reads measured before may have filled some.
      `select u.id from users u join users t on t.id = u.trainer_id
       where t.username = 'trainer1'
       order by (select count(*) from workouts w where w.assigned_to = u.id and w.status = 'SCHEDULED'
                   and w.scheduled_date >= current_date), u.username
       limit 30`,
    );
    const fromWorkout = await call('POST', `/api/workouts/${template.id}/template`, {
      token: trainer.token,
      body: { name: 'Program day' },
    });
    const days = Array.from({ length: 12 }, (_, w) =>
      [1, 3, 5].map((dayOfWeek) => ({ week: w + 1, dayOfWeek, templateId: fromWorkout.template.id })),
    ).flat();
    const { program } = await call('POST', '/api/programs', {
      token: trainer.token,
      body: { name: 'Bench program', weeks: 12, days },
    });
    const started = performance.now();
    const assigned = await call('POST', `/api/programs/${program.id}/assign`, {
      token: trainer.token,
      body: { clientIds: programClients.map((c) => c.id), startDate: '2027-01-04' },
    });
    assignMs = performance.now() - started;
    if (assigned.workouts.length !== 1080)
      throw new Error(`assign made ${assigned.workouts.length} workouts`);
  }

  for (let i = 1; i < SCALES.length; i++) {
    const [from, to] = [SCALES[i - 1] + 1, SCALES[i]];
    log(`generating clients ${from} to ${to} with ${PER_CLIENT} workouts each`);
    await timed(to, () =>
      generate(dbUrl.toString(), { ...generation, from, to, people: true, templateId: template.id }),
    );
    await noteSizes(to);
    await measureReads(SCALES[i]);
  }
  const memory = peakRss(server.pid);

  // Progress photos, after the peak above is read: twenty decodes at once are measured on their own.
  let uploads;
  if (wanted(UPLOADS) || wanted(THUMBNAIL)) {
    log('making 4 camera photos of about 8 MB');
    const photos = await Promise.all([1, 2, 3, 4].map(cameraPhoto));
    const uploaders = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        call('POST', '/api/auth/login', {
          body: { email: `client${i + 2}@bench.test`, password: PASSWORD },
        }),
      ),
    );
    // The thumbnail first, as the other reads are measured: on a process that has not just decoded
    // twenty photos.
    if (wanted(THUMBNAIL)) {
      const owner = uploaders.pop();
      const today = new Date().toISOString().slice(0, 10);
      const res = await fetch(`${base}/api/progress/photos?date=${today}&pose=front`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/jpeg' },
        body: photos[0],
      });
      if (res.status !== 201) throw new Error(`uploading a photo: ${res.status} ${await res.text()}`);
      const { photo } = await res.json();
      const path = `/api/progress/photos/${photo.id}/thumb`;
      const headers = { authorization: `Bearer ${owner.token}` };
      const thumb = Buffer.from(await (await fetch(base + path, { headers })).arrayBuffer());
      await call('PUT', '/api/bench/bare/thumb', {
        body: { bytes: thumb.toString('base64'), base64: true, type: 'image/webp' },
      });
      await measure(
        SCALES.at(-1),
        THUMBNAIL,
        { url: base + path, headers },
        { url: `${base}/api/bench/bare/thumb`, headers },
        { ratio: 0.25 },
      );
    }
    if (wanted(UPLOADS))
      uploads = await measureUploads({ base, apiPid: server.pid, clients: uploaders, photos, log });
  }

  // Live events: trainers' streams on two more API processes, completions through the other one.
  const DELIVERY = 'event delivery, 1,000 streams on two processes (GET /api/events)';
  const delivery = wanted(DELIVERY) ? await measureDelivery() : undefined;

  /**
   * 1,000 trainers, each with one client and their own open event stream, 500 on each of two new API
   * processes; those clients complete workouts through the other process, EVENT_RATE a second
   * (sent on time whatever the answers, as people would) for DURATION seconds, and each
   * completion's event is timed from the request's send and from its answer to its arrival on the
   * trainer's stream.
   */
  async function measureDelivery() {
    const STREAMS = 1000;
    const EACH = 12;
    log(`measuring: ${DELIVERY}`);
    await insertPeople(db, passwordHash, {
      trainer: { name: 'watcher', first: 'Watch', last: 'Er ' },
      client: { name: 'watched', first: 'Watch', last: 'Ed ' },
      trainers: STREAMS,
      clients: STREAMS,
      perTrainer: 1,
    });
    await db.query(
      `insert into workouts (assigned_to, created_by, name, scheduled_date, plan)
       select u.id, u.trainer_id, 'Watched ' || w, current_date, (select plan from workouts where id = $1)
       from users u, generate_series(1, $2::int) w where u.username ~ '^watched[0-9]+$'`,
      [template.id, EACH],
    );
    await db.query('analyze');
    // Sessions made straight in the database, as a sign-in would store them: 2,000 sign-ins would
    // only measure the password hashing.
    const people = (
      await db.query(
        `select substring(u.username from 8)::int as n, u.id as client, u.trainer_id as trainer,
                array_agg(w.id order by w.name) as workouts
         from users u join workouts w on w.assigned_to = u.id
         where u.username ~ '^watched[0-9]+$' group by u.id order by 1`,
      )
    ).rows;
    const session = async (userId) => {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
        [userId, createHash('sha256').update(token).digest('hex')],
      );
      return token;
    };
    for (const p of people) {
      p.trainerToken = await session(p.trainer);
      p.clientToken = await session(p.client);
    }
    const ports = [PORT + 1, PORT + 2];
    const processes = await Promise.all(ports.map(startApi));
    const closers = [];
    try {
      const sentAt = new Map();
      const answeredAt = new Map();
      const arrivedAt = new Map();
      const onEvent = (type, data) => {
        if (type !== 'notification') return;
        const id = /\/workouts\/([0-9a-f-]+)/.exec(JSON.parse(data).link)?.[1];
        if (id && !arrivedAt.has(id)) arrivedAt.set(id, performance.now());
      };
      // The streams, half on each process; a trainer's client completes through the other one.
      for (let i = 0; i < people.length; i += 50)
        closers.push(
          ...(await Promise.all(
            people.slice(i, i + 50).map((p) => openStream(ports[p.n % 2], p.trainerToken, onEvent)),
          )),
        );
      log(`${closers.length} streams open; completing ${EVENT_RATE} workouts a second for ${DURATION} s`);
      const queue = [];
      for (let round = 0; round < EACH; round++) for (const p of people) queue.push([p, p.workouts[round]]);
      const body = JSON.stringify({ sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() });
      let failed = 0;
      const completeOne = async (p, workoutId) => {
        sentAt.set(workoutId, performance.now());
        const res = await fetch(
          `http://127.0.0.1:${ports[(p.n + 1) % 2]}/api/workouts/${workoutId}/complete`,
          {
            method: 'PATCH',
            headers: { authorization: `Bearer ${p.clientToken}`, 'content-type': 'application/json' },
            body,
          },
        );
        await res.arrayBuffer();
        if (res.ok) answeredAt.set(workoutId, performance.now());
        else failed++;
      };
      const total = Math.min(queue.length, Math.round(EVENT_RATE * DURATION));
      const started = performance.now();
      const sent = [];
      for (let k = 0; k < total; k++) {
        const wait = started + (k * 1000) / EVENT_RATE - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        sent.push(completeOne(...queue[k]));
      }
      await Promise.all(sent);
      // The last events may still be on their way.
      for (let i = 0; i < 50 && [...answeredAt.keys()].some((id) => !arrivedAt.has(id)); i++)
        await new Promise((r) => setTimeout(r, 100));
      const fromSend = [];
      const fromAnswer = [];
      for (const [id, answered] of answeredAt) {
        const arrived = arrivedAt.get(id);
        if (arrived === undefined) continue;
        fromSend.push(arrived - sentAt.get(id));
        fromAnswer.push(arrived - answered);
      }
      fromSend.sort((a, b) => a - b);
      fromAnswer.sort((a, b) => a - b);
      return {
        streams: closers.length,
        completions: answeredAt.size,
        failed,
        missing: answeredAt.size - fromSend.length,
        fromSend: { p50: quantile(fromSend, 0.5), p99: quantile(fromSend, 0.99) },
        fromAnswer: { p50: quantile(fromAnswer, 0.5), p99: quantile(fromAnswer, 0.99) },
        rss: processes.map((child) => peakRss(child.pid)),
      };
    } finally {
      for (const close of closers) close();
      for (const child of processes) child.kill('SIGTERM');
    }
  }
  // A day's traffic: every call's cost, the capacity per 10,000 clients, the mix (bench/mixed.mjs).
  const mixed = wanted('mixed')
    ? await measureMixed({
        db,
        base,
        apiPid: server.pid,
        password: PASSWORD,
        passwordHash,
        plan: template.sets,
        seconds: DURATION,
        connections: CONNECTIONS,
        log,
      })
    : undefined;
  const {
    rows: [{ n: workoutCount }],
  } = await db.query('select count(*)::int as n from workouts');
  await db.end();
  server.kill('SIGTERM');
  server = undefined;

  // The web app: its own server on the embedded database with the demo (bench/web.mjs).
  const web = WEB && !ONLY ? await measureWeb({ buildApi: false }) : null;

  // The table.
  const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  console.log(
    `\nKinetic benchmark: PostgreSQL; ${SCALES.join(' then ')} clients x ${PER_CLIENT} workouts (${workoutCount} workouts at the end); ${CONNECTIONS} connections x ${DURATION} s per measurement\n`,
  );
  console.log(
    '| call | clients | req/s | p50 ms | p99 ms | bare route req/s | ratio to bare | non-2xx | API CPU µs/req (bare) | PostgreSQL CPU µs/req | target |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const t = r.target;
    const goals = [];
    if (t.ratio) goals.push([`>= ${t.ratio * 100}% of bare`, r.ratio >= t.ratio]);
    if (t.p99) goals.push([`p99 < ${t.p99} ms`, r.p99 < t.p99]);
    if (t.rps) goals.push([`>= ${t.rps} req/s`, r.rps >= t.rps]);
    if (r.errors) goals.push(['no errors', false]);
    const target = `${goals.map(([g]) => g).join(', ')}: ${verdict(goals.every(([, ok]) => ok))}`;
    console.log(
      `| ${r.name} | ${r.scale} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.bare)} | ${fmt(r.ratio * 100, 1)}% | ${r.errors} | ${fmt(r.apiCpu)} (${fmt(r.bareApiCpu)}) | ${fmt(r.pgCpu)} | ${target} |`,
    );
  }
  if (SCALES.length > 1) {
    const [first, ...others] = SCALES;
    console.log(`\nScale: p50 at each scale against ${first} clients (target: at most 1.5 times)\n`);
    console.log(
      `| read | p50 ms at ${first} | ${others.map((n) => `p50 ms at ${n} | factor`).join(' | ')} | target |`,
    );
    console.log(`|---|---:|${others.map(() => '---:|---:|').join('')}---|`);
    for (const [name] of reads) {
      const at = (scale) => results.find((r) => r.name === name && r.scale === scale);
      if (!at(first) || others.some((n) => !at(n))) continue;
      // Below 1 ms autocannon reports 0 or 1: compare from 1 ms.
      const factors = others.map((n) => Math.max(at(n).p50, 1) / Math.max(at(first).p50, 1));
      console.log(
        `| ${name} | ${at(first).p50} | ${others.map((n, i) => `${at(n).p50} | ${fmt(factors[i], 2)}`).join(' | ')} | <= 1.5: ${verdict(factors.every((f) => f <= 1.5))} |`,
      );
    }
  }
  const mb = (bytes) => fmt(bytes / 2 ** 20);
  const firstFact = scaleFacts.get(SCALES[0]);
  for (const [scale, fact] of scaleFacts) {
    if (fact.total === undefined) continue;
    // Beyond the first scale, what each added client costs, without the fixed part (the libraries,
    // the finisher's 40,000 workouts).
    const added =
      scale === SCALES[0]
        ? ''
        : ` (${fmt((fact.total - firstFact.total) / (scale - SCALES[0]) / 1024)} KB per client added since ${SCALES[0]})`;
    console.log(
      `\nData at ${scale} clients: generated in ${fmt(fact.seconds)} s; database ${mb(fact.total)} MB, ${fmt(fact.total / scale / 1024)} KB per client${added}. Largest tables:\n`,
    );
    console.log('| table | total MB | table MB | TOAST MB | indexes MB | largest index |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const r of fact.relations)
      console.log(
        `| ${r.name} | ${mb(r.total)} | ${mb(r.table)} | ${mb(r.toast)} | ${mb(r.indexes)} | ${r.largestIndex ?? '-'} |`,
      );
  }
  console.log(
    `\nAPI process peak resident memory: ${fmt(memory, 1)} MB (target < 200 MB: ${verdict(memory < 200)})`,
  );
  if (delivery) {
    const ok = delivery.fromSend.p99 < 500 && delivery.rss.every((mb) => mb < 300);
    console.log(
      `\nLive events on two API processes (PostgreSQL LISTEN/NOTIFY), ${EVENT_RATE} completions a second\n`,
    );
    console.log(
      '| streams | completions | failed | events missing | send → event p50 ms | p99 ms | answer → event p50 ms | p99 ms | peak RSS MB (each process) | target |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
    console.log(
      `| ${delivery.streams} | ${delivery.completions} | ${delivery.failed} | ${delivery.missing} | ${fmt(delivery.fromSend.p50, 1)} | ${fmt(delivery.fromSend.p99, 1)} | ${fmt(delivery.fromAnswer.p50, 1)} | ${fmt(delivery.fromAnswer.p99, 1)} | ${delivery.rss.map((mb) => fmt(mb, 1)).join(', ')} | p99 < 500 ms, < 300 MB each, none missing: ${verdict(ok && !delivery.missing && !delivery.failed)} |`,
    );
  }
  if (uploads) console.log(uploadsLine(uploads));
  if (assignMs !== undefined)
    console.log(
      `\nAssign a 12-week, 3-day program to 30 clients (1,080 workouts): ${fmt(assignMs)} ms (target < 2000 ms: ${verdict(assignMs < 2000)})`,
    );
  if (mixed) console.log(`\n${mixedTables(mixed)}`);
  if (web) console.log(`\n${webTable(web)}`);
} catch (error) {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
