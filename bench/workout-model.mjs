// Compares two ways of storing a workout on PostgreSQL, on the same data, in one run:
//   normalized: workouts + blocks + exercises + set rows, read with one nested json_agg query
//   document:   workouts with the plan as one JSONB document, plus an append-only table of
//               performed sets written when a workout is completed
// Usage: node bench/workout-model.mjs [clients=1000] [workoutsPerClient=50]
// Needs DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); creates and drops
// its own database there.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createScratchDatabase } from './scratch-database.mjs';

const CLIENTS = Number(process.argv[2] ?? 1000);
const PER_CLIENT = Number(process.argv[3] ?? 50);
const BLOCKS = 4,
  EXERCISES = 2,
  ROWS = 3;
const dbName = `kinetic_bench_model_${process.pid}`;

const scratch = await createScratchDatabase(dbName);
const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });

const quantile = (xs, q) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
async function measure(label, n, concurrency, fn) {
  const times = [];
  let i = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (i < n) {
        const k = i++;
        const t0 = performance.now();
        await fn(k);
        times.push(performance.now() - t0);
      }
    }),
  );
  const secs = (performance.now() - start) / 1000;
  return {
    label,
    ops: Math.round(n / secs),
    p50: quantile(times, 0.5).toFixed(2),
    p99: quantile(times, 0.99).toFixed(2),
  };
}

