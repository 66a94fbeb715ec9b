import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarVersions } from '../../db/schema.ts';

/**
 * A person's calendar counter (calendar_versions): raised by triggers in the writer's transaction
 * whenever anything a workout summary shows changes for them (a workout of theirs, or of a client of
 * theirs, inserted, deleted, renamed, rescheduled, completed...; not the actuals or the plan). What a
 * calendar or a workout list shows is therefore unchanged as long as the counter is. It is the sum
 * of the person's shards, each database connection raising its own.
 */
const sum = sql`coalesce(sum(${calendarVersions.version}), 0)::bigint`.mapWith(Number);

/** The counter of `owner` as a subquery, to be read in the same snapshot as the rows it covers. */
export const calendarCounterOf = (owner: SQL | AnyColumn) =>
  sql`(select ${sum} from ${calendarVersions} where ${calendarVersions.ownerId} = ${owner})`.mapWith(Number);

/** A prepared read of one person's counter (placeholder `ownerId`). */
export const prepareCalendarCounter = (reads: Db, name: string) =>
  reads
    .select({ version: sum })
    .from(calendarVersions)
    .where(eq(calendarVersions.ownerId, sql.placeholder('ownerId')))
    .prepare(name);
