import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { User } from '@kinetic/contracts/auth';
import type { PageQuery } from '@kinetic/contracts/common';
import {
  PHOTO_TEXTS,
  PHOTOS_PER_CLIENT_MAX,
  type PhotoSize,
  type PhotoUploadQuery,
  type ProgressPhoto,
} from '@kinetic/contracts/progress-photos';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import { deleteObjectsLater } from '../../lib/object-storage/delete-later.ts';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import { encodePhoto, PHOTO_CONTENT_TYPE } from './photo-image.ts';
import type { PhotoKeys, ProgressPhotosRepository } from './progress-photos.repository.ts';

const ACTION = 'progress-photos.read';

/**
 * Clients keep photos of their progress; their current trainer sees them. Photos are health data:
 * every look at them (the list, each image), the client's own included, is in the audit trail, a
 * series of the same (actor, client, outcome) collapsed into one entry.
 */
export function createProgressPhotosService(deps: {
  photos: ProgressPhotosRepository;
  objects: ObjectStorage;
  clients: ClientsRepository;
  denied: DeniedReads;
  afterAnswer: AfterAnswer;
}) {
  const { photos, objects, denied, afterAnswer } = deps;
  const access = createClientAccess(deps);

  const ownRead = (client: User) =>
    denied.reads([{ actorId: client.id, subjectId: client.id, action: ACTION, allowed: true }]);

  /** The trainer reaches the client (their current, active client), else 404; audited either way (403 without the role). */
  async function trainerRead(trainer: User, clientId: string) {
    if (!trainer.roles.includes('TRAINER')) throw forbidden();
    await access.require(trainer, clientId, ACTION);
  }

  /** The image under these keys: a thumbnail read whole (small), a full photo as a stream. */
  async function imageOf(keys: PhotoKeys, size: PhotoSize): Promise<Readable | Buffer> {
    if (!keys) throw notFound(PHOTO_TEXTS.notFound);
    const image = await (size === 'full' ? objects.get(keys.fullKey) : objects.read(keys.thumbKey));
    if (!image) throw notFound(PHOTO_TEXTS.notFound);
    return image;
  }

  const image = async (clientId: string, id: string, size: PhotoSize) =>
    imageOf(await photos.findOf(clientId, id), size);

  return {
    contentType: PHOTO_CONTENT_TYPE,

    async listOwn(client: User, page: PageQuery) {
      await ownRead(client);
      return photos.listOf(client.id, page);
    },

    /**
     * Re-encodes the upload (a file: photo-image.ts), stores its two objects, then the row. The row
     * comes last, so the database never names an object that is not stored; objects whose row
     * could not be written (the cap, a failure, a storage that went away between the two) are
     * deleted again, and what even that cannot delete the photo sweep does. A storage that cannot
     * be reached answers 503, nothing stored.
     */
    async upload(client: User, query: PhotoUploadQuery, uploadPath: string): Promise<ProgressPhoto> {
      const limitReached = new HttpError(409, PHOTO_TEXTS.limitReached);
      // Before the costly decoding; checked again, under the client's turn, as the row is written.
      if ((await photos.countOf(client.id)) >= PHOTOS_PER_CLIENT_MAX) throw limitReached;
      const encoded = await encodePhoto(uploadPath);
      const id = randomUUID();
      const base = `progress-photos/${client.id}/${id}`;
      const keys = [`${base}-full.webp`, `${base}-thumb.webp`];
      let stored: ProgressPhoto | undefined;
      try {
        // Both settled before any answer: a deletion must not run ahead of a write still under way.
        const puts = await Promise.allSettled([
          objects.put(keys[0]!, encoded.full, PHOTO_CONTENT_TYPE),
          objects.put(keys[1]!, encoded.thumb, PHOTO_CONTENT_TYPE),
        ]);
        const failed = puts.find((put) => put.status === 'rejected');
        if (failed) {
          const unavailable = new HttpError(503, PHOTO_TEXTS.storageUnavailable, undefined, {
            'retry-after': '60',
          });
          throw Object.assign(unavailable, { cause: failed.reason as unknown });
        }
        stored = await photos.insertWithin(PHOTOS_PER_CLIENT_MAX, {
          id,
          clientId: client.id,
          date: query.date,
          pose: query.pose,
          fullKey: keys[0]!,
          thumbKey: keys[1]!,
          width: encoded.width,
          height: encoded.height,
          bytes: encoded.full.length,
        });
      } finally {
        if (!stored) deleteObjectsLater(afterAnswer, objects, keys);
      }
      if (!stored) throw limitReached;
      return stored;
    },

    /** The user of a live session and their photo's keys, in one statement (the image's fast path). */
    keysForSession: (tokenHash: string, id: string) => photos.keysForSession(tokenHash, id),

    /** The client's own image, its keys read with their session (keysForSession). */
    async imageOwn(client: User, keys: PhotoKeys, size: PhotoSize): Promise<Readable | Buffer> {
      await ownRead(client);
      return imageOf(keys, size);
    },

    /** The row goes first (its own statement); the objects after the answer (deleteObjectsLater). */
    async remove(client: User, id: string): Promise<void> {
      const keys = await photos.deleteOf(client.id, id);
      if (!keys) throw notFound(PHOTO_TEXTS.notFound);
      deleteObjectsLater(afterAnswer, objects, keys);
    },

    async listOfClient(trainer: User, clientId: string, page: PageQuery) {
      await trainerRead(trainer, clientId);
      return photos.listOf(clientId, page);
    },

    async imageOfClient(
      trainer: User,
      clientId: string,
      id: string,
      size: PhotoSize,
    ): Promise<Readable | Buffer> {
      await trainerRead(trainer, clientId);
      return image(clientId, id, size);
    },
  };
}

export type ProgressPhotosService = ReturnType<typeof createProgressPhotosService>;
