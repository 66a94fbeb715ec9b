import { and, eq, sql } from 'drizzle-orm';
import type { ClientDetail, ClientListAnswer } from '@kinetic/contracts/clients';
import type { PageQuery } from '@kinetic/contracts/common';
import type { Db } from '../../db/client.ts';
import { jsonArray, jsonObject, jsonText, type JsonText } from '../../db/json.ts';
import { containsPattern } from '../../db/like.ts';
import { projection } from '../../db/projection.ts';
import { users } from '../../db/schema.ts';
import { liveSession, selectWithSession, sessionRead, type SessionRead } from '../../domain/session-read.ts';
import { clientColumnsOf, clientOf } from '../../domain/trainer-reach.ts';

/** A client as the trainer's list of clients shows them (clientListItem). */
const listedClient = projection({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
});

/** `reads`: where the hot one-statement reads go (Database.reads); `db` for everything else. */
export function createClientsRepository(db: Db, reads: Db = db) {
  const assignedTo = (trainerId: string) => clientOf(trainerId);

  // The clients page in one round trip: the session and the whole answer (clientListAnswer) as JSON
  // text: a page of the trainer's clients whose first or last name matches the pattern (all when it
  // is null) and how many clients the trainer has. The aggregate takes the page's rows in the order
  // the subquery sorted them (nothing is joined in between), so they are not sorted twice; tests
  // hold the order.
  const ofTrainer = clientOf(users.id, clientColumnsOf('c'));
  const pattern = sql`${sql.placeholder('pattern')}::text`;
  const listForSession = selectWithSession(reads, {
    answer: jsonText<ClientListAnswer>(
      jsonObject({
        clients: sql`(select ${jsonArray(listedClient.json('c'))}
          from (select ${listedClient.selectList('c')} from ${users} c
            where ${ofTrainer} and (${pattern} is null or c.first_name ilike ${pattern} or c.last_name ilike ${pattern})
            order by lower(c.first_name), lower(c.last_name), c.id
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) c)`,
        total: sql`(select count(*)::int from ${users} c where ${ofTrainer})`,
      }),
    ),
  })
    .where(liveSession)
    .prepare('client_list_for_session');

  return {
    /**
     * The user of a live session and, as JSON text, a page of their clients whose first or last name
     * contains `search` and how many clients they have (clientListAnswer).
     */
    async listForSession(
      tokenHash: string,
      { search, limit, offset }: { search?: string | undefined } & PageQuery,
    ): Promise<SessionRead<JsonText<ClientListAnswer>>> {
      const [row] = await listForSession.execute({
        tokenHash,
        pattern: search ? containsPattern(search) : null,
        limit,
        offset,
      });
      return sessionRead(row, (r) => r.answer);
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

    /** Whether `clientId` is a client assigned to `trainerId` and active (see trainer-reach.ts). */
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
