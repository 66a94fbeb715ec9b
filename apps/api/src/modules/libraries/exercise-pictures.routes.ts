import { libraryCalls } from '@kinetic/contracts/library-calls';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { serveStream } from '../../lib/serve-route.ts';
import { EXERCISE_PICTURES_DIR } from '../../paths.ts';
import { createExercisePictures } from './exercise-pictures.ts';

/**
 * The exercise pictures, for anyone (an <img> sends no bearer token, and they are public domain):
 * a name carries its content's hash, so a browser keeps each for a year without asking again.
 */
export function exercisePicturesRoutes(app: FastifyInstance, dir = EXERCISE_PICTURES_DIR) {
  const pictures = createExercisePictures(dir);
  serveStream(app, libraryCalls.exercisePicture, {}, async (request, reply) => {
    const picture = await pictures.read(request.params.file);
    if (!picture) throw notFound('Picture not found');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(picture);
  });
}
