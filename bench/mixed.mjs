// A day's traffic: the cost of every call a client or trainer makes (API and PostgreSQL CPU per
// request, each call alone), a usage model that turns those costs into cores and memory per 10,000
// active clients, and the calls mixed in the model's proportions at rising connection counts.
// run.mjs calls `measureMixed` on its API and database and prints `mixedTables`; see bench/README.md.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { Buffer } from 'node:buffer';
import { clearInterval, setInterval } from 'node:timers';
import { insertPeople } from './generate.mjs';

const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
// Empty: no mix (only the calls alone).
const MIXED_CONNECTIONS = (process.env.BENCH_MIXED_CONNECTIONS ?? '25,50,100,200')
  .split(',')
  .filter(Boolean)
  .map(Number);
/** Only the calls alone whose name holds one of these words (`a|b`); unset: every call. */
const MIXED_CALLS = process.env.BENCH_MIXED_CALLS?.split('|').filter(Boolean);
const CLIENTS = Number(process.env.BENCH_MIXED_CLIENTS ?? 1000);
const CLIENTS_PER_TRAINER = 25;
/** Days of workouts before today (two thirds of them completed) and from today on (scheduled). */
const PAST_DAYS = 21;
const FUTURE_DAYS = 60;
/** p99 above this, in milliseconds, is where the mix counts as too slow for people. */
const SLOW_MS = 200;

/**
 * The usage model: how often an active client and a trainer make each call in a day. A client opens
 * the app twice a day (each open asks for the settings, the signed-in user, the onboarding gate,
 * the next workout and the bell), looks at their list and a workout once, trains three times a
 * week (the workout's page saves its actuals as they go, about once per exercise, then completes),
 * writes their trainer twice a week. A trainer of 25 clients checks the dashboard eight times a day,
 * reviews each completed workout, answers messages. Sessions last a week idle, so a sign-in is about
 * once a week (another device, a week away). While the app is open it asks again for the signed-in
 * user every 5 minutes: 35 minutes a day for a client (mostly the workouts), 2 hours for a trainer.
 * The busiest hour carries 15% of a day's calls (before and after work); the cores are sized so
 * that hour keeps the CPU at 60%.
 */
export const MODEL = {
  client: {
    appOpensPerDay: 2,
    minutesOpenPerDay: 35,
    listViewsPerDay: 1,
    workoutViewsPerDay: 1,
    workoutsPerWeek: 3,
    savesPerWorkout: 8,
    conversationReadsPerDay: 0.5,
    messagesSentPerWeek: 2,
    notificationsMarkedReadPerDay: 0.5,
    signInsPerWeek: 1,
  },
  trainer: {
    clients: CLIENTS_PER_TRAINER,
    dashboardChecksPerDay: 8,
    minutesOpenPerDay: 120,
    clientListViewsPerDay: 4,
    calendarViewsPerDay: 3,
    workoutReviewsPerDay: 10,
    conversationReadsPerDay: 8,
    messagesSentPerDay: 6,
    notificationsMarkedReadPerDay: 2,
    signInsPerWeek: 1,
  },
  peakHourShare: 0.15,
  targetUtilisation: 0.6,
  activeClients: 10_000,
};

/** How often the open web app asks for the signed-in user again. */
const ME_REFRESH_MINUTES = 5;
const c = MODEL.client;
const t = MODEL.trainer;
const workoutsPerDay = c.workoutsPerWeek / 7;

/**
 * Every call of the model: `perDay` for one client and for one trainer, `as` whose sessions send it
 * when it is measured alone, and `make(person)` the request, from what `state` holds.
 */
