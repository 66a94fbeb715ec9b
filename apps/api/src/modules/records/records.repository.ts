import { sql, type SQL } from 'drizzle-orm';
import { KG_PER_LB, roundWeight, type HistoryPoint, type PersonalRecord } from '@kinetic/contracts/records';
import type { Db } from '../../db/client.ts';
import { libraryExercises, performedSets, users } from '../../db/schema.ts';
import { clientColumnsOf, clientOf } from '../../domain/trainer-reach.ts';

type Unit = 'kg' | 'lbs';
type Rows<T> = { rows: T[] };

/** A JSON value as the database drivers give it: parsed (node-postgres, PGlite) or as text. */
const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A number of the database (numeric arrives as text) in kilograms, expressed in `unit`. */
const inUnit = (kg: number | string, unit: Unit) =>
  roundWeight(unit === 'lbs' ? Number(kg) / KG_PER_LB : Number(kg));

/**
 * The performed sets of `rows` (a FROM item naming them `p`, with performed_sets' columns) that
 * count for records, filtered by `where` (starting with "and"): completed (only completion writes
 * performed sets), reps above 0 and a plain decimal weight above 0 in kg or lbs. Each with its weight
 * (`w`, in its own unit), in kilograms (`kg`) and its Epley one-rep max in kilograms (`e1rm`).
 * Weights are free text ("bodyweight", "20 + band"): only plain numbers count, and the case keeps the
 * cast from ever seeing another text.
 */
function countedSets(rows: SQL, where: SQL) {
  return sql`
    select s.exercise_id, s.workout_id, s.performed_at, s.id, s.reps, s.unit, s.w,
      s.w * (case s.unit when 'lbs' then ${KG_PER_LB}::numeric else 1 end) as kg,
      s.w * (case s.unit when 'lbs' then ${KG_PER_LB}::numeric else 1 end)
        * (case when s.reps <= 1 then 1 else 1 + s.reps / 30.0 end) as e1rm
    from (
      select p.exercise_id, p.workout_id, p.performed_at, p.id, p.reps, p.weight_unit as unit,
        case when btrim(p.weight) ~ '^[0-9]{1,6}([.][0-9]{1,3})?$' then btrim(p.weight)::numeric end as w
      from ${rows}
      where p.reps > 0 and p.weight_unit in ('kg', 'lbs') ${where}
    ) s
    where s.w > 0`;
}

/** The client's sets that count for records (see countedSets), filtered by `where`. */
const countedSetsOf = (clientId: string | SQL, where: SQL) =>
  countedSets(sql`${performedSets} p`, sql`and p.client_id = ${clientId} ${where}`);

/**
 * `ok`: whether the caller may read the client's records. A trainer only their assigned, active clients';
 * `trainerId` null: the client themself.
 */
const mayRead = (clientId: string, trainerId: string | null) => sql`exists (
  select 1 from ${users} u where u.id = ${clientId} and 'CLIENT' = any(u.roles)
    and (${trainerId}::uuid is null or ${clientOf(sql`${trainerId}::uuid`, clientColumnsOf('u'))}))`;

/** A record as the statements below answer it, numbers as the database writes them. */
export interface RecordRow {
  exerciseId: string;
  exerciseName: string;
  w: string;
  unit: Unit;
  reps: number;
  bestE1rmKg: string;
  achievedAt: string;
  workoutId: string;
}

export const toRecord = (r: RecordRow): PersonalRecord => ({
  exerciseId: r.exerciseId,
  exerciseName: r.exerciseName,
  bestWeight: Number(r.w),
  weightUnit: r.unit,
  reps: r.reps,
  estimatedOneRepMax: inUnit(r.bestE1rmKg, r.unit),
  achievedAt: new Date(r.achievedAt).toISOString(),
  workoutId: r.workoutId,
});

const exerciseName = (id: SQL) =>
  sql`coalesce((select e.name from ${libraryExercises} e where e.id = ${id}), 'Exercise')`;

