import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programAssignments, users, workouts } from '../../db/schema.ts';
import { clientOf } from '../users/trainer-reach.ts';

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

/** Its workouts a change touches: not completed, dated today or later. */
const upcomingOf = (id: string) =>
  and(
    eq(workouts.programAssignmentId, id),
    sql`${workouts.status} <> 'COMPLETED'`,
    sql`${workouts.scheduledDate} >= current_date`,
  );

/** Removing an assigned program and moving its start: the changes a coach makes once it runs. */
export function createAssignmentChangesRepository(db: Db) {
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

    /**
     * Moves the assignment's start to `startDate`: its upcoming workouts that are not done shift by
     * as many days (done and past ones stay where they were), all or none. Refused when one would
     * land before today or past the calendar's end.
     */
    move<T>(
      trainerId: string,
      id: string,
      startDate: string,
      withChange: (a: HeldAssignment, moved: number, tx: Db) => Promise<T>,
    ): Promise<{ moved: number; also: T } | ChangeRefusal> {
      return held(trainerId, id, async (a, tx) => {
        const shift = sql`(${startDate}::date - ${a.startDate}::date)`;
        const [bounds] = await tx
          .select({
            early: sql<boolean>`coalesce(min(${workouts.scheduledDate}) + ${shift} < current_date, false)`,
            late: sql<boolean>`coalesce(max(${workouts.scheduledDate}) + ${shift} > '9999-12-31'::date, false)`,
          })
          .from(workouts)
          .where(upcomingOf(id));
        if (bounds?.early) return 'before-today';
        if (bounds?.late) return 'beyond-calendar';
        const moved = await tx
          .update(workouts)
          .set({ scheduledDate: sql`${workouts.scheduledDate} + ${shift}`, updatedAt: new Date() })
          .where(upcomingOf(id))
          .returning({ id: workouts.id });
        await tx.update(programAssignments).set({ startDate }).where(eq(programAssignments.id, id));
        return { moved: moved.length, also: await withChange(a, moved.length, tx) };
      });
    },
  };
}

export type AssignmentChangesRepository = ReturnType<typeof createAssignmentChangesRepository>;
