import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Deletes the row `id` of `table` if `ownerId` owns it (in `ownerColumn`); whether there was one. */
export async function deleteOwned(
  db: Db,
  table: PgTable & { id: PgColumn },
  ownerColumn: PgColumn,
  ownerId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(ownerColumn, ownerId)))
    .returning({ id: table.id });
  return rows.length > 0;
}
