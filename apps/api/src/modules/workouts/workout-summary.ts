import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PainReport, WorkoutSummary } from '@kinetic/contracts/workouts';
import { isoTime, jsonObject } from '../../db/json.ts';
import { workouts } from '../../db/schema.ts';

/** The columns of a workout summary (a workout without its plan). */
export const summaryColumns = {
  id: workouts.id,
  name: workouts.name,
  description: workouts.description,
  status: workouts.status,
  scheduledDate: workouts.scheduledDate,
  completedDate: workouts.completedDate,
  createdAt: workouts.createdAt,
  estimatedDuration: workouts.estimatedDuration,
  tags: workouts.tags,
  assignedTo: workouts.assignedTo,
  createdBy: workouts.createdBy,
  programAssignmentId: workouts.programAssignmentId,
};

/** What the client said hurt when they completed the workout: `{ area, level }`, or null. */
export const painColumn = sql<PainReport | null>`case when ${workouts.painLevel} is null then null
  else json_build_object('area', ${workouts.painArea}, 'level', ${workouts.painLevel}) end`;

export type SummaryRow = {
  [K in keyof typeof summaryColumns]:
    | (typeof summaryColumns)[K]['_']['data']
    | ((typeof summaryColumns)[K]['_']['notNull'] extends true ? never : null);
};

export function toSummary(row: SummaryRow): WorkoutSummary {
  return {
    ...row,
    status: row.status === 'COMPLETED' ? 'COMPLETED' : 'SCHEDULED',
    completedDate: row.completedDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A workout summary as the database writes it in JSON (the contract's WorkoutSummary, as toSummary
 * gives it), from the workouts row named `row` in the query, followed by the `more` fields.
 */
export function summaryJson(row: string, more: Record<string, SQL | AnyColumn> = {}): SQL {
  const c = (name: string) => sql`${sql.identifier(row)}.${sql.identifier(name)}`;
  return jsonObject({
    id: c('id'),
    name: c('name'),
    description: c('description'),
    status: sql`case when ${c('status')} = 'COMPLETED' then 'COMPLETED' else 'SCHEDULED' end`,
    scheduledDate: c('scheduled_date'),
    completedDate: isoTime(c('completed_date')),
    createdAt: isoTime(c('created_at')),
    estimatedDuration: c('estimated_duration'),
    tags: c('tags'),
    assignedTo: c('assigned_to'),
    createdBy: c('created_by'),
    programAssignmentId: c('program_assignment_id'),
    ...more,
  });
}
