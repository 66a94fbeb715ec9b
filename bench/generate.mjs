// The bench's generated people and workouts, written in bulk by set-based SQL straight into the
// database (not through the API), 1,000 clients a statement on two connections: 100,000 clients
// with 50 workouts each take minutes instead of hours. See bench/README.md.
import pg from 'pg';

export const CLIENTS_PER_TRAINER = 25;
const CHUNK = 1000;
/** Connections loading chunks side by side: the database server has two cores to write with. */
const LOADERS = 2;

/**
 * Clients `from`..`to` (numbered from 1, named `client<n>`), 25 to a trainer (`trainer<n>`), each
 * with `forms` answered when `people` is set; and, when `templateId` is given, `perClient`
 * workouts a day apart around today for each of them, every one with the plan of that stored
 * workout.
 */
export async function generate(url, { from, to, people, passwordHash, forms, templateId, perClient }) {
  const loaders = await Promise.all(
    Array.from({ length: LOADERS }, async () => {
      const db = new pg.Client({ connectionString: url });
      db.on('error', () => {}); // ended when the database is dropped after a failure
      await db.connect();
      return db;
    }),
  );
  try {
    if (people)
      await loaders[0].query(
        `insert into users (username, email, password_hash, first_name, last_name, roles)
         select 'trainer' || t, 'trainer' || t || '@bench.test', $1, 'Trainer', 'Number ' || t, '{TRAINER}'
         from generate_series($2::int, $3::int) t on conflict do nothing`,
        [passwordHash, Math.ceil(from / CLIENTS_PER_TRAINER), Math.ceil(to / CLIENTS_PER_TRAINER)],
      );
    let next = from;
    await Promise.all(
      loaders.map(async (db) => {
        for (let first = next; first <= to; first = next) {
          next += CHUNK;
          const last = Math.min(to, first + CHUNK - 1);
          if (people) {
            await addPeople(db, first, last, passwordHash, forms);
            await addDiaries(db, first, last);
            await addCheckIns(db, first, last);
          }
          if (templateId) await addWorkouts(db, first, last, templateId, perClient);
        }
      }),
    );
    await loaders[0].query('analyze');
  } finally {
    await Promise.all(loaders.map((db) => db.end().catch(() => {})));
  }
}

