import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  PHOTO_HEIF_TYPES,
  PHOTO_TEXTS,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_TYPES,
} from '@kinetic/contracts/progress-photos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-dir.ts';

/** The folder under DATA_DIR where uploads wait, each in its own file, while they are read. */
export const UPLOADS_FOLDER = 'uploads';

const tooLarge = () =>
  new HttpError(400, PHOTO_TEXTS.tooLarge, [{ path: 'body', msg: PHOTO_TEXTS.tooLarge }]);

/** An upload's bytes in a file of its own, removed once its answer has gone. */
export class UploadedFile {
  private removed: Promise<void> | undefined;
  constructor(readonly path: string) {}
  /** Removes the file (once, whoever asks first). */
  discard(): Promise<void> {
    this.removed ??= unlink(this.path).catch(() => undefined);
    return this.removed;
  }
}

/**
 * Image bodies (in this module's scope only): streamed into a file under `uploadsDir`, counted as
 * they arrive, and refused with 400 as soon as they pass PHOTO_UPLOAD_MAX_BYTES (or when
 * Content-Length says they will): an upload is never held in memory whole, so twenty at once cost
 * no more than the chunks in flight. A body that does not arrive whole (the client's connection
 * dropped, an oversize one) leaves no file; a whole one's file is removed when its answer has gone
 * (or, whatever happened, by the photo sweep). The bytes are checked for what they are later
 * (photo-image.ts): the Content-Type only chooses this parser.
 */
export function registerPhotoUploadBody(app: FastifyInstance, uploadsDir: string) {
  app.addContentTypeParser(
    [...PHOTO_UPLOAD_TYPES, ...PHOTO_HEIF_TYPES],
    async (request: FastifyRequest, payload: IncomingMessage): Promise<UploadedFile> => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > PHOTO_UPLOAD_MAX_BYTES) throw tooLarge();
      await mkdir(uploadsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const upload = new UploadedFile(join(uploadsDir, `upload-${randomUUID()}`));
      let received = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          received += chunk.length;
          next(received > PHOTO_UPLOAD_MAX_BYTES ? tooLarge() : null, chunk);
        },
      });
      try {
        await pipeline(
          payload,
          counted,
          createWriteStream(upload.path, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
        );
      } catch (error) {
        await upload.discard();
        throw error;
      }
      return upload;
    },
  );
  // The answer has gone (or failed): the upload's file is of no more use. The route removes it too,
  // as soon as it is done with it, since a connection that dropped meanwhile never gets here.
  app.addHook('onResponse', async (request) => {
    if (request.body instanceof UploadedFile) await request.body.discard();
  });
}
