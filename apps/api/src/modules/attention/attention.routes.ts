import { attentionCalls } from '@kinetic/contracts/attention';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AttentionResolutionsService } from './attention-resolutions.service.ts';
import type { AttentionService } from './attention.service.ts';

export function attentionRoutes(
  app: FastifyInstance,
  attention: AttentionService,
  resolutions: AttentionResolutionsService,
) {
  const onRequest = [app.authenticate, app.requireRole('TRAINER')];
  const list = { onRequest, config: { userLimit: 'list' as const } };
  const object = { onRequest, config: { userLimit: 'object' as const } };

  serve(app, attentionCalls.list, list, async (request) => attention.forTrainer(currentUser(request)));

  serve(app, attentionCalls.adherence, object, async (request) =>
    attention.adherenceOf(currentUser(request), request.params.id),
  );

  serve(app, attentionCalls.resolve, object, async (request, reply) =>
    reply.code(201).send({
      resolution: await resolutions.clear(currentUser(request), request.params.id, request.body),
    }),
  );

  serve(app, attentionCalls.reopen, object, async (request, reply) => {
    await resolutions.reopen(currentUser(request), request.params.id, request.params.kind);
    return reply.code(204).send(null);
  });
}