/** Clients `first`..`last`, each with their trainer (found by name through its index) and answers. */
async function addPeople(db, first, last, passwordHash, forms) {
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles, trainer_id)
     select 'client' || i, 'client' || i || '@bench.test', $1, 'Client', 'Number ' || i, '{CLIENT}', t.id
     from generate_series($2::int, $3::int) i
     join users t on lower(t.username) = 'trainer' || ((i - 1) / $4::int + 1)`,
    [passwordHash, first, last, CLIENTS_PER_TRAINER],
  );
  await db.query(
    `insert into onboarding_answers (user_id, form, version, answers)
     select u.id, f, 1, '{"generated": true}'::jsonb
     from generate_series($1::int, $2::int) i
     join users u on lower(u.username) = 'client' || i
     cross join unnest($3::text[]) f`,
    [first, last, forms],
  );
}

/**
 * A food diary week for each of clients `first`..`last`: the last seven days, one quick entry per
 * meal, so that the diary table grows with the clients as it would (28 rows each) and a diary day
 * read is measured against a table of every client's days, not an empty one.
 */
async function addDiaries(db, first, last) {
  await db.query(
    `insert into food_diary_entries (client_id, date, meal_type, name, kcal, protein, carbs, fat)
     select u.id, current_date - d, m, 'Generated ' || lower(m), 500, 30, 55, 15
     from generate_series($1::int, $2::int) i
     join users u on lower(u.username) = 'client' || i
     cross join generate_series(0, 6) d
     cross join unnest(array['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK']) m`,
    [first, last],
  );
}

/**
 * Four weekly check-ins for each of clients `first`..`last`: three reviewed by their trainer, the
 * newest sent and waiting in the trainer's review queue, so that the check-ins table grows with the
 * clients and the queue is read against every trainer's rows.
 */
export async function addCheckIns(db, first, last, pattern = 'client') {
  await db.query(
    `insert into check_ins (client_id, trainer_id, template_name, questions, blocks, due_date, status,
                            answers, alerts, submitted_at, reviewed_at, reviewed_by)
     select u.id, u.trainer_id, 'Weekly check-in',
            '[{"id":"energy","kind":"scale","label":"Energy","required":true,"unit":"","alert":null}]',
            '{"weight":true,"measurements":false,"photos":false}', current_date - 7 * w,
            case when w = 0 then 'submitted' else 'reviewed' end, '{"energy":7}', '[]',
            now() - make_interval(days => 7 * w, hours => i % 24),
            case when w = 0 then null else now() - make_interval(days => 7 * w - 1) end,
            case when w = 0 then null else u.trainer_id end
     from generate_series($1::int, $2::int) i
     join users u on lower(u.username) = $3 || i
     cross join generate_series(0, 3) w`,
    [first, last, pattern],
  );
}

/**
 * `perClient` workouts for each of clients `first`..`last`, one client's after another. The plan is
 * copied from the stored workout, which holds it compressed in TOAST: PostgreSQL then writes those
 * compressed bytes again instead of compressing the ~11 KB plan anew for every row, which was most
 * of the time (see bench/README.md).
 */
async function addWorkouts(db, first, last, templateId, perClient) {
  await db.query(
    `insert into workouts (assigned_to, created_by, name, description, scheduled_date, estimated_duration, plan)
     select u.id, u.trainer_id, 'Workout ' || w, 'Generated for the benchmark', current_date + w - 25, 45,
            (select plan from workouts where id = $3)
     from generate_series($1::int, $2::int) i
     join users u on lower(u.username) = 'client' || i
     cross join generate_series(1, $4::int) w`,
    [first, last, templateId, perClient],
  );
}

/**
 * The database's size and its `top` largest tables, each with its own pages, its TOAST table (with
 * that table's index) and its indexes, in bytes, and its largest index.
 */
export async function databaseSizes(db, top = 8) {
  const {
    rows: [{ total }],
  } = await db.query('select pg_database_size(current_database())::float8 as total');
  const { rows: relations } = await db.query(
    `select c.relname as name,
            pg_total_relation_size(c.oid)::float8 as total,
            pg_relation_size(c.oid)::float8 as "table",
            coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0)::float8 as toast,
            pg_indexes_size(c.oid)::float8 as indexes,
            (select i.relname || ' ' || pg_size_pretty(pg_relation_size(i.oid))
             from pg_index x join pg_class i on i.oid = x.indexrelid
             where x.indrelid = c.oid order by pg_relation_size(i.oid) desc limit 1) as "largestIndex"
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
     order by pg_total_relation_size(c.oid) desc limit $1`,
    [top],
  );
  return { total, relations };
}

/**
 * People straight in the database, apart from generate()'s: `trainers` trainers (usernames
 * `${trainer.name}1`.., first name `trainer.first`, last name `trainer.last` and the number) and
 * `clients` clients named the same way from `client`, `perTrainer` to a trainer in order.
 */
export async function insertPeople(db, passwordHash, { trainer, client, trainers, clients, perTrainer }) {
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles)
     select $3::text || i, $3::text || i || '@bench.test', $1, $4, $5::text || i, '{TRAINER}'
     from generate_series(1, $2::int) i`,
    [passwordHash, trainers, trainer.name, trainer.first, trainer.last],
  );
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, roles, trainer_id)
     select $4::text || i, $4::text || i || '@bench.test', $1, $5, $6::text || i, '{CLIENT}', t.id
     from generate_series(1, $2::int) i
     join users t on lower(t.username) = $7::text || ((i - 1) / $3::int + 1)`,
    [passwordHash, clients, perTrainer, client.name, client.first, client.last, trainer.name],
  );
}
