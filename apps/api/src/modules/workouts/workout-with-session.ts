import { eq, sql } from 'drizzle-orm';
import { alias, type SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users, workouts } from '../../db/schema.ts';
import { liveSession, selectWithSession } from '../../domain/session-read.ts';
import { clientDataReaders } from '../../domain/read-policy.ts';

const assignee = alias(users, 'assignee');

/**
 * The user of the live session whose token hash is the `tokenHash` placeholder, with `workout`'s
 * columns of the workout whose id is the `id` placeholder (all null when there is none) and who
 * may read it (clientDataReaders): one query, ready to prepare.
 */
export const workoutWithSession = <T extends SelectedFieldsFlat>(reads: Db, workout: T) =>
  selectWithSession(reads, { workout, ...clientDataReaders.columns(assignee) })
    .leftJoin(workouts, eq(workouts.id, sql.placeholder('id')))
    .leftJoin(assignee, eq(assignee.id, workouts.assignedTo))
    .where(liveSession);
