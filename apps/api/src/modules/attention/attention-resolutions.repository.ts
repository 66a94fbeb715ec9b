import { and, eq, sql } from 'drizzle-orm';
import type { AttentionKind, AttentionResolution } from '@kinetic/contracts/attention';
import type { Db } from '../../db/client.ts';
import { attentionResolutions, users } from '../../db/schema.ts';
import { clientOf } from '../../domain/trainer-reach.ts';

export interface NewResolution {
  trainerId: string;
  clientId: string;
  kind: AttentionKind;
  fact: string;
  note: string;
  snoozedUntil: Date | null;
}

const toResolution = (row: typeof attentionResolutions.$inferSelect): AttentionResolution => ({
  clientId: row.clientId,
  kind: row.kind as AttentionKind,
  fact: row.fact,
  note: row.note,
  snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The trainer's clearings of their clients' reasons: one per client and kind, the newest. */
export function createAttentionResolutionsRepository(db: Db) {
  /** The client is the trainer's, checked in the statement that writes or deletes. */
  const reaches = (trainerId: string, clientId: string) =>
    sql`exists (select 1 from ${users} where ${users.id} = ${clientId} and ${clientOf(trainerId)})`;

  return {
    /**
     * Clears a reason (replacing an earlier clearing of its kind), if the client is the trainer's;
     * answers undefined when they are not.
     */
    async save(r: NewResolution, tx: Db = db): Promise<AttentionResolution | undefined> {
      const [row] = await tx
        .insert(attentionResolutions)
        .select(
          tx
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              trainerId: sql`${r.trainerId}::uuid`.as('trainer_id'),
              clientId: sql`${r.clientId}::uuid`.as('client_id'),
              kind: sql`${r.kind}`.as('kind'),
              fact: sql`${r.fact}`.as('fact'),
              note: sql`${r.note}`.as('note'),
              snoozedUntil: sql`${r.snoozedUntil}::timestamptz`.as('snoozed_until'),
              createdAt: sql`now()`.as('created_at'),
            })
            .from(sql`(select 1) as one`)
            .where(reaches(r.trainerId, r.clientId)),
        )
        .onConflictDoUpdate({
          target: [attentionResolutions.trainerId, attentionResolutions.clientId, attentionResolutions.kind],
          set: {
            fact: sql`excluded.fact`,
            note: sql`excluded.note`,
            snoozedUntil: sql`excluded.snoozed_until`,
            createdAt: sql`excluded.created_at`,
          },
        })
        .returning();
      return row && toResolution(row);
    },

    /** Takes a clearing back (the reason shows again); answers whether there was one to take. */
    async remove(trainerId: string, clientId: string, kind: AttentionKind, tx: Db = db): Promise<boolean> {
      const gone = await tx
        .delete(attentionResolutions)
        .where(
          and(
            eq(attentionResolutions.trainerId, trainerId),
            eq(attentionResolutions.clientId, clientId),
            eq(attentionResolutions.kind, kind),
            reaches(trainerId, clientId),
          ),
        )
        .returning({ id: attentionResolutions.id });
      return gone.length > 0;
    },
  };
}

export type AttentionResolutionsRepository = ReturnType<typeof createAttentionResolutionsRepository>;
