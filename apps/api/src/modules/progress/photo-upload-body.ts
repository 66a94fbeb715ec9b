import { PHOTO_TEXTS, PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '@kinetic/contracts/progress-photos';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';

const tooLarge = () =>
  new HttpError(400, PHOTO_TEXTS.tooLarge, [{ path: 'body', msg: PHOTO_TEXTS.tooLarge }]);

/**
 * Image bodies (in this module's scope only): read as bytes, counted as they arrive, and refused
 * with 400 as soon as they pass PHOTO_UPLOAD_MAX_BYTES (or when Content-Length says they will), so
 * an oversize upload is never held in memory whole. The bytes are checked for what they are later
 * (photo-image.ts): the Content-Type only chooses this parser.
 */
export function registerPhotoUploadBody(app: FastifyInstance) {
  app.addContentTypeParser([...PHOTO_UPLOAD_TYPES], (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > PHOTO_UPLOAD_MAX_BYTES) {
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > PHOTO_UPLOAD_MAX_BYTES) {
        cleanup();
        chunks.length = 0;
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      done(null, Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      cleanup();
      done(error, undefined);
    };
    const cleanup = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