try {
  console.log(
    `Generating ${CLIENTS} clients x ${PER_CLIENT} workouts, ${BLOCKS} blocks x ${EXERCISES} exercises x ${ROWS} set rows each...`,
  );
  await pool.query(`
    create table workouts_n (id uuid primary key, assigned_to uuid not null, name text not null, status text not null default 'SCHEDULED', scheduled_date date, created_at timestamptz not null default now());
    create table blocks_n (id uuid primary key, workout_id uuid not null references workouts_n on delete cascade, set_number int not null, set_type text, rest_period text, intensity_level int, target_heart_rate int, special_instructions text);
    create table exercises_n (id uuid primary key, block_id uuid not null references blocks_n on delete cascade, exercise_id uuid not null, exercise_name text not null, "order" int not null, equipment text[], description text, duration text, tempo text, special_instructions text, notes text, completed_as_prescribed boolean default true, actual_duration text, actual_tempo text);
    create table set_rows_n (id uuid primary key, exercise_id uuid not null references exercises_n on delete cascade, set_number int not null, target_reps int, target_weight text, weight_unit text, each_side boolean, target_duration text, actual_reps int, actual_weight text, actual_duration text, actual_tempo text);
    create index on workouts_n (assigned_to); create index on blocks_n (workout_id); create index on exercises_n (block_id); create index on set_rows_n (exercise_id);

    create table workouts_d (id uuid primary key, assigned_to uuid not null, name text not null, status text not null default 'SCHEDULED', scheduled_date date, created_at timestamptz not null default now(), plan jsonb not null);
    create index on workouts_d (assigned_to);
    create table performed_sets_d (id bigserial primary key, workout_id uuid not null, set_row_id uuid not null, client_id uuid not null, exercise_id uuid not null, performed_at timestamptz not null default now(), reps int, weight text, duration text, tempo text);
    create index on performed_sets_d (client_id, exercise_id, performed_at);
  `);
  await pool.query(`
    insert into workouts_n (id, assigned_to, name, scheduled_date)
    select gen_random_uuid(), c.id, 'Workout ' || w, current_date + w
    from (select gen_random_uuid() as id from generate_series(1, ${CLIENTS})) c, generate_series(1, ${PER_CLIENT}) w;
    insert into blocks_n select gen_random_uuid(), w.id, b, 'Straight Sets', '60s', 7, 140, 'Keep it smooth' from workouts_n w, generate_series(1, ${BLOCKS}) b;
    insert into exercises_n select gen_random_uuid(), b.id, gen_random_uuid(), 'Goblet Squat', e, array['Dumbbell'], repeat('Description ', 20), '', '', 'Slow down', null, true, null, null from blocks_n b, generate_series(1, ${EXERCISES}) e;
    insert into set_rows_n select gen_random_uuid(), e.id, s, 10, '25', 'kg', false, '', 10, '25', null, null from exercises_n e, generate_series(1, ${ROWS}) s;
  `);
  const NESTED = `
    select w.id, w.name, w.status, w.scheduled_date, coalesce((
      select json_agg(json_build_object('id', b.id, 'setNumber', b.set_number, 'setType', b.set_type, 'restPeriod', b.rest_period,
        'intensityLevel', b.intensity_level, 'targetHeartRate', b.target_heart_rate, 'specialInstructions', b.special_instructions,
        'exercises', (select json_agg(json_build_object('id', e.id, 'exerciseId', e.exercise_id, 'exerciseName', e.exercise_name, 'order', e."order",
          'equipment', e.equipment, 'description', e.description, 'duration', e.duration, 'tempo', e.tempo, 'specialInstructions', e.special_instructions,
          'notes', e.notes, 'completedAsPrescribed', e.completed_as_prescribed, 'actualDuration', e.actual_duration, 'actualTempo', e.actual_tempo,
          'sets', (select json_agg(json_build_object('id', r.id, 'setNumber', r.set_number, 'targetReps', r.target_reps, 'targetWeight', r.target_weight,
            'weightUnit', r.weight_unit, 'eachSide', r.each_side, 'targetDuration', r.target_duration, 'actualReps', r.actual_reps,
            'actualWeight', r.actual_weight, 'actualDuration', r.actual_duration, 'actualTempo', r.actual_tempo) order by r.set_number)
            from set_rows_n r where r.exercise_id = e.id)) order by e."order") from exercises_n e where e.block_id = b.id)) order by b.set_number)
      from blocks_n b where b.workout_id = w.id), '[]') as sets
    from workouts_n w where w.id = $1`;
  // The document form holds exactly what the nested query builds.
  await pool.query(`insert into workouts_d (id, assigned_to, name, scheduled_date, plan)
    select w.id, w.assigned_to, w.name, w.scheduled_date, (${NESTED.replace('where w.id = $1', 'where w.id = x.id').replace('select w.id, w.name, w.status, w.scheduled_date, coalesce', 'select coalesce')})
    from workouts_n w, lateral (select w.id) x`);
  await pool.query('vacuum analyze');
  const ids = (await pool.query('select id from workouts_n order by random() limit 5000')).rows.map(
    (r) => r.id,
  );
  const pick = (k) => ids[k % ids.length];

  const sample = (await pool.query(NESTED, [ids[0]])).rows[0];
  const planBytes = JSON.stringify(sample.sets).length;

  const results = [];
  for (const concurrency of [1, 10]) {
    results.push(
      await measure(`read whole, normalized (nested json_agg), ${concurrency} conn`, 3000, concurrency, (k) =>
        pool.query(NESTED, [pick(k)]),
      ),
    );
    results.push(
      await measure(`read whole, document, ${concurrency} conn`, 3000, concurrency, (k) =>
        pool.query('select id, name, status, scheduled_date, plan from workouts_d where id = $1', [pick(k)]),
      ),
    );
  }

  // Saving a builder plan: replace every block, exercise and set row.
  const plan = sample.sets;
  const saveNormalized = async (id) => {
    const c = await pool.connect();
    try {
      await c.query('begin');
      await c.query('delete from blocks_n where workout_id = $1', [id]);
      const blocks = [],
        exercises = [],
        rows = [];
      for (const b of plan) {
        const bid = randomUUID();
        blocks.push([
          bid,
          id,
          b.setNumber,
          b.setType,
          b.restPeriod,
          b.intensityLevel,
          b.targetHeartRate,
          b.specialInstructions,
        ]);
        for (const e of b.exercises) {
          const eid = randomUUID();
          exercises.push([eid, bid, e.exerciseId, e.exerciseName, e.order, e.description]);
          for (const r of e.sets)
            rows.push([randomUUID(), eid, r.setNumber, r.targetReps, r.targetWeight, r.weightUnit]);
        }
      }
      const cols = (xs, i) => xs.map((x) => x[i]);
      await c.query(
        'insert into blocks_n (id, workout_id, set_number, set_type, rest_period, intensity_level, target_heart_rate, special_instructions) select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[])',
        [0, 1, 2, 3, 4, 5, 6, 7].map((i) => cols(blocks, i)),
      );
      await c.query(
        'insert into exercises_n (id, block_id, exercise_id, exercise_name, "order", description) select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::text[])',
        [0, 1, 2, 3, 4, 5].map((i) => cols(exercises, i)),
      );
      await c.query(
        'insert into set_rows_n (id, exercise_id, set_number, target_reps, target_weight, weight_unit) select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::text[], $6::text[])',
        [0, 1, 2, 3, 4, 5].map((i) => cols(rows, i)),
      );
      await c.query('commit');
    } finally {
      c.release();
    }
  };
  results.push(
    await measure('save whole plan, normalized, 10 conn', 1500, 10, (k) => saveNormalized(pick(k))),
  );
  results.push(
    await measure('save whole plan, document, 10 conn', 1500, 10, (k) =>
      pool.query('update workouts_d set plan = $2 where id = $1', [pick(k), JSON.stringify(plan)]),
    ),
  );

  // Completing: write the actuals of every set row (and, for the document, append performed sets).
  const completeNormalized = async (id) => {
    const c = await pool.connect();
    try {
      await c.query('begin');
      await c.query(
        `update set_rows_n r set actual_reps = 8, actual_weight = '27.5' from exercises_n e join blocks_n b on b.id = e.block_id where r.exercise_id = e.id and b.workout_id = $1`,
        [id],
      );
      await c.query(`update workouts_n set status = 'COMPLETED' where id = $1`, [id]);
      await c.query('commit');
    } finally {
      c.release();
    }
  };
  const completeDocument = async (id) => {
    const c = await pool.connect();
    try {
      await c.query('begin');
      const {
        rows: [w],
      } = await c.query('select assigned_to, plan from workouts_d where id = $1 for update', [id]);
      const performed = [];
      for (const b of w.plan)
        for (const e of b.exercises)
          for (const r of e.sets) {
            r.actualReps = 8;
            r.actualWeight = '27.5';
            performed.push([id, r.id, w.assigned_to, e.exerciseId, r.actualReps, r.actualWeight]);
          }
      await c.query(`update workouts_d set plan = $2, status = 'COMPLETED' where id = $1`, [
        id,
        JSON.stringify(w.plan),
      ]);
      const cols = (i) => performed.map((p) => p[i]);
      await c.query(
        'insert into performed_sets_d (workout_id, set_row_id, client_id, exercise_id, reps, weight) select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::int[], $6::text[])',
        [0, 1, 2, 3, 4, 5].map(cols),
      );
      await c.query('commit');
    } finally {
      c.release();
    }
  };
  results.push(
    await measure('complete (actuals of 24 set rows), normalized, 10 conn', 1500, 10, (k) =>
      completeNormalized(pick(k)),
    ),
  );
  results.push(
    await measure('complete (actuals + performed sets), document, 10 conn', 1500, 10, (k) =>
      completeDocument(pick(k)),
    ),
  );

  console.log(`\n${CLIENTS * PER_CLIENT} workouts; one plan is ${planBytes} bytes of JSON\n`);
  console.log('| operation | ops/s | p50 ms | p99 ms |\n|---|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.label} | ${r.ops} | ${r.p50} | ${r.p99} |`);
} finally {
  await pool.end();
  await scratch.drop();
}
