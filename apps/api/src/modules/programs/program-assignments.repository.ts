import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProgramAssignment } from '@kinetic/contracts/programs';
import type { Db } from '../../db/client.ts';
import { programAssignments, users, workouts, workoutTemplates } from '../../db/schema.ts';
import { freshPlanSql } from '../workouts/fresh-plan.ts';
import { clientsOverScheduledCap } from '../workouts/scheduled-cap.ts';
import { clientOf } from '../users/trainer-reach.ts';

export interface Assignment {
  trainerId: string;
  programId: string;
  programName: string;
  weeks: number;
  startDate: string;
  clientIds: string[];
  /** The program days to schedule, on their dates, for every client. */
  days: { templateId: string; scheduledDate: string }[];
}

export interface AssignedWorkout {
  id: string;
  assignedTo: string;
  scheduledDate: string;
  name: string;
}

/**
 * Workouts written per statement: a large assignment is many short statements, not one long one, so
 * that the database and the API's event loop serve other callers between them (measured by
 * program-assignment-load.resilience.test.ts); fewer rows a statement cost more in statements.
 */
export const ASSIGN_BATCH = 100;

/** Why nothing was written: a client is not the trainer's, or would pass the scheduled-ahead cap. */
export type AssignRefusal = { refused: 'foreign' } | { refused: 'full'; clientIds: Set<string> };

/** A program assignment as it is answered (with `createdAt` still a Date): its list and the export. */
export const assignmentColumns = {
  id: programAssignments.id,
  programId: programAssignments.programId,
  programName: programAssignments.programName,
  weeks: programAssignments.weeks,
  startDate: programAssignments.startDate,
  workouts: sql<number>`(select count(*)::int from ${workouts} w
    where w.program_assignment_id = ${programAssignments}.id)`,
  createdAt: programAssignments.createdAt,
};

export function createProgramAssignmentsRepository(db: Db) {
  return {
    /**
     * Assigns a program: one assignment row per client and one workout per client and program day,
     * in one transaction, and only if every client is the trainer's and none would pass the
     * scheduled-ahead cap (else nothing is written). Each workout's plan is a fresh copy the database
     * makes of the stored template, in batches of ASSIGN_BATCH.
     */
    assign<T>(
      a: Assignment,
      /** Also written in the same transaction (the notices to the clients). */
      withWorkouts: (made: AssignedWorkout[], tx: Db) => Promise<T>,
    ): Promise<{ workouts: AssignedWorkout[]; also: T } | AssignRefusal> {
      return db.transaction(async (tx): Promise<{ workouts: AssignedWorkout[]; also: T } | AssignRefusal> => {
        // Locked in id order: the clients stay the trainer's until the end, and writes for one client
        // take turns, so that two at once cannot both pass the count of what they hold.
        const mine = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, a.clientIds), clientOf(a.trainerId)))
          .orderBy(asc(users.id))
          .for('no key update');
        if (mine.length !== a.clientIds.length) return { refused: 'foreign' };
        const full = await clientsOverScheduledCap(
          tx,
          a.clientIds.flatMap((assignedTo) =>
            a.days.map((d) => ({ assignedTo, scheduledDate: d.scheduledDate })),
          ),
        );
        if (full.size) return { refused: 'full', clientIds: full };
        const assignments = await tx
          .insert(programAssignments)
          .values(
            a.clientIds.map((clientId) => ({
              programId: a.programId,
              clientId,
              assignedBy: a.trainerId,
              programName: a.programName,
              weeks: a.weeks,
              startDate: a.startDate,
            })),
          )
          .returning({ id: programAssignments.id, clientId: programAssignments.clientId });
        const rows = assignments.flatMap(({ id, clientId }) =>
          a.days.map((d) => ({
            assignedTo: clientId,
            assignmentId: id,
            templateId: d.templateId,
            scheduledDate: d.scheduledDate,
          })),
        );
        const made: AssignedWorkout[] = [];
        for (let i = 0; i < rows.length; i += ASSIGN_BATCH) {
          // The rows name the template; its details and a fresh copy of its plan come from its row.
          const batch = rows.slice(i, i + ASSIGN_BATCH);
          const templateIds = [...new Set(batch.map((r) => r.templateId))];
          // Each template's plan is made fresh once a batch and that value stored in each of its
          // workouts (ids need be unique only within a workout): the cost is the templates', not
          // the workouts'.
          const result: unknown = await tx.execute(sql`
            with t as materialized (
              select id, name, description, estimated_duration, tags, ${freshPlanSql(sql`plan`)} as plan
              from ${workoutTemplates}
              where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(templateIds)}::jsonb)))
            insert into ${workouts} (assigned_to, created_by, name, description, status, scheduled_date,
              estimated_duration, tags, plan, program_assignment_id)
            select r."assignedTo", ${a.trainerId}::uuid, t.name, t.description, 'SCHEDULED',
              r."scheduledDate", t.estimated_duration, t.tags, t.plan, r."assignmentId"
            from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
              "assignedTo" uuid, "assignmentId" uuid, "templateId" uuid, "scheduledDate" date)
            join t on t.id = r."templateId"
            returning id, assigned_to as "assignedTo", scheduled_date::text as "scheduledDate", name`);
          made.push(...(result as { rows: AssignedWorkout[] }).rows);
        }
        return { workouts: made, also: await withWorkouts(made, tx) };
      });
    },

    /** The programs assigned to a client, latest start first, with how many workouts each scheduled. */
    async ofClient(clientId: string): Promise<ProgramAssignment[]> {
      const rows = await db
        .select(assignmentColumns)
        .from(programAssignments)
        .where(eq(programAssignments.clientId, clientId))
        .orderBy(desc(programAssignments.startDate), desc(programAssignments.createdAt))
        .limit(200);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}

export type ProgramAssignmentsRepository = ReturnType<typeof createProgramAssignmentsRepository>;
