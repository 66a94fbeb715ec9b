import { templateCalls } from '@kinetic/contracts/templates';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CopiesPreviewService } from './copies-preview.service.ts';

/** The previews of copying a workout to many and of scheduling a template: the same body and answer. */
export function copiesPreviewRoutes(app: FastifyInstance, copies: CopiesPreviewService) {
  type Kind = Parameters<CopiesPreviewService['preview']>[1]['kind'];
  const previews: [Kind, typeof workoutCalls.copiesPreview | typeof templateCalls.schedulePreview][] = [
    ['workout', workoutCalls.copiesPreview],
    ['template', templateCalls.schedulePreview],
  ];
  for (const [kind, call] of previews)
    serve(app, call, { onRequest: [app.authenticate, app.requireRole('TRAINER')] }, async (request) =>
      copies.preview(currentUser(request), { kind, id: request.params.id }, request.body),
    );
}
