import { and, asc, between, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, users, workouts } from '../../db/schema.ts';
import { clientOf } from '../../domain/trainer-reach.ts';

/** A workout as a feed shows it: the client it is for, by name, and its exercises' names. */
export interface FeedWorkout {
  id: string;
  name: string;
  scheduledDate: string;
  completed: boolean;
  clientId: string;
  clientName: string;
  exercises: string[];
}

/** Whether the person's feed is on, as the export holds it (never the secret). */
export async function calendarFeedForExport(db: Db, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { on: row !== undefined, turnedOnAt: row?.createdAt.toISOString() ?? null };
}

export function createCalendarFeedsRepository(db: Db) {
  return {
    stateOf: (userId: string) => calendarFeedForExport(db, userId),

    /** Sets the person's feed to this secret's hash (a new row, or the old link replaced). */
    async put(
      userId: string,
      tokenHash: string,
      tx: Db = db,
    ): Promise<{ createdAt: Date; replaced: boolean }> {
      const [row] = await tx
        .insert(calendarFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
        // xmax is not 0 on a row the statement updated rather than inserted.
        .returning({ createdAt: calendarFeeds.createdAt, replaced: sql<boolean>`xmax <> 0` });
      return row!;
    },

    /** Deletes the person's feed; whether there was one. */
    async remove(userId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .returning({ userId: calendarFeeds.userId });
      return rows.length > 0;
    },

    /** The active person whose feed has this secret's hash, or undefined. */
    async ownerOf(tokenHash: string): Promise<{ id: string; roles: string[] } | undefined> {
      const [row] = await db
        .select({ id: users.id, roles: users.roles })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)));
      return row;
    },

    /**
     * The workouts scheduled from `from` to `to` (both included) that the person's feed shows: their
     * own, and those of the clients they reach now as a trainer; by date, at most `max`.
     */
    async workoutsOf(ownerId: string, from: string, to: string, max: number): Promise<FeedWorkout[]> {
      const rows = await db
        .select({
          id: workouts.id,
          name: workouts.name,
          scheduledDate: sql<string>`${workouts.scheduledDate}::text`,
          completed: sql<boolean>`${workouts.status} = 'COMPLETED'`,
          clientId: workouts.assignedTo,
          clientName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
          exercises: sql<
            string[] | null
          >`jsonb_path_query_array(${workouts.plan}, '$[*].exercises[*].exerciseName')`,
        })
        .from(workouts)
        .innerJoin(users, eq(users.id, workouts.assignedTo))
        .where(
          and(
            between(workouts.scheduledDate, from, to),
            or(eq(workouts.assignedTo, ownerId), clientOf(ownerId)),
          ),
        )
        .orderBy(asc(workouts.scheduledDate), asc(workouts.createdAt), asc(workouts.id))
        .limit(max);
      return rows.map((r) => ({ ...r, exercises: [...new Set(r.exercises ?? [])] }));
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
