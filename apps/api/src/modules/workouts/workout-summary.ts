import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
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
};

type SummaryRow = {
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

/** A timestamp as JavaScript's toISOString writes it (what the contracts send). */
export const isoTime = (column: SQL | AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
