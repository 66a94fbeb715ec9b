import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL for a fresh copy of the stored plan `plan` (a jsonb expression), as `freshCopy` makes it in
 * Node: the same blocks and targets in the same order, new ids, no actual values (nor their units,
 * nor skipped marks, nor the reason a rule gave for the targets). Copies made this way (a program's workouts, a workout copied to many clients)
 * are built by the database from the stored row, never held in the API's heap one by one.
 */
export const freshPlanSql = (plan: SQL): SQL => sql`(
  select coalesce(jsonb_agg(b.block || jsonb_build_object('id', gen_random_uuid(), 'exercises', (
    select coalesce(jsonb_agg((e.exercise - 'skipped') || jsonb_build_object('id', gen_random_uuid(),
      'notes', null, 'load', coalesce(e.exercise->'load', 'null'::jsonb), 'loadReason', null, 'completedAsPrescribed', true, 'actualDuration', null, 'actualTempo', null,
      'sets', (
        select coalesce(jsonb_agg((r.row - 'skipped' - 'actualWeightUnit') || jsonb_build_object('id', gen_random_uuid(),
          'actualReps', null, 'actualWeight', null, 'actualDuration', null, 'actualTempo', null)
          order by r.n), '[]'::jsonb)
        from jsonb_array_elements(e.exercise->'sets') with ordinality r(row, n)))
      order by e.n), '[]'::jsonb)
    from jsonb_array_elements(b.block->'exercises') with ordinality e(exercise, n)))
    order by b.n), '[]'::jsonb)
  from jsonb_array_elements(${plan}) with ordinality b(block, n))`;
