import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { ClientDetail, ClientListItem } from '@kinetic/contracts/clients';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';

const isClient = sql`'CLIENT' = any(${users.roles})`;

export function createClientsRepository(db: Db) {
  const assignedTo = (trainerId: string) => and(eq(users.trainerId, trainerId), isClient);

  return {
    /** The trainer's clients whose first or last name contains `search`, and how many they have in all. */
    async list(trainerId: string, search?: string): Promise<{ clients: ClientListItem[]; total: number }> {
      const pattern = search ? containsPattern(search) : undefined;
      const [clients, [all]] = await Promise.all([
        db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            username: users.username,
          })
          .from(users)
          .where(
            and(
              assignedTo(trainerId),
              pattern ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined,
            ),
          )
          .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id)),
        db.select({ n: count() }).from(users).where(assignedTo(trainerId)),
      ]);
      return { clients, total: all?.n ?? 0 };
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
