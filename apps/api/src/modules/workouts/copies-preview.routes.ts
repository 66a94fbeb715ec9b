import { copiesInput } from '@kinetic/contracts/calendar';
import { errorBody, idParams } from '@kinetic/contracts/common';
import { schedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { CopiesPreviewService } from './copies-preview.service.ts';

export function copiesPreviewRoutes(app: FastifyInstance, copies: CopiesPreviewService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/workouts/:id/copies/preview',
    {
      onRequest: [app.authenticate, app.requireRole('TRAINER')],
      schema: {
        summary: 'What copying a workout to many would meet: the days that clash, and health warnings',
        tags: ['workouts'],
        security: [{ bearer: [] }],
        params: idParams,
        body: copiesInput,
        response: { 200: schedulePreviewAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => copies.preview(currentUser(request), request.params.id, request.body),
  );
}
