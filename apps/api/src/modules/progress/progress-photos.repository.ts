import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@kinetic/contracts/common';
import type { PhotoPose, ProgressPhoto } from '@kinetic/contracts/progress-photos';
import type { Db } from '../../db/client.ts';
import { progressPhotos, users } from '../../db/schema.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';
import { liveSession, selectWithSession, sessionRead, type SessionRead } from '../../domain/session-read.ts';

type PhotoRow = typeof progressPhotos.$inferSelect;

export const toPhoto = ({ fullKey: _full, thumbKey: _thumb, ...row }: PhotoRow): ProgressPhoto => ({
  ...row,
  pose: row.pose as PhotoPose,
  createdAt: row.createdAt.toISOString(),
});

/** The photo id in a key `progress-photos/<client id>/<photo id>-<size>.webp`, if it is one. */
const KEY_ID =
  /^progress-photos\/[0-9a-f-]{36}\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-[a-z]+\.webp$/;
const photoIdOf = (key: string) => KEY_ID.exec(key)?.[1];

/** A photo's objects' keys (none: no such photo of theirs). */
export type PhotoKeys = { fullKey: string; thumbKey: string } | undefined;

export function createProgressPhotosRepository(db: Db) {
  const ofClient = (clientId: string) => eq(progressPhotos.clientId, clientId);
  // A client's look at their own photo, in one round trip: the session and the photo's keys.
  const keysForSession = selectWithSession(db, {
    fullKey: progressPhotos.fullKey,
    thumbKey: progressPhotos.thumbKey,
  })
    .leftJoin(
      progressPhotos,
      and(eq(progressPhotos.id, sql.placeholder('id')), eq(progressPhotos.clientId, users.id)),
    )
    .where(liveSession)
    .prepare('progress_photo_keys_for_session');
  return {
    /** The user of a live session, and the keys of their photo `id` if it is theirs. */
    async keysForSession(tokenHash: string, id: string): Promise<SessionRead<PhotoKeys>> {
      const [row] = await keysForSession.execute({ tokenHash, id });
      return sessionRead(row, (r) =>
        r.fullKey && r.thumbKey ? { fullKey: r.fullKey, thumbKey: r.thumbKey } : undefined,
      );
    },

    /** A page of a client's photos, newest day first, and how many they have. */
    async listOf(
      clientId: string,
      { limit, offset }: PageQuery,
    ): Promise<{ photos: ProgressPhoto[]; total: number }> {
      const [rows, [all]] = await Promise.all([
        db
          .select()
          .from(progressPhotos)
          .where(ofClient(clientId))
          .orderBy(desc(progressPhotos.date), desc(progressPhotos.createdAt), desc(progressPhotos.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(progressPhotos).where(ofClient(clientId)),
      ]);
      return { photos: rows.map(toPhoto), total: all?.n ?? 0 };
    },

    async countOf(clientId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(progressPhotos).where(ofClient(clientId));
      return row?.n ?? 0;
    },

    /** The client's photo with its objects' keys, if it is theirs. */
    async findOf(clientId: string, id: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(progressPhotos)
        .where(and(ofClient(clientId), eq(progressPhotos.id, id)));
      return row;
    },

    /**
     * Adds the photo unless its client already has `max` (answers undefined then). Inserts for one
     * client take turns (a lock on their row), so that two at once cannot both pass the count.
     */
    async insertWithin(
      max: number,
      values: typeof progressPhotos.$inferInsert,
    ): Promise<ProgressPhoto | undefined> {
      return db.transaction(async (tx) => {
        await takeClientTurn(tx, values.clientId);
        const [held] = await tx.select({ n: count() }).from(progressPhotos).where(ofClient(values.clientId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx.insert(progressPhotos).values(values).returning();
        return toPhoto(row!);
      });
    },

    /** Which of these object keys a photo's row names (the orphan sweep keeps those). */
    async namedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      // Each key holds its photo's id: the primary key finds the rows, then their keys are compared.
      const ids = [...new Set(keys.map(photoIdOf).filter((id): id is string => id !== undefined))];
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ fullKey: progressPhotos.fullKey, thumbKey: progressPhotos.thumbKey })
        .from(progressPhotos)
        .where(inArray(progressPhotos.id, ids));
      const asked = new Set(keys);
      return new Set(rows.flatMap((r) => [r.fullKey, r.thumbKey]).filter((key) => asked.has(key)));
    },

    /** Deletes the client's photo; answers its objects' keys, or undefined when it is not theirs. */
    async deleteOf(clientId: string, id: string): Promise<string[] | undefined> {
      const [row] = await db
        .delete(progressPhotos)
        .where(and(ofClient(clientId), eq(progressPhotos.id, id)))
        .returning({ fullKey: progressPhotos.fullKey, thumbKey: progressPhotos.thumbKey });
      return row && [row.fullKey, row.thumbKey];
    },
  };
}

export type ProgressPhotosRepository = ReturnType<typeof createProgressPhotosRepository>;
