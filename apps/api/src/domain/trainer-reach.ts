import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * THE one place that decides whether a trainer reaches a client: the person has the CLIENT role,
 * their account is active, and the trainer is their current trainer. Every list, read and write a
 * trainer makes on a client's behalf goes through these conditions, so that a client the consultant
 * deactivated leaves their trainer's reach everywhere at once (answering 404, as someone who is not
 * the trainer's client), while their rows stay: reactivating them brings everything back.
 */

/** The columns of a users row the conditions read; `users` itself, or a row under an alias. */
export interface ClientColumns {
  trainerId: SQLWrapper;
  roles: SQLWrapper;
  isActive: SQLWrapper;
}

/** The columns of the users row named `name` in hand-written SQL (`from users c` is `'c'`). */
export const clientColumnsOf = (name: string): ClientColumns => ({
  trainerId: sql.raw(`"${name}"."trainer_id"`),
  roles: sql.raw(`"${name}"."roles"`),
  isActive: sql.raw(`"${name}"."is_active"`),
});

/** The row is a client a trainer may reach: a CLIENT and active. */
export const reachableClient = (u: ClientColumns = users): SQL =>
  sql`(${u.isActive} and 'CLIENT' = any(${u.roles}))`;

/** The row is a reachable client of this trainer (an id, a placeholder or a column). */
export const clientOf = (trainerId: string | SQLWrapper, u: ClientColumns = users): SQL =>
  sql`(${u.trainerId} = ${trainerId} and ${reachableClient(u)})`;

/** The trainer who may reach the row's person: their trainer while they are a reachable client, else null. */
export const reachingTrainer = (u: ClientColumns = users): SQL<string | null> =>
  sql<string | null>`case when ${reachableClient(u)} then ${u.trainerId} end`;

/** Which of these people are reachable clients of this trainer. */
export async function reachableClientIds(db: Db, trainerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), clientOf(trainerId)));
  return new Set(rows.map((r) => r.id));
}
