import { sql } from 'drizzle-orm';
import type { PainReport, WorkoutSummary } from '@kinetic/contracts/workouts';
import { converted, isoTimeOf, projection } from '../../db/projection.ts';
import { users, workouts } from '../../db/schema.ts';

/**
 * A workout summary (a workout without its plan): what the calendar, the workout lists and an
 * opened workout show of the row. The calendar counters' trigger must watch every column it shows,
 * or kept answers would not change with them (workout-summary.test.ts holds it to that).
 */
export const workoutSummary = projection({
  id: workouts.id,
  name: workouts.name,
  description: workouts.description,
  status: converted(
    workouts.status,
    (status) => sql`case when ${status} = 'COMPLETED' then 'COMPLETED' else 'SCHEDULED' end`,
    (status): WorkoutSummary['status'] => (status === 'COMPLETED' ? 'COMPLETED' : 'SCHEDULED'),
  ),
  scheduledDate: workouts.scheduledDate,
  completedDate: isoTimeOf(workouts.completedDate),
  createdAt: isoTimeOf(workouts.createdAt),
  estimatedDuration: workouts.estimatedDuration,
  tags: workouts.tags,
  assignedTo: workouts.assignedTo,
  createdBy: workouts.createdBy,
  programAssignmentId: workouts.programAssignmentId,
});

/** The columns of a workout summary, to select with drizzle. */
export const summaryColumns = workoutSummary.columns;

/** A row drizzle reads with summaryColumns. */
export type SummaryRow = Parameters<typeof workoutSummary.toContract>[0];

export const toSummary = (row: SummaryRow): WorkoutSummary => workoutSummary.toContract(row);

/**
 * A workout summary as the database writes it in JSON (the contract's WorkoutSummary, as toSummary
 * gives it), from the workouts row named `row` in the query, followed by the `more` fields.
 */
export const summaryJson = workoutSummary.json;

/** The client a workout is assigned to, as the calendar and a trainer's list name them. */
export const workoutClient = projection({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
});

/** What the client said hurt when they completed the workout: `{ area, level }`, or null. */
export const painColumn = sql<PainReport | null>`case when ${workouts.painLevel} is null then null
  else json_build_object('area', ${workouts.painArea}, 'level', ${workouts.painLevel}) end`;
