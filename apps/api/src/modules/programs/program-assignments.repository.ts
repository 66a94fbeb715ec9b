import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProgramAssignment } from '@kinetic/contracts/programs';
import type { SetBlock } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { programAssignments, users, workouts, workoutTemplates } from '../../db/schema.ts';

export interface Assignment {
  trainerId: string;
  programId: string;
  programName: string;
  weeks: number;
  startDate: string;
  clientIds: string[];
  /** The program days to schedule, on their dates, for every client. */
  days: { templateId: string; scheduledDate: string }[];
  /** A fresh copy of a template's plan for each workout. */
  copyPlan: (templateId: string) => SetBlock[];
}

export interface AssignedWorkout {
  id: string;
  assignedTo: string;
  scheduledDate: string;
  name: string;
}

export function createProgramAssignmentsRepository(db: Db) {
  return {
    /** The template plans of these ids (the program's days name them). */
    async templatePlans(ids: string[]): Promise<Map<string, SetBlock[]>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: workoutTemplates.id, plan: workoutTemplates.plan })
        .from(workoutTemplates)
        .where(inArray(workoutTemplates.id, ids));
      return new Map(rows.map((r) => [r.id, r.plan as SetBlock[]]));
    },

    /**
     * Assigns a program: one assignment row per client and one workout per client and program day,
     * each a set-based insert, in one transaction, and only if every client is the trainer's (else
     * nothing is written and the answer is null).
     */
    assign<T>(
      a: Assignment,
      /** Also written in the same transaction (the notices to the clients). */
      withWorkouts: (made: AssignedWorkout[], tx: Db) => Promise<T>,
    ): Promise<{ workouts: AssignedWorkout[]; also: T } | null> {
      return db.transaction(async (tx) => {
        const [mine] = await tx
          .select({ n: count() })
          .from(users)
          .where(
            and(
              inArray(users.id, a.clientIds),
              eq(users.trainerId, a.trainerId),
              sql`'CLIENT' = any(${users.roles})`,
            ),
          );
        if (mine!.n !== a.clientIds.length) return null;
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
            plan: a.copyPlan(d.templateId),
          })),
        );
        if (!rows.length) return { workouts: [], also: await withWorkouts([], tx) };
        // One statement for every workout: the rows travel as one JSON value, the template's
        // details are joined in the database.
        const result: unknown = await tx.execute(sql`
          insert into ${workouts} (assigned_to, created_by, name, description, status, scheduled_date,
            estimated_duration, tags, plan, program_assignment_id)
          select r."assignedTo", ${a.trainerId}::uuid, t.name, t.description, 'SCHEDULED',
            r."scheduledDate", t.estimated_duration, t.tags, r.plan, r."assignmentId"
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("assignedTo" uuid,
            "assignmentId" uuid, "templateId" uuid, "scheduledDate" date, plan jsonb)
          join ${workoutTemplates} t on t.id = r."templateId"
          returning id, assigned_to as "assignedTo", scheduled_date::text as "scheduledDate", name`);
        const made = (result as { rows: AssignedWorkout[] }).rows;
        return { workouts: made, also: await withWorkouts(made, tx) };
      });
    },

    /** The programs assigned to a client, latest start first, with how many workouts each scheduled. */
    async ofClient(clientId: string): Promise<ProgramAssignment[]> {
      const rows = await db
        .select({
          id: programAssignments.id,
          programId: programAssignments.programId,
          programName: programAssignments.programName,
          weeks: programAssignments.weeks,
          startDate: programAssignments.startDate,
          workouts: sql<number>`(select count(*)::int from ${workouts} w
            where w.program_assignment_id = ${programAssignments}.id)`,
          createdAt: programAssignments.createdAt,
        })
        .from(programAssignments)
        .where(eq(programAssignments.clientId, clientId))
        .orderBy(desc(programAssignments.startDate), desc(programAssignments.createdAt))
        .limit(200);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}

export type ProgramAssignmentsRepository = ReturnType<typeof createProgramAssignmentsRepository>;