function calls(state) {
  const json = { 'content-type': 'application/json' };
  const auth = (p) => ({ authorization: `Bearer ${p.token}` });
  /** What the person's session reads. */
  const get = (p, path) => ({ method: 'GET', path, headers: auth(p) });
  /** What the person's session writes: a JSON body. */
  const send = (p, method, path, body) => ({ method, path, headers: { ...auth(p), ...json }, body });
  const nextWorkout = (p) => p.scheduled[0];
  return [
    {
      name: 'sign-in (POST /api/auth/login)',
      as: 'client',
      perDay: { client: c.signInsPerWeek / 7, trainer: t.signInsPerWeek / 7 },
      make: (p) => {
        // Each sign-in from an address of its own, apart from those of the sign-in measurement of
        // run.mjs (10.x), so that neither counts towards the other's per-address limit.
        const n = state.signIns++;
        return {
          method: 'POST',
          path: '/api/auth/login',
          headers: { ...json, 'x-forwarded-for': `11.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ email: p.email, password: state.password }),
        };
      },
    },
    {
      name: 'settings (GET /api/config)',
      as: 'client',
      perDay: { client: c.appOpensPerDay, trainer: t.dashboardChecksPerDay },
      make: () => ({ method: 'GET', path: '/api/config', headers: {} }),
    },
    {
      name: 'signed-in user (GET /api/auth/me)',
      as: 'client',
      perDay: {
        client: c.appOpensPerDay + c.minutesOpenPerDay / ME_REFRESH_MINUTES,
        trainer: t.dashboardChecksPerDay + t.minutesOpenPerDay / ME_REFRESH_MINUTES,
      },
      make: (p) => get(p, '/api/auth/me'),
    },
    {
      name: 'onboarding gate (GET /api/onboarding/status)',
      as: 'client',
      perDay: { client: c.appOpensPerDay, trainer: 0 },
      make: (p) => get(p, '/api/onboarding/status'),
    },
    {
      name: 'next workout, 62 days (GET /api/calendar?clientId=own)',
      as: 'client',
      perDay: { client: c.appOpensPerDay, trainer: 0 },
      make: (p) => get(p, `/api/calendar?${state.nextDays}&clientId=${p.id}`),
    },
    {
      name: "client's bell (GET /api/notifications?limit=20)",
      as: 'client',
      perDay: { client: c.appOpensPerDay, trainer: 0 },
      make: (p) => get(p, '/api/notifications?limit=20'),
    },
    {
      name: "client's notifications read (POST /api/notifications/read)",
      as: 'client',
      perDay: { client: c.notificationsMarkedReadPerDay, trainer: 0 },
      make: (p) => send(p, 'POST', '/api/notifications/read', '{"all":true}'),
    },
    {
      name: 'scheduled list (GET /api/workouts?status=SCHEDULED)',
      as: 'client',
      perDay: { client: c.listViewsPerDay, trainer: 0 },
      make: (p) => get(p, '/api/workouts?limit=50&offset=0&status=SCHEDULED'),
    },
    {
      name: 'completed list (GET /api/workouts?status=COMPLETED)',
      as: 'client',
      perDay: { client: c.listViewsPerDay, trainer: 0 },
      make: (p) => get(p, '/api/workouts?limit=50&offset=0&status=COMPLETED'),
    },
    {
      name: 'open a workout (GET /api/workouts/{id})',
      as: 'client',
      perDay: { client: c.workoutViewsPerDay + workoutsPerDay, trainer: 0 },
      make: (p) => get(p, `/api/workouts/${nextWorkout(p)}`),
    },
    {
      // Saved on the last of the client's scheduled workouts, which no completion reaches here.
      name: 'save actuals (PATCH /api/workouts/{id})',
      as: 'client',
      perDay: { client: workoutsPerDay * c.savesPerWorkout, trainer: 0 },
      make: (p) => ({
        method: 'PATCH',
        path: `/api/workouts/${p.scheduled.at(-1)}`,
        headers: { ...auth(p), ...json, 'idempotency-key': randomUUID() },
        body: state.saveBody,
      }),
    },
    {
      name: 'complete (PATCH /api/workouts/{id}/complete)',
      as: 'client',
      perDay: { client: workoutsPerDay, trainer: 0 },
      make: (p) => {
        // The earliest scheduled one; the last stays for the saves.
        const id = p.scheduled.length > 1 ? p.scheduled.shift() : p.scheduled[0];
        return {
          method: 'PATCH',
          path: `/api/workouts/${id}/complete`,
          headers: { ...auth(p), ...json, 'idempotency-key': randomUUID() },
          body: state.completeBody,
        };
      },
    },
    {
      name: "client's conversation (GET /api/messages)",
      as: 'client',
      perDay: { client: c.conversationReadsPerDay, trainer: 0 },
      make: (p) => get(p, '/api/messages'),
    },
    {
      name: 'client writes (POST /api/messages)',
      as: 'client',
      perDay: { client: c.messagesSentPerWeek / 7, trainer: 0 },
      make: (p) => send(p, 'POST', '/api/messages', '{"body":"Done for today, the last set was heavy."}'),
    },
    {
      name: 'attention list (GET /api/trainer/attention)',
      as: 'trainer',
      perDay: { client: 0, trainer: t.dashboardChecksPerDay },
      make: (p) => get(p, '/api/trainer/attention'),
    },
    {
      name: "trainer's bell (GET /api/notifications?limit=20)",
      as: 'trainer',
      perDay: { client: 0, trainer: t.dashboardChecksPerDay },
      make: (p) => get(p, '/api/notifications?limit=20'),
    },
    {
      name: "trainer's notifications read (POST /api/notifications/read)",
      as: 'trainer',
      perDay: { client: 0, trainer: t.notificationsMarkedReadPerDay },
      make: (p) => send(p, 'POST', '/api/notifications/read', '{"all":true}'),
    },
    {
      name: 'client list (GET /api/clients)',
      as: 'trainer',
      perDay: { client: 0, trainer: t.clientListViewsPerDay },
      make: (p) => get(p, '/api/clients?limit=200&offset=0'),
    },
    {
      name: 'calendar week (GET /api/calendar)',
      as: 'trainer',
      perDay: { client: 0, trainer: t.calendarViewsPerDay },
      make: (p) => get(p, `/api/calendar?${state.week}`),
    },
    {
      name: "review a client's workout (GET /api/workouts/{id})",
      as: 'trainer',
      perDay: { client: 0, trainer: t.workoutReviewsPerDay },
      make: (p) => get(p, `/api/workouts/${pick(p.reviews)}`),
    },
    {
      name: "trainer's conversation (GET /api/messages?clientId=)",
      as: 'trainer',
      perDay: { client: 0, trainer: t.conversationReadsPerDay },
      make: (p) => get(p, `/api/messages?clientId=${pick(p.clients)}`),
    },
    {
      name: 'trainer writes (POST /api/messages)',
      as: 'trainer',
      perDay: { client: 0, trainer: t.messagesSentPerDay },
      make: (p) =>
        send(
          p,
          'POST',
          '/api/messages',
          JSON.stringify({ clientId: pick(p.clients), body: 'Good work, add 2.5 kg next time.' }),
        ),
    },
  ];
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Requests a day for the model's active clients and their trainers. */
const dailyCalls = (call) =>
  MODEL.activeClients * (call.perDay.client + call.perDay.trainer / MODEL.trainer.clients);

/** The q-quantile (0..1) of sorted numbers. */
const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : NaN;

const status = (pid) => readFileSync(`/proc/${pid}/status`, 'utf8');
/** A `kB` field of /proc/{pid}/status, in MB (0 once the process ended). */
function statusMb(pid, field) {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status(pid));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const TICK_US = 1e6 / 100; // USER_HZ
/** CPU time (µs) a process has used so far, 0 once it ended. */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}

/**
 * CPU time (µs) used so far by the API process and by PostgreSQL for this database: its backends
 * and the server's background processes (WAL writer, checkpointer...), not other databases'
 * backends, so that other work on a shared server stays out of the figures. Per backend, since
 * backends come and go; one that ended in between loses its share (the API keeps its pool open).
 */
async function cpuNow(db, apiPid) {
  const { rows } = await db.query(
    `select pid from pg_stat_activity
     where (datname = current_database() or datname is null) and pid <> pg_backend_pid()`,
  );
  return { api: cpuOf(apiPid), pg: new Map(rows.map((r) => [r.pid, cpuOf(r.pid)])) };
}
/** API and PostgreSQL CPU (µs) between two `cpuNow`s. */
function cpuSpent(before, after) {
  let pg = 0;
  for (const [pid, used] of after.pg) pg += used - (before.pg.get(pid) ?? 0);
  return { api: after.api - before.api, pg };
}

/**
 * `connections` loops, each sending the request `next()` gives as soon as its previous answer is in,
 * for `seconds`. Each request is timed alone and counted under its call's name.
 */
async function drive({ base, connections, seconds, next }) {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const byCall = new Map();
  const send = (r) =>
    new Promise((resolve) => {
      const headers = r.body ? { ...r.headers, 'content-length': Buffer.byteLength(r.body) } : r.headers;
      const req = request({ agent, host: hostname, port, method: r.method, path: r.path, headers }, (res) => {
        res.on('error', () => resolve(0));
        res.on('end', () => resolve(res.statusCode));
        res.resume();
      });
      req.on('error', () => resolve(0));
      req.end(r.body);
    });
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const { name, request: r } = next();
      const started = performance.now();
      const code = await send(r);
      const ms = performance.now() - started;
      let s = byCall.get(name);
      if (!s) byCall.set(name, (s = { ms: [], errors: 0, codes: {} }));
      s.ms.push(ms);
      if (code < 200 || code >= 300) {
        s.errors++;
        s.codes[code] = (s.codes[code] ?? 0) + 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const all = [];
  let errors = 0;
  for (const s of byCall.values()) {
    s.ms.sort((a, b) => a - b);
    for (const ms of s.ms) all.push(ms);
    errors += s.errors;
  }
  all.sort((a, b) => a - b);
  return { byCall, total: all.length, errors, elapsed, p50: quantile(all, 0.5), p99: quantile(all, 0.99) };
}

/** Stops the measurement when the API process has ended: every later figure would be refusals. */
function checkAlive(pid) {
  try {
    status(pid);
  } catch {
    throw new Error(`the API process ${pid} ended`);
  }
}

/** Clients and trainers of their own, with workouts, messages, notifications and a session each. */
async function populate({ db, passwordHash, plan, log }) {
  const trainers = Math.ceil(CLIENTS / CLIENTS_PER_TRAINER);
  log(`mixed: ${CLIENTS} clients of ${trainers} trainers, ${PAST_DAYS + FUTURE_DAYS} workouts each`);
  await insertPeople(db, passwordHash, {
    trainer: { name: 'mixtrainer', first: 'Mix', last: 'Trainer ' },
    client: { name: 'mixclient', first: 'Mix', last: 'Client ' },
    trainers,
    clients: CLIENTS,
    perTrainer: CLIENTS_PER_TRAINER,
  });
  await db.query(
    `insert into onboarding_answers (user_id, form, version, answers)
     select u.id, f, 1, '{"generated": true}'::jsonb
     from users u, unnest($1::text[]) f where u.username like 'mixclient%'`,
    [['waiver', 'parq', 'goals-activities', 'medical-history', 'nutrition', 'lifestyle']],
  );
  // The same plan with every set done as prescribed: the completed workouts' actuals.
  const done = plan.map((block) => ({
    ...block,
    exercises: block.exercises.map((e) => ({
      ...e,
      completedAsPrescribed: true,
      sets: e.sets.map((s) => ({ ...s, actualReps: s.targetReps, actualWeight: s.targetWeight })),
    })),
  }));
  // A day apart around today; two thirds of the past ones completed that evening, the rest missed.
  await db.query(
    `insert into workouts (assigned_to, created_by, name, description, scheduled_date, estimated_duration, plan,
                           status, completed_date, created_at, updated_at)
     select u.id, u.trainer_id, 'Workout ' || d, 'Generated for the mixed traffic', current_date + d, 45,
            case when done then $2::jsonb else $1::jsonb end,
            case when done then 'COMPLETED' else 'SCHEDULED' end,
            case when done then current_date + d + time '18:00' end,
            least(current_date + d - 7, now()),
            case when done then current_date + d + time '18:00' else least(current_date + d - 7, now()) end
     from users u, generate_series(-$3::int, $4::int - 1) d,
          lateral (select d < 0 and hashtext(u.id::text || d) % 3 <> 0 as done) x
     where u.username like 'mixclient%'`,
    [JSON.stringify(plan), JSON.stringify(done), PAST_DAYS, FUTURE_DAYS],
  );
  // Their performed sets, as a completion writes them: the history that a workout's previous
  // performance and a completion's records are read from.
  await db.query(
    `insert into performed_sets (workout_id, client_id, exercise_id, set_row_id, performed_at, reps, weight, weight_unit)
     select w.id, w.assigned_to, (e->>'exerciseId')::uuid, (s->>'id')::uuid, w.completed_date,
            (s->>'actualReps')::int, s->>'actualWeight', s->>'weightUnit'
     from workouts w join users u on u.id = w.assigned_to,
          jsonb_array_elements(w.plan) b, jsonb_array_elements(b->'exercises') e, jsonb_array_elements(e->'sets') s
     where u.username like 'mixclient%' and w.status = 'COMPLETED'`,
  );
  // Ten messages in each conversation, read; twenty notifications each, the older fifteen read.
  await db.query(
    `insert into messages (client_id, trainer_id, sender_id, body, created_at, read_at)
     select u.id, u.trainer_id, case when k % 2 = 0 then u.id else u.trainer_id end,
            'Message ' || k, now() - k * interval '1 day', now() - k * interval '1 day' + interval '1 hour'
     from users u, generate_series(1, 10) k where u.username like 'mixclient%'`,
  );
  await db.query(
    `insert into notifications (user_id, subject_id, kind, title, link, created_at, read_at)
     select u.id, u.trainer_id, 'workout-assigned', 'New workout', '/client/workouts',
            now() - k * interval '1 hour', case when k > 5 then now() end
     from users u, generate_series(1, 20) k where u.username like 'mixclient%'`,
  );
  await db.query(
    `insert into notifications (user_id, subject_id, kind, title, link, created_at, read_at)
     select u.trainer_id, u.id, 'workout-completed', 'Workout completed', '/trainer/workouts',
            now() - k * interval '1 hour', case when k > 5 then now() end
     from users u, generate_series(1, 20) k
     where u.username like 'mixclient%' and substring(u.username from 10)::int % ${CLIENTS_PER_TRAINER} = 1`,
  );
  await db.query('analyze');

  // A session each, stored as a sign-in stores it: signing in 1,000 people would only measure hashing.
  const { rows: people } = await db.query(
    `select id, email, roles, trainer_id from users where username like 'mix%' order by username`,
  );
  const tokens = people.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select unnest($1::uuid[]), unnest($2::text[]), now() + interval '1 day'`,
    [people.map((p) => p.id), tokens.map((tk) => createHash('sha256').update(tk).digest('hex'))],
  );
  const { rows: workouts } = await db.query(
    `select w.assigned_to, w.id, w.status from workouts w join users u on u.id = w.assigned_to
     where u.username like 'mixclient%' order by w.scheduled_date`,
  );
  const byId = new Map(people.map((p, i) => [p.id, { id: p.id, email: p.email, token: tokens[i] }]));
  const clients = [];
  const trainerList = [];
  for (const p of people) {
    const person = byId.get(p.id);
    if (p.roles.includes('TRAINER')) {
      trainerList.push(Object.assign(person, { clients: [], reviews: [] }));
    } else {
      clients.push(Object.assign(person, { trainer: p.trainer_id, scheduled: [] }));
    }
  }
  for (const client of clients) byId.get(client.trainer).clients.push(client.id);
  for (const w of workouts) {
    const client = byId.get(w.assigned_to);
    if (w.status === 'SCHEDULED') client.scheduled.push(w.id);
    else byId.get(client.trainer).reviews.push(w.id);
  }
  // Past missed ones are not what a client opens or completes: from today on only.
  for (const client of clients) client.scheduled.splice(0, client.scheduled.length - FUTURE_DAYS);
  return { clients, trainers: trainerList };
}

/** Peak memory while the mix runs: the API's resident set, PostgreSQL's backends of this database. */
function watchMemory(db, apiPid) {
  const peak = { api: 0, backends: 0, backendMb: 0 };
  const sample = async () => {
    peak.api = Math.max(peak.api, statusMb(apiPid, 'VmRSS'));
    const { rows } = await db.query(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // A backend's own memory is its private (anonymous) part; shared buffers are counted once.
    const mb = rows.reduce((sum, r) => sum + statusMb(r.pid, 'RssAnon'), 0);
    peak.backends = Math.max(peak.backends, rows.length);
    peak.backendMb = Math.max(peak.backendMb, mb);
  };
  const timer = setInterval(() => sample().catch(() => {}), 1000);
  return { peak, stop: () => clearInterval(timer) };
}

/**
 * Measures every call of the usage model alone (`connections` for `seconds` each, CPU of the API
 * process `apiPid` and of PostgreSQL for `db`'s database), then the mix at each of
 * BENCH_MIXED_CONNECTIONS for BENCH_MIXED_SECONDS. `plan` is a workout's blocks as the API answers
 * them; `passwordHash` the hash of `password` as the app makes it.
 */
export async function measureMixed({
  db,
  base,
  apiPid,
  password,
  passwordHash,
  plan,
  seconds,
  connections,
  log,
}) {
  const { clients, trainers } = await populate({ db, passwordHash, plan, log });
  const {
    rows: [dates],
  } = await db.query(
    `select to_char(current_date, 'YYYY-MM-DD') as today,
            to_char(current_date + 61, 'YYYY-MM-DD') as last,
            to_char(date_trunc('week', current_date), 'YYYY-MM-DD') as monday,
            to_char(date_trunc('week', current_date) + interval '6 days', 'YYYY-MM-DD') as sunday,
            pg_size_bytes(current_setting('shared_buffers')) / 1048576.0 as "sharedBuffersMb"`,
  );
  // Each set of the plan done as prescribed: what the workout page sends to complete.
  const actuals = plan.map((block) => ({
    id: block.id,
    exercises: block.exercises.map((e) => ({
      id: e.id,
      completedAsPrescribed: true,
      sets: e.sets.map((s) => ({ id: s.id, actualReps: s.targetReps, actualWeight: s.targetWeight })),
    })),
  }));
  const state = {
    signIns: 0,
    password,
    nextDays: `from=${dates.today}&to=${dates.last}`,
    week: `from=${dates.monday}&to=${dates.sunday}`,
    // A save sends only what changed since the last one (the page saves as the client goes, about
    // once per exercise): here one exercise done, its sets as prescribed.
    saveBody: JSON.stringify({ sets: [{ ...actuals[0], exercises: actuals[0].exercises.slice(0, 1) }] }),
    completeBody: JSON.stringify({
      sets: actuals,
      status: 'COMPLETED',
      completedDate: new Date().toISOString(),
    }),
  };
  const list = calls(state);
  const everyone = { client: clients, trainer: trainers };
  let turn = 0;
  /** The next person of a kind, in turn, so that consecutive requests come from different people. */
  const someone = (kind) => everyone[kind][turn++ % everyone[kind].length];
  // A sign-in is any person's, client or trainer, in proportion.
  const signInPerson = () =>
    Math.random() * (CLIENTS_PER_TRAINER + 1) < 1 ? someone('trainer') : someone('client');
  const requestOf = (call) => call.make(call.name.startsWith('sign-in') ? signInPerson() : someone(call.as));

  // Each call alone.
  const costs = [];
  for (const call of list) {
    if (MIXED_CALLS && !MIXED_CALLS.some((word) => call.name.includes(word))) continue;
    log('mixed: alone:', call.name);
    const before = await cpuNow(db, apiPid);
    const r = await drive({
      base,
      connections,
      seconds,
      next: () => ({ name: call.name, request: requestOf(call) }),
    });
    checkAlive(apiPid);
    const cpu = cpuSpent(before, await cpuNow(db, apiPid));
    const s = r.byCall.get(call.name);
    if (s.errors) log('mixed: non-2xx answers', call.name, s.codes);
    costs.push({
      call,
      rps: r.total / r.elapsed,
      p50: quantile(s.ms, 0.5),
      p99: quantile(s.ms, 0.99),
      errors: r.errors,
      apiCpu: cpu.api / r.total,
      pgCpu: cpu.pg / r.total,
    });
  }

  // The mix: each request a call drawn in the model's proportions.
  const weights = list.map(dailyCalls);
  const sum = weights.reduce((a, b) => a + b, 0);
  const draw = () => {
    let x = Math.random() * sum;
    for (let i = 0; i < list.length; i++) if ((x -= weights[i]) < 0) return list[i];
    return list.at(-1);
  };
  const mixes = [];
  const memory = watchMemory(db, apiPid);
  try {
    for (const n of MIXED_CONNECTIONS) {
      log(`mixed: the mix at ${n} connections for ${MIXED_SECONDS} s`);
      const before = await cpuNow(db, apiPid);
      const r = await drive({
        base,
        connections: n,
        seconds: MIXED_SECONDS,
        next: () => {
          const call = draw();
          return { name: call.name, request: requestOf(call) };
        },
      });
      checkAlive(apiPid);
      const cpu = cpuSpent(before, await cpuNow(db, apiPid));
      for (const [name, s] of r.byCall) if (s.errors) log(`mixed: ${n} connections, non-2xx:`, name, s.codes);
      mixes.push({
        connections: n,
        ...r,
        apiCpu: cpu.api / r.total,
        pgCpu: cpu.pg / r.total,
      });
    }
  } finally {
    memory.stop();
  }
  return {
    costs,
    mixes,
    memory: { ...memory.peak, sharedBuffersMb: Number(dates.sharedBuffersMb) },
    clients: CLIENTS,
  };
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

/** The usage model, each call's cost and the capacity it asks for, and the mix: markdown tables. */
export function mixedTables({ costs, mixes, memory, clients }) {
  const out = [];
  const line = (s = '') => out.push(s);
  const peakRate = (call) => (dailyCalls(call) * MODEL.peakHourShare) / 3600;

  line(
    `Usage model (per active client and per trainer of ${MODEL.trainer.clients}; busiest hour ${MODEL.peakHourShare * 100}% of a day's calls; CPU sized for ${MODEL.targetUtilisation * 100}% busy in that hour)`,
  );
  line();
  line('| who | what | how often |');
  line('|---|---|---:|');
  for (const who of ['client', 'trainer'])
    for (const [key, value] of Object.entries(MODEL[who]))
      if (key !== 'clients') line(`| ${who} | ${key.replace(/([A-Z])/g, ' $1').toLowerCase()} | ${value} |`);

  line();
  line(
    `Cost per call, each alone (${clients} generated clients, a different person each request), and at the busiest hour of ${MODEL.activeClients.toLocaleString('en')} active clients`,
  );
  line();
  line(
    '| call | as | req/s alone | p50 ms | p99 ms | non-2xx | API CPU µs/req | PostgreSQL CPU µs/req | per client a day | busiest hour req/s | API CPU ms/s | PostgreSQL CPU ms/s |',
  );
  line('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  let api = 0;
  let pg = 0;
  let rate = 0;
  for (const r of costs) {
    const perSecond = peakRate(r.call);
    api += (perSecond * r.apiCpu) / 1000;
    pg += (perSecond * r.pgCpu) / 1000;
    rate += perSecond;
    line(
      `| ${r.call.name} | ${r.call.as} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors} | ${fmt(r.apiCpu)} | ${fmt(r.pgCpu)} | ${fmt(dailyCalls(r.call) / MODEL.activeClients, 2)} | ${fmt(perSecond, 1)} | ${fmt((perSecond * r.apiCpu) / 1000, 1)} | ${fmt((perSecond * r.pgCpu) / 1000, 1)} |`,
    );
  }
  line(
    `| all | | | | | | ${fmt((api * 1000) / rate)} | ${fmt((pg * 1000) / rate)} | ${fmt((rate * 3600) / MODEL.peakHourShare / MODEL.activeClients, 1)} | ${fmt(rate, 1)} | ${fmt(api, 1)} | ${fmt(pg, 1)} |`,
  );

  // Alone, a call finds the caches its reads keep warm; in the mix, writes change what they cache
  // and the calls wait on each other: the mix's own cost per request at its fewest connections is
  // the other estimate, and the larger one sizes the cores.
  const quiet = mixes[0];
  const busy = {
    alone: { api: api / 1000, pg: pg / 1000 },
    mix: quiet ? { api: (rate * quiet.apiCpu) / 1e6, pg: (rate * quiet.pgCpu) / 1e6 } : { api: NaN, pg: NaN },
  };
  const cores = (side) => Math.max(busy.alone[side], busy.mix[side] || 0) / MODEL.targetUtilisation;
  const apiCores = cores('api');
  const pgCores = cores('pg');
  // One Node process uses one core; each holds its pool's backends in PostgreSQL.
  const processes = Math.max(1, Math.ceil(apiCores));
  const perBackend = memory.backends ? memory.backendMb / memory.backends : NaN;
  // Each open app keeps an event stream: people in the app during the busiest hour.
  const streams =
    ((MODEL.activeClients * c.minutesOpenPerDay + (MODEL.activeClients / t.clients) * t.minutesOpenPerDay) *
      MODEL.peakHourShare) /
    60;
  const pct = `${MODEL.targetUtilisation * 100}%`;
  line();
  line(
    `Capacity for ${MODEL.activeClients.toLocaleString('en')} active clients (${MODEL.activeClients / t.clients} trainers) at the busiest hour (${fmt(rate, 1)} requests a second), ${pct} CPU`,
  );
  line();
  line('| | API | PostgreSQL |');
  line('|---|---:|---:|');
  line(
    `| CPU busy, from each call's cost alone (cores) | ${fmt(busy.alone.api, 3)} | ${fmt(busy.alone.pg, 3)} |`,
  );
  line(
    `| CPU busy, from the mix's cost per request at ${quiet?.connections} connections (cores) | ${fmt(busy.mix.api, 3)} | ${fmt(busy.mix.pg, 3)} |`,
  );
  line(`| cores at ${pct} (the larger) | ${fmt(apiCores, 3)} | ${fmt(pgCores, 3)} |`);
  line(
    `| active clients one core carries at ${pct} | ${fmt(MODEL.activeClients / apiCores)} | ${fmt(MODEL.activeClients / pgCores)} |`,
  );
  line(
    `| memory measured under the mix | ${fmt(memory.api, 0)} MB peak resident per process | ${fmt(memory.sharedBuffersMb, 0)} MB shared buffers + ${memory.backends} backends of one API process, ${fmt(perBackend, 1)} MB private each |`,
  );
  line(
    `| memory needed (${processes} API process${processes > 1 ? 'es' : ''}, one per core) | ${fmt(processes * memory.api, 0)} MB | ${fmt(memory.sharedBuffersMb + processes * memory.backendMb, 0)} MB |`,
  );
  line(
    `| event streams open at the busiest hour (people in the app; their memory: the live events table) | ${fmt(streams)} | |`,
  );

  line();
  line(`The mix, ${MIXED_SECONDS} s at each connection count (p99 past ${SLOW_MS} ms: too slow)`);
  line();
  line('| connections | req/s | non-2xx % | p50 ms | p99 ms | API CPU µs/req | PostgreSQL CPU µs/req |');
  line('|---:|---:|---:|---:|---:|---:|---:|');
  for (const m of mixes)
    line(
      `| ${m.connections} | ${fmt(m.total / m.elapsed)} | ${fmt((100 * m.errors) / m.total, 2)} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} | ${fmt(m.apiCpu)} | ${fmt(m.pgCpu)} |`,
    );
  const slowAll = mixes.find((m) => m.p99 > SLOW_MS);
  line();
  line(
    `All calls together: p99 passes ${SLOW_MS} ms ${slowAll ? `at ${slowAll.connections} connections` : `at none of ${mixes.map((m) => m.connections).join(', ')} connections`}.`,
  );
  line();
  line(`p99 ms of each call in the mix (requests in the ${mixes.at(-1)?.connections ?? ''}-connection run)`);
  line();
  line(
    `| call | ${mixes.map((m) => `${m.connections} conn.`).join(' | ')} | requests | p99 past ${SLOW_MS} ms from |`,
  );
  line(`|---|${mixes.map(() => '---:|').join('')}---:|---|`);
  for (const { call } of costs) {
    const p99s = mixes.map((m) => {
      const s = m.byCall.get(call.name);
      return s ? quantile(s.ms, 0.99) : NaN;
    });
    const first = mixes.find((m, i) => p99s[i] > SLOW_MS);
    const requests = mixes.at(-1)?.byCall.get(call.name)?.ms.length ?? 0;
    line(
      `| ${call.name} | ${p99s.map((p) => fmt(p, 1)).join(' | ')} | ${requests} | ${first ? `${first.connections} connections` : 'none'} |`,
    );
  }
  return out.join('\n');
}
