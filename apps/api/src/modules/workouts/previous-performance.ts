import { sql, type SQL } from 'drizzle-orm';
import { setBlock, workoutExercise } from '@kinetic/contracts/workouts';
import { isoTime, jsonObject } from '../../db/json.ts';
import { performedSets, workouts } from '../../db/schema.ts';

/**
 * The number (`setNumber`) of the set row `setRowId` in the plan of the workout `workoutId`, null
 * when the plan has no such row (what was recorded of an exercise without rows names the exercise).
 */
const setNumberOf = (setRowId: SQL, workoutId: SQL) => sql`(
  select (r.set_row->>'setNumber')::int
  from ${workouts} w, jsonb_array_elements(w.plan) b(block),
    jsonb_array_elements(b.block->'exercises') x(exercise), jsonb_array_elements(x.exercise->'sets') r(set_row)
  where w.id = ${workoutId} and r.set_row->>'id' = ${setRowId}::text
  limit 1)`;

/**
 * The client's last performance of an exercise as JSON (the contract's PreviousPerformance), null
 * when they never performed it: the sets they recorded the last time they completed a workout with
 * it (the latest completion; its sets in the order they were recorded, each with its number in that
 * workout). With `before`, only
 * completions of other workouts before its completion (if it has one): what the client did before
 * this workout.
 *
 * Two probes of the performed sets' (client, exercise, time, id) index: the latest row, then that
 * completion's rows, which all share its time.
 */
export function previousPerformanceJson(
  clientId: SQL,
  exerciseId: SQL,
  before?: { workoutId: SQL; completedDate: SQL },
): SQL {
  const earlier = before
    ? sql`and ps.workout_id <> ${before.workoutId}
        and ps.performed_at < coalesce(${before.completedDate}, 'infinity')`
    : sql``;
  return sql`(
    select json_build_object('date', ${isoTime(sql`last.performed_at`)}, 'workoutId', last.workout_id,
      'sets', (select coalesce(json_agg(json_build_object('setNumber', ${setNumberOf(sql`p.set_row_id`, sql`last.workout_id`)},
          'actualReps', p.reps, 'actualWeight', p.weight, 'weightUnit', p.weight_unit) order by p.id), '[]')
        from ${performedSets} p
        where p.client_id = ${clientId} and p.exercise_id = ${exerciseId}
          and p.performed_at = last.performed_at and p.workout_id = last.workout_id))
    from (
      select ps.workout_id, ps.performed_at from ${performedSets} ps
      where ps.client_id = ${clientId} and ps.exercise_id = ${exerciseId} ${earlier}
      order by ps.performed_at desc, ps.id desc limit 1
    ) last)`;
}

/** The fields of the contract's `shape` read from the JSONB `item`, but those in `own`. */
const fieldsOf = (shape: object, item: SQL, own: Record<string, SQL>) =>
  jsonObject(
    Object.fromEntries(Object.keys(shape).map((key) => [key, own[key] ?? sql`${item}->${key}::text`])),
  );

/**
 * A workout's plan (the JSONB `plan`) as JSON, with each exercise's `previous` performance by the
 * client before the workout (`workoutId`, completed at `completedDate` if it is). Blocks and
 * exercises are written field by field, as the contract names them: far cheaper for the database
 * than changing the JSONB document and writing it out.
 */
export function planWithPrevious(plan: SQL, clientId: SQL, workoutId: SQL, completedDate: SQL): SQL {
  const exercise = fieldsOf(workoutExercise.shape, sql`x.exercise`, {
    // Written only on an exercise the client skipped: false for the others (never null).
    skipped: sql`coalesce(x.exercise->'skipped', 'false'::jsonb)`,
    previous: previousPerformanceJson(clientId, sql`(x.exercise->>'exerciseId')::uuid`, {
      workoutId,
      completedDate,
    }),
  });
  const block = fieldsOf(setBlock.shape, sql`b.block`, {
    exercises: sql`(select coalesce(json_agg(${exercise} order by x.n), '[]')
      from jsonb_array_elements(b.block->'exercises') with ordinality as x(exercise, n))`,
  });
  return sql`(select coalesce(json_agg(${block} order by b.n), '[]')
    from jsonb_array_elements(${plan}) with ordinality as b(block, n))`;
}