export function createRecordsRepository(db: Db) {
  return {
    /**
     * The client's record in each exercise, by exercise name; `allowed` false (and no records) when
     * `trainerId` is given and the client is not theirs. One statement.
     */
    async recordsOf(
      clientId: string,
      trainerId: string | null,
    ): Promise<{ allowed: boolean; records: PersonalRecord[] }> {
      const result: unknown = await db.execute(sql`
        with counted as (${countedSetsOf(clientId, sql`and ${mayRead(clientId, trainerId)}`)}),
        heaviest as (
          select distinct on (c.exercise_id) c.exercise_id, c.workout_id, c.performed_at, c.reps, c.unit, c.w,
            max(c.e1rm) over (partition by c.exercise_id) as best_e1rm
          from counted c
          order by c.exercise_id, c.kg desc, c.reps desc, c.performed_at, c.id
        )
        select ${mayRead(clientId, trainerId)} as allowed,
          (select coalesce(json_agg(json_build_object(
              'exerciseId', h.exercise_id, 'exerciseName', ${exerciseName(sql`h.exercise_id`)},
              'w', h.w::text, 'unit', h.unit, 'reps', h.reps, 'bestE1rmKg', h.best_e1rm::text,
              'achievedAt', h.performed_at, 'workoutId', h.workout_id)
            order by ${exerciseName(sql`h.exercise_id`)}, h.exercise_id), '[]')
          from heaviest h) as records`);
      const row = (result as Rows<{ allowed: boolean; records: RecordRow[] | string }>).rows[0]!;
      return { allowed: row.allowed, records: (parsed(row.records) ?? []).map(toRecord) };
    },

    /**
     * One point per completed workout of the client with a counted set of the exercise, oldest
     * first, with the exercise's name (null when there is no such exercise); `allowed` as for
     * recordsOf. One statement.
     */
    async historyOf(
      clientId: string,
      trainerId: string | null,
      exerciseId: string,
    ): Promise<{ allowed: boolean; exerciseName: string | null; points: HistoryPoint[] }> {
      const result: unknown = await db.execute(sql`
        with counted as (${countedSetsOf(
          clientId,
          sql`and p.exercise_id = ${exerciseId} and ${mayRead(clientId, trainerId)}`,
        )}),
        tops as (
          select distinct on (c.workout_id) c.workout_id, c.performed_at, c.reps, c.unit, c.w,
            max(c.e1rm) over (partition by c.workout_id) as best_e1rm,
            sum(c.kg * c.reps) over (partition by c.workout_id) as volume
          from counted c
          order by c.workout_id, c.kg desc, c.reps desc, c.id
        )
        select ${mayRead(clientId, trainerId)} as allowed,
          (select e.name from ${libraryExercises} e where e.id = ${exerciseId}) as "exerciseName",
          (select coalesce(json_agg(json_build_object(
              'date', t.performed_at, 'workoutId', t.workout_id, 'w', t.w::text, 'unit', t.unit,
              'reps', t.reps, 'bestE1rmKg', t.best_e1rm::text, 'volumeKg', t.volume::text)
            order by t.performed_at, t.workout_id), '[]')
          from tops t) as points`);
      const row = (
        result as Rows<{
          allowed: boolean;
          exerciseName: string | null;
          points:
            | {
                date: string;
                workoutId: string;
                w: string;
                unit: Unit;
                reps: number;
                bestE1rmKg: string;
                volumeKg: string;
              }[]
            | string;
        }>
      ).rows[0]!;
      return {
        allowed: row.allowed,
        exerciseName: row.exerciseName,
        points: (parsed(row.points) ?? []).map((p) => ({
          date: new Date(p.date).toISOString(),
          workoutId: p.workoutId,
          topWeight: Number(p.w),
          weightUnit: p.unit,
          reps: p.reps,
          estimatedOneRepMax: inUnit(p.bestE1rmKg, p.unit),
          volume: inUnit(p.volumeKg, p.unit),
        })),
      };
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;

/**
 * The records a workout the client is completing sets, for the statement that completes it: CTEs
 * that follow the one (`appended`) that appends the workout's performed sets and returns them, the
 * last (`new_records`) one row per exercise with the record as JSON (a RecordRow). A record is an
 * exercise of the workout whose best Epley estimate or heaviest weight beats every other workout the
 * client completed by then (`completedAt`); an exercise done for the first time sets none. Each is
 * the workout's set that did it: the best estimate's set, or the heaviest set when only the weight
 * is new, with its own estimate. The other workouts' sets are those before this statement.
 */
export function newRecordsCtes(of: { appended: SQL; clientId: SQL; workoutId: SQL; completedAt: SQL }): SQL {
  return sql`
    mine as (${countedSets(sql`${of.appended} p`, sql``)}),
    prior as (
      select c.exercise_id, max(c.e1rm) as e1rm, max(c.kg) as kg
      from (${countedSetsOf(
        of.clientId,
        sql`and p.exercise_id in (select exercise_id from mine)
        and p.workout_id <> ${of.workoutId} and p.performed_at <= ${of.completedAt}`,
      )}) c
      group by c.exercise_id
    ),
    best as (
      select m.exercise_id, max(m.e1rm) as e1rm, max(m.kg) as kg from mine m group by m.exercise_id
    ),
    beaten as (
      select b.exercise_id, b.e1rm > p.e1rm as stronger
      from best b join prior p on p.exercise_id = b.exercise_id
      where b.e1rm > p.e1rm or b.kg > p.kg
    ),
    chosen as (
      select distinct on (m.exercise_id) m.exercise_id, m.w, m.unit, m.reps, m.e1rm, m.performed_at
      from mine m join beaten x on x.exercise_id = m.exercise_id
      order by m.exercise_id,
        case when x.stronger then m.e1rm else m.kg end desc, m.kg desc, m.reps desc, m.id
    ),
    new_records as (
      select ${exerciseName(sql`c.exercise_id`)} as name, c.exercise_id, json_build_object(
          'exerciseId', c.exercise_id, 'exerciseName', ${exerciseName(sql`c.exercise_id`)},
          'w', c.w::text, 'unit', c.unit, 'reps', c.reps, 'bestE1rmKg', c.e1rm::text,
          'achievedAt', c.performed_at, 'workoutId', ${of.workoutId}::uuid) as record
      from chosen c
    )`;
}
