import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClashChoice, ScheduleClash } from '@kinetic/contracts/schedule-clashes';
import type { Db } from '../../db/client.ts';
import { programAssignments, users, workouts } from '../../db/schema.ts';
import { clientOf } from '../../domain/trainer-reach.ts';
import { findClashes, withoutClashes } from '../workouts/workouts.public.ts';

/** A program assignment as a change to it needs it. */
export interface HeldAssignment {
  id: string;
  clientId: string;
  programName: string;
  weeks: number;
  startDate: string;
}

/** Why nothing changed: not the trainer's client's assignment, already ended, or moved out of bounds. */
export type ChangeRefusal = 'missing' | 'ended' | 'before-today' | 'beyond-calendar';

/** One of its upcoming workouts on the day a move would land it. */
export interface Landing {
  id: string;
  assignedTo: string;
  scheduledDate: string;
}

/** Its workouts a change touches: not completed, dated today or later. */
const upcomingOf = (id: string) =>
  and(
    eq(workouts.programAssignmentId, id),
    sql`${workouts.status} <> 'COMPLETED'`,
    sql`${workouts.scheduledDate} >= current_date`,
  );

/** Removing an assigned program and moving its start: the changes a coach makes once it runs. */
export function createAssignmentChangesRepository(db: Db) {
  /** Where its upcoming workouts land with the start on `startDate`, or why they cannot. */
  async function landing(
    tx: Db,
    a: HeldAssignment,
    startDate: string,
  ): Promise<Landing[] | 'before-today' | 'beyond-calendar'> {
    const moved = sql`(${workouts.scheduledDate} + (${startDate}::date - ${a.startDate}::date))`;
    const rows = await tx
      .select({
        id: workouts.id,
        assignedTo: workouts.assignedTo,
        scheduledDate: sql<string>`${moved}::text`,
        early: sql<boolean>`${moved} < current_date`,
        late: sql<boolean>`${moved} > '9999-12-31'::date`,
      })
      .from(workouts)
      .where(upcomingOf(a.id))
      .orderBy(workouts.scheduledDate, workouts.id);
    if (rows.some((r) => r.early)) return 'before-today';
    if (rows.some((r) => r.late)) return 'beyond-calendar';
    return rows.map(({ id, assignedTo, scheduledDate }) => ({ id, assignedTo, scheduledDate }));
  }

  /** The client's workouts on the days the move lands on, but the moving ones (they leave). */
  async function clashesOf(tx: Db, landed: Landing[]): Promise<ScheduleClash[]> {
    const moving = new Set(landed.map((l) => l.id));
    return (await findClashes(tx, landed)).filter((c) => !moving.has(c.workoutId));
  }

  /**
   * In one transaction: the assignment, if its client is the trainer's (their row locked, so that
   * they stay the trainer's and writes for them take turns, as an assignment's do) and it still runs.
   */
  function held<T>(
    trainerId: string,
    id: string,
    change: (a: HeldAssignment, tx: Db) => Promise<T | ChangeRefusal>,
  ): Promise<T | ChangeRefusal> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: programAssignments.id,
          clientId: programAssignments.clientId,
          programName: programAssignments.programName,
          weeks: programAssignments.weeks,
          startDate: programAssignments.startDate,
          endedAt: programAssignments.endedAt,
        })
        .from(programAssignments)
        .innerJoin(users, eq(users.id, programAssignments.clientId))
        .where(and(eq(programAssignments.id, id), clientOf(trainerId)))
        .for('no key update', { of: users });
      if (!row) return 'missing';
      if (row.endedAt) return 'ended';
      return change(row, tx);
    });
  }

  return {
    /**
     * Ends the assignment: its upcoming workouts that are not done are deleted, those done (and those
     * missed) stay under it. An assignment left with no workout at all is deleted outright.
     * `withChange` writes in the same transaction (the notice to the client).
     */
    unassign<T>(
      trainerId: string,
      id: string,
      withChange: (a: HeldAssignment, removed: number, tx: Db) => Promise<T>,
    ): Promise<{ removed: number; kept: number; also: T } | ChangeRefusal> {
      return held(trainerId, id, async (a, tx) => {
        const removed = await tx.delete(workouts).where(upcomingOf(id)).returning({ id: workouts.id });
        const [left] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(workouts)
          .where(eq(workouts.programAssignmentId, id));
        const kept = left?.n ?? 0;
        if (kept === 0) await tx.delete(programAssignments).where(eq(programAssignments.id, id));
        else
          await tx
            .update(programAssignments)
            .set({ endedAt: new Date() })
            .where(and(eq(programAssignments.id, id), isNull(programAssignments.endedAt)));
        return { removed: removed.length, kept, also: await withChange(a, removed.length, tx) };
      });
    },

    /** What a move would do, nothing written: the client, where the workouts land, and the clashes. */
    movePreview(
      trainerId: string,
      id: string,
      startDate: string,
    ): Promise<{ clientId: string; landed: Landing[]; clashes: ScheduleClash[] } | ChangeRefusal> {
      return held(trainerId, id, async (a, tx) => {
        const landed = await landing(tx, a, startDate);
        if (typeof landed === 'string') return landed;
        return { clientId: a.clientId, landed, clashes: await clashesOf(tx, landed) };
      });
    },

    /**
     * Moves the assignment's start to `startDate`: its upcoming workouts that are not done shift by
     * as many days (done and past ones stay where they were), all or none. Refused when one would
     * land before today or past the calendar's end. On a day the client has another workout,
     * `replace` deletes that one unless it is done, `skip` deletes the program's workout instead.
     */
    move<T>(
      trainerId: string,
      id: string,
      startDate: string,
      onClash: ClashChoice,
      withChange: (a: HeldAssignment, moved: number, tx: Db) => Promise<T>,
    ): Promise<{ moved: number; replaced: number; skipped: number; also: T } | ChangeRefusal> {
      return held(trainerId, id, async (a, tx) => {
        const landed = await landing(tx, a, startDate);
        if (typeof landed === 'string') return landed;
        const clashes = onClash === 'keep' ? [] : await clashesOf(tx, landed);
        const free = new Set(withoutClashes(landed, clashes));
        const gone =
          onClash === 'replace'
            ? clashes.filter((c) => !c.completed).map((c) => c.workoutId)
            : landed.filter((l) => !free.has(l)).map((l) => l.id);
        if (gone.length) await tx.delete(workouts).where(inArray(workouts.id, gone));
        const shift = sql`(${startDate}::date - ${a.startDate}::date)`;
        const moved = await tx
          .update(workouts)
          .set({ scheduledDate: sql`${workouts.scheduledDate} + ${shift}`, updatedAt: new Date() })
          .where(upcomingOf(id))
          .returning({ id: workouts.id });
        await tx.update(programAssignments).set({ startDate }).where(eq(programAssignments.id, id));
        return {
          moved: moved.length,
          replaced: onClash === 'replace' ? gone.length : 0,
          skipped: onClash === 'skip' ? gone.length : 0,
          also: await withChange(a, moved.length, tx),
        };
      });
    },
  };
}

export type AssignmentChangesRepository = ReturnType<typeof createAssignmentChangesRepository>;
