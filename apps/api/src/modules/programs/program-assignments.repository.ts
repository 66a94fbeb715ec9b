import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProgramAssignment } from '@kinetic/contracts/programs';
import { PROGRAM_ASSIGNMENTS_PER_CLIENT_MAX } from '@kinetic/contracts/program-assignments';
import type { ClashChoice } from '@kinetic/contracts/schedule-clashes';
import type { PlateSettings } from '@kinetic/contracts/plates';
import type { SetBlock, WeightUnit } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { programAssignments, users, workouts, workoutTemplates } from '../../db/schema.ts';
import { clientsOverScheduledCap, freshPlanSql, settleClashes } from '../workouts/workouts.public.ts';
import { clientOf } from '../../domain/trainer-reach.ts';
import { percentSlots, planWithLoads, type Loads, type PercentSlot } from './assigned-loads.ts';

export interface Assignment {
  trainerId: string;
  programId: string;
  programName: string;
  weeks: number;
  startDate: string;
  clientIds: string[];
  /** The program days to schedule, on their dates, for every client. */
  days: { templateId: string; scheduledDate: string }[];
  /** What happens on the days a client already has a workout. */
  onClash: ClashChoice;
  /** The loads computed for a client's copies of a template, by `${templateId}|${clientId}`. */
  loads?: Map<string, Loads>;
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

/**
 * Why nothing was written: a client is not the trainer's, would pass the scheduled-ahead cap
 * (`full`), or holds as many program assignments as a client may (`assignments`).
 */
export type AssignRefusal =
  { refused: 'foreign' } | { refused: 'full' | 'assignments'; clientIds: Set<string> };

/** Thrown inside the transaction to roll back what it already did (the workouts it replaced). */
class Refused extends Error {
  constructor(readonly refusal: AssignRefusal) {
    super(refusal.refused);
  }
}

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
  endedAt: programAssignments.endedAt,
};

/** An assignment read with assignmentColumns, as answered. */
export const toAssignment = (
  r: Omit<ProgramAssignment, 'createdAt' | 'endedAt'> & { createdAt: Date; endedAt: Date | null },
): ProgramAssignment => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  endedAt: r.endedAt?.toISOString() ?? null,
});

/** The clients already holding PROGRAM_ASSIGNMENTS_PER_CLIENT_MAX assignments (ended ones too). */
async function clientsAtAssignmentCap(tx: Db, clientIds: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: programAssignments.clientId })
    .from(programAssignments)
    .where(inArray(programAssignments.clientId, clientIds))
    .groupBy(programAssignments.clientId)
    .having(sql`count(*) >= ${PROGRAM_ASSIGNMENTS_PER_CLIENT_MAX}`);
  return new Set(rows.map((r) => r.id));
}

/**
 * Writes the program's workouts, each plan a fresh copy the database makes of the stored template,
 * in batches of ASSIGN_BATCH.
 */
async function insertProgramWorkouts(
  tx: Db,
  trainerId: string,
  rows: {
    assignedTo: string;
    assignmentId: string;
    templateId: string;
    scheduledDate: string;
    loads: Loads | null;
  }[],
): Promise<AssignedWorkout[]> {
  const made: AssignedWorkout[] = [];
  for (let i = 0; i < rows.length; i += ASSIGN_BATCH) {
    // The rows name the template; its details and a fresh copy of its plan come from its row.
    const batch = rows.slice(i, i + ASSIGN_BATCH);
    const templateIds = [...new Set(batch.map((r) => r.templateId))];
    // Each template's plan is made fresh once a batch and that value stored in each of its workouts
    // (ids need be unique only within a workout): the cost is the templates', not the workouts'.
    const result: unknown = await tx.execute(sql`
      with t as materialized (
        select id, name, description, estimated_duration, tags, ${freshPlanSql(sql`plan`)} as plan
        from ${workoutTemplates}
        where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(templateIds)}::jsonb))),
      r as materialized (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
          "assignedTo" uuid, "assignmentId" uuid, "templateId" uuid, "scheduledDate" date, loads jsonb)),
      -- A client's loads apply once to each template's copy, not once per workout of it.
      loaded as materialized (
        select distinct on (r."templateId", r."assignedTo") r."templateId", r."assignedTo",
          ${planWithLoads(sql`t.plan`, sql`r.loads`)} as plan
        from r join t on t.id = r."templateId")
      insert into ${workouts} (assigned_to, created_by, name, description, status, scheduled_date,
        estimated_duration, tags, plan, program_assignment_id)
      select r."assignedTo", ${trainerId}::uuid, t.name, t.description, 'SCHEDULED',
        r."scheduledDate", t.estimated_duration, t.tags, loaded.plan, r."assignmentId"
      from r join t on t.id = r."templateId"
      join loaded on loaded."templateId" = r."templateId" and loaded."assignedTo" = r."assignedTo"
      returning id, assigned_to as "assignedTo", scheduled_date::text as "scheduledDate", name`);
    made.push(...(result as { rows: AssignedWorkout[] }).rows);
  }
  return made;
}

