import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import type { SetBlock, Workout, WorkoutSummary } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { users, workouts } from '../../db/schema.ts';
import { summaryColumns, toSummary } from './workout-summary.ts';
import type { NewWorkout } from './workouts.repository.ts';

const isClient = sql`'CLIENT' = any(${users.roles})`;

/** Which workouts a calendar shows: a trainer's clients' (or one of them), or one client's own. */
export type CalendarScope = { trainerId: string; clientId?: string | undefined } | { clientId: string };

/** Copies of workouts, rescheduling, and the calendar: the writes and reads that move workouts in time. */
export function createWorkoutScheduleRepository(db: Db) {
  return {
    /**
     * Inserts the copies in one transaction with one multi-row insert, if every client they are for
     * is one of the trainer's; answers their summaries in the order given, or (with nothing
     * inserted) the clients that are not the trainer's.
     */
    async insertCopies(
      trainerId: string,
      copies: Omit<NewWorkout, 'createdBy'>[],
    ): Promise<{ workouts: WorkoutSummary[] } | { foreign: Set<string> }> {
      const clientIds = [...new Set(copies.map((c) => c.assignedTo))];
      const rows = copies.map((c) => ({ ...c, id: randomUUID(), createdBy: trainerId }));
      return db.transaction(async (tx) => {
        // Locked, so that no client leaves the trainer between the check and the insert.
        const assigned = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, clientIds), eq(users.trainerId, trainerId), isClient))
          .for('share');
        if (assigned.length !== clientIds.length) {
          const mine = new Set(assigned.map((a) => a.id));
          return { foreign: new Set(clientIds.filter((id) => !mine.has(id))) };
        }
        const inserted = await tx.insert(workouts).values(rows).returning(summaryColumns);
        const position = new Map<string, number>(rows.map((r, i) => [r.id, i]));
        return {
          workouts: inserted
            .sort((a, b) => position.get(a.id)! - position.get(b.id)!)
            .map((row) => toSummary(row)),
        };
      });
    },

    /** Moves a workout that is not completed to another day; undefined if it is completed (or gone). */
    async reschedule(id: string, scheduledDate: string): Promise<Workout | undefined> {
      const [row] = await db
        .update(workouts)
        .set({ scheduledDate, updatedAt: new Date() })
        .where(and(eq(workouts.id, id), ne(workouts.status, 'COMPLETED')))
        .returning({ ...summaryColumns, plan: workouts.plan });
      if (!row) return undefined;
      const { plan, ...summary } = row;
      return { ...toSummary(summary), sets: plan as SetBlock[] };
    },

    /**
     * The workouts scheduled from `from` to `to` (both included) in the scope, by date, then creation,
     * with the client each is for. A trainer's reads go from their clients (users by trainer) to each
     * client's workouts of the range (workouts by assigned_to and scheduled_date).
     */
    async calendar(scope: CalendarScope, from: string, to: string): Promise<CalendarWorkout[]> {
      const rows = await db
        .select({
          ...summaryColumns,
          client: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        })
        .from(workouts)
        .innerJoin(users, eq(users.id, workouts.assignedTo))
        .where(
          and(
            'trainerId' in scope ? and(eq(users.trainerId, scope.trainerId), isClient) : undefined,
            scope.clientId ? eq(workouts.assignedTo, scope.clientId) : undefined,
            gte(workouts.scheduledDate, from),
            lte(workouts.scheduledDate, to),
          ),
        )
        .orderBy(asc(workouts.scheduledDate), asc(workouts.createdAt), asc(workouts.id));
      return rows.map(({ client, ...summary }) => ({ ...toSummary(summary), client }));
    },
  };
}
