import { and, eq, sql } from 'drizzle-orm';
import type { User } from '@kinetic/contracts/auth';
import type { ClientDetail } from '@kinetic/contracts/clients';
import type { PageQuery } from '@kinetic/contracts/common';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';
import { liveSession, selectSessionUser, toUser } from '../users/users.repository.ts';

const isClient = sql`'CLIENT' = any(${users.roles})`;

/** `reads`: where the hot one-statement reads go (Database.reads); `db` for everything else. */
export function createClientsRepository(db: Db, reads: Db = db) {
  const assignedTo = (trainerId: string) => and(eq(users.trainerId, trainerId), isClient);

  // The clients page in one round trip: the session, a page of the trainer's clients whose first or
  // last name matches the pattern (all when it is null), as clientListAnswer.clients JSON text, and
  // how many clients the trainer has. The aggregate takes the page's rows in the order the subquery
  // sorted them (nothing is joined in between), so they are not sorted twice; tests hold the order.
  const ofTrainer = sql`c.trainer_id = ${users.id} and 'CLIENT' = any(c.roles)`;
  const pattern = sql`${sql.placeholder('pattern')}::text`;
  const listForSession = selectSessionUser(reads, {
    clientsJson: sql<string>`(
      select coalesce(json_agg(json_build_object(
        'id', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'username', c.username
      )), '[]')::text
      from (select c.id, c.first_name, c.last_name, c.username from ${users} c
        where ${ofTrainer} and (${pattern} is null or c.first_name ilike ${pattern} or c.last_name ilike ${pattern})
        order by lower(c.first_name), lower(c.last_name), c.id
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) c)`,
    total: sql<number>`(select count(*)::int from ${users} c where ${ofTrainer})`,
  })
    .where(liveSession(sql.placeholder('tokenHash')))
    .prepare('client_list_for_session');

  return {
    /**
     * The user of a live session (undefined if there is none), a page of their clients whose first or
     * last name contains `search` as clientListAnswer.clients JSON text, and how many clients they have.
     */
    async listForSession(
      tokenHash: string,
      { search, limit, offset }: { search?: string | undefined } & PageQuery,
    ): Promise<{ user?: User; clientsJson: string; total: number }> {
      const [row] = await listForSession.execute({
        tokenHash,
        pattern: search ? containsPattern(search) : null,
        limit,
        offset,
      });
      if (!row) return { clientsJson: '[]', total: 0 };
      const { clientsJson, total, ...userRow } = row;
      return { user: toUser(userRow), clientsJson, total };
    },

    async get(trainerId: string, clientId: string): Promise<ClientDetail | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(eq(users.id, clientId), assignedTo(trainerId)));
      return row && { ...row, createdAt: row.createdAt.toISOString() };
    },

    /** Whether `clientId` is a client assigned to `trainerId`. */
    async isAssigned(trainerId: string, clientId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, clientId), assignedTo(trainerId)));
      return Boolean(row);
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
