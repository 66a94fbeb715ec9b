import type { Readable } from 'node:stream';
import { PHOTO_TEXTS, PHOTO_UPLOAD_MAX_BYTES, progressPhotoCalls } from '@kinetic/contracts/progress-photos';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../../lib/http-error.ts';
import { serve, serveStream } from '../../lib/serve-route.ts';
import { currentUser, readSignedIn, refuseInvalidInput } from '../../plugins/auth.ts';
import { registerPhotoUploadBody, UploadedFile } from './photo-upload-body.ts';
import type { ProgressPhotosService } from './progress-photos.service.ts';

/**
 * A photo's answer: the re-encoded image, kept by no cache (a shared device, a proxy) and never
 * sniffed for another type than the one it is sent as.
 */
const sendImage = (reply: FastifyReply, contentType: string, image: Readable | Buffer) =>
  reply
    .type(contentType)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline; filename="photo.webp"')
    .send(image);

export function progressPhotosRoutes(
  app: FastifyInstance,
  photos: ProgressPhotosService,
  uploadsDir: string,
) {
  const asClient = { onRequest: [app.authenticate, app.requireRole('CLIENT')] };
  registerPhotoUploadBody(app, uploadsDir);

  serve(app, progressPhotoCalls.list, { ...asClient, config: { userLimit: 'list' } }, async (request) =>
    photos.listOwn(currentUser(request), request.query),
  );

  serve(
    app,
    progressPhotoCalls.upload,
    { ...asClient, bodyLimit: PHOTO_UPLOAD_MAX_BYTES + 1 },
    async (request, reply) => {
      const upload = request.body;
      // No body at all (nor a type): nothing to read.
      if (!(upload instanceof UploadedFile)) throw badRequest(PHOTO_TEXTS.notAnImage, 'body');
      // Its file removed before the answer leaves, whatever the answer.
      const photo = await photos
        .upload(currentUser(request), request.query, upload.path)
        .finally(() => upload.discard());
      return reply.code(201).send({ photo });
    },
  );

  // Fast path (a grid of thumbnails asks for many at once): the session and the photo's keys in
  // one statement.
  serveStream(
    app,
    progressPhotoCalls.image,
    { onRequest: [app.requireBearer], config: { userLimit: 'object' }, attachValidation: true },
    async (request, reply) => {
      await refuseInvalidInput(request, 'CLIENT');
      const { id, size } = request.params;
      const { user, data } = await readSignedIn(request, (hash) => photos.keysForSession(hash, id), {
        role: 'CLIENT',
      });
      return sendImage(reply, photos.contentType, await photos.imageOwn(user, data, size));
    },
  );

  serve(app, progressPhotoCalls.remove, asClient, async (request, reply) => {
    await photos.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(
    app,
    progressPhotoCalls.listOfClient,
    { onRequest: [app.authenticate], config: { userLimit: 'list' } },
    async (request) => photos.listOfClient(currentUser(request), request.params.id, request.query),
  );

  serveStream(
    app,
    progressPhotoCalls.imageOfClient,
    { onRequest: [app.authenticate], config: { userLimit: 'object' } },
    async (request, reply) => {
      const { id, photoId, size } = request.params;
      const image = await photos.imageOfClient(currentUser(request), id, photoId, size);
      return sendImage(reply, photos.contentType, image);
    },
  );
}
