import { copiesInput } from '@kinetic/contracts/calendar';
import { errorBody, idParams } from '@kinetic/contracts/common';
import { schedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { CopiesPreviewService } from './copies-preview.service.ts';

/** The previews of copying a workout to many and of scheduling a template: the same body and answer. */
export function copiesPreviewRoutes(app: FastifyInstance, copies: CopiesPreviewService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  type Kind = Parameters<CopiesPreviewService['preview']>[1]['kind'];
  const previews: { url: string; kind: Kind; summary: string; tag: string }[] = [
    {
      url: '/api/workouts/:id/copies/preview',
      kind: 'workout',
      summary: 'What copying a workout to many would meet: the days that clash, and health warnings',
      tag: 'workouts',
    },
    {
      url: '/api/templates/:id/schedule/preview',
      kind: 'template',
      summary: 'What scheduling a template would meet: the days that clash, and health warnings',
      tag: 'templates',
    },
  ];
  for (const { url, kind, summary, tag } of previews)
    r.post(
      url,
      {
        onRequest: [app.authenticate, app.requireRole('TRAINER')],
        schema: {
          summary,
          tags: [tag],
          security: [{ bearer: [] }],
          params: idParams,
          body: copiesInput,
          response: { 200: schedulePreviewAnswer, 400: errorBody, 404: errorBody },
        },
      },
      async (request) => copies.preview(currentUser(request), { kind, id: request.params.id }, request.body),
    );
}
