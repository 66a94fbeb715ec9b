import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * Writes for one client take turns within `tx`: a lock on their user row until it ends, so that two
 * at once cannot both pass a count of what the client already holds.
 */
export async function takeClientTurn(tx: Db, clientId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('no key update');
}