export function createProgramAssignmentsRepository(db: Db) {
  return {
    /**
     * Assigns a program: one assignment row per client and one workout per client and program day,
     * in one transaction, and only if every client is the trainer's and none would pass the
     * scheduled-ahead cap (else nothing is written). Each workout's plan is a fresh copy the database
     * makes of the stored template, in batches of ASSIGN_BATCH.
     */
    async assign<T>(
      a: Assignment,
      /** Also written in the same transaction (the notices to the clients). */
      withWorkouts: (made: AssignedWorkout[], tx: Db) => Promise<T>,
    ): Promise<{ workouts: AssignedWorkout[]; also: T; replaced: number; skipped: number } | AssignRefusal> {
      try {
        return await db.transaction(async (tx) => {
          // Locked in id order: the clients stay the trainer's until the end, and writes for one
          // client take turns, so that two at once cannot both pass the count of what they hold.
          const mine = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, a.clientIds), clientOf(a.trainerId)))
            .orderBy(asc(users.id))
            .for('no key update');
          if (mine.length !== a.clientIds.length) throw new Refused({ refused: 'foreign' });
          const crowded = await clientsAtAssignmentCap(tx, a.clientIds);
          if (crowded.size) throw new Refused({ refused: 'assignments', clientIds: crowded });
          const all = a.clientIds.flatMap((assignedTo) => a.days.map((d) => ({ ...d, assignedTo })));
          // The coach's choice for the days that clash, before the cap counts what they will hold.
          const { planned, replaced } = await settleClashes(tx, all, a.onClash);
          const full = await clientsOverScheduledCap(tx, planned);
          if (full.size) throw new Refused({ refused: 'full', clientIds: full });
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
          const assignmentOf = new Map(assignments.map((r) => [r.clientId, r.id]));
          const rows = planned.map((p) => ({
            assignedTo: p.assignedTo,
            assignmentId: assignmentOf.get(p.assignedTo)!,
            templateId: p.templateId,
            scheduledDate: p.scheduledDate,
            loads: a.loads?.get(`${p.templateId}|${p.assignedTo}`) ?? null,
          }));
          const made = await insertProgramWorkouts(tx, a.trainerId, rows);
          return {
            workouts: made,
            also: await withWorkouts(made, tx),
            replaced,
            skipped: all.length - planned.length,
          };
        });
      } catch (e) {
        if (e instanceof Refused) return e.refusal;
        throw e;
      }
    },

    /** The percentage slots of the templates (only those holding one are read whole). */
    async percentSlotsOf(templateIds: string[]): Promise<PercentSlot[]> {
      const rows = await db
        .select({ id: workoutTemplates.id, plan: workoutTemplates.plan })
        .from(workoutTemplates)
        .where(
          and(
            inArray(workoutTemplates.id, templateIds),
            sql`jsonb_path_exists(${workoutTemplates.plan}, '$[*].exercises[*].load ? (@.kind == "percent")')`,
          ),
        );
      return rows.flatMap((r) => percentSlots(r.id, r.plan as SetBlock[]));
    },

    /** Each client's weight unit and plates, which their loads are computed in and rounded to. */
    async unitsOf(
      clientIds: string[],
    ): Promise<{ id: string; unit: WeightUnit; plates: Partial<PlateSettings> | null }[]> {
      const rows = await db
        .select({ id: users.id, unit: users.weightUnit, plates: users.plates })
        .from(users)
        .where(inArray(users.id, clientIds));
      return rows.map((r) => ({ id: r.id, unit: r.unit as WeightUnit, plates: r.plates }));
    },

    /** The programs assigned to a client, latest start first, with how many workouts each scheduled. */
    async ofClient(clientId: string): Promise<ProgramAssignment[]> {
      const rows = await db
        .select(assignmentColumns)
        .from(programAssignments)
        .where(eq(programAssignments.clientId, clientId))
        .orderBy(desc(programAssignments.startDate), desc(programAssignments.createdAt))
        .limit(200);
      return rows.map(toAssignment);
    },
  };
}

export type ProgramAssignmentsRepository = ReturnType<typeof createProgramAssignmentsRepository>;
