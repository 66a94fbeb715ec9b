import type { SQL } from 'drizzle-orm';
import type { User } from '@kinetic/contracts/auth';
import { users } from '../db/schema.ts';
import { reachingTrainer, type ClientColumns } from './trainer-reach.ts';

/**
 * THE rule of who may read a client's own data, a workout first: the client it is of, and the
 * trainer who reaches that client (their current trainer while they are an active client, see
 * trainer-reach.ts); anyone else is answered 404, as if it did not exist. It is declared once, in
 * its two forms: `columns`, the SQL that every read of such a row selects beside it, on the
 * one-statement fast path (the session and the row in one query) and on the ordinary path alike;
 * and `readerOf`, the only place a service decides from those columns. A change to the rule so
 * moves every path at once.
 */
export const clientDataReaders = {
  /** What a read selects beside the row, `client` being the users row of the client it is of. */
  columns: (client: ClientColumns = users): { clientTrainerId: SQL<string | null> } => ({
    clientTrainerId: reachingTrainer(client),
  }),

  /**
   * How `user` may read a row of the client `clientId` (as that client, or as their trainer), with
   * `clientTrainerId` as `columns` read it; undefined when not at all.
   */
  readerOf(user: User, clientId: string, clientTrainerId: string | null): 'client' | 'trainer' | undefined {
    if (clientId === user.id && user.roles.includes('CLIENT')) return 'client';
    if (clientTrainerId === user.id && user.roles.includes('TRAINER')) return 'trainer';
    return undefined;
  },
};
