import {
  adherenceAnswer,
  attentionAnswer,
  attentionResolutionAnswer,
  attentionResolutionInput,
  attentionResolutionParams,
} from '@kinetic/contracts/attention';
import { errorBody, idParams } from '@kinetic/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { z } from 'zod';
import type { AttentionResolutionsService } from './attention-resolutions.service.ts';
import type { AttentionService } from './attention.service.ts';

export function attentionRoutes(
  app: FastifyInstance,
  attention: AttentionService,
  resolutions: AttentionResolutionsService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['clients'];
  const security = [{ bearer: [] }];
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };

  r.get(
    '/api/trainer/attention',
    {
      ...asTrainer,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'My clients, most in need of attention first, with the reasons',
        tags,
        security,
        response: { 200: attentionAnswer },
      },
    },
    async (request) => attention.forTrainer(currentUser(request)),
  );

  r.get(
    '/api/clients/:id/adherence',
    {
      config: { userLimit: 'object' as const },
      ...asTrainer,
      schema: {
        summary: "A client's adherence over the last 7 and 30 days",
        tags,
        security,
        params: idParams,
        response: { 200: adherenceAnswer, 404: errorBody },
      },
    },
    async (request) => attention.adherenceOf(currentUser(request), request.params.id),
  );

  r.post(
    '/api/clients/:id/attention/resolutions',
    {
      ...asTrainer,
      config: { userLimit: 'object' as const },
      schema: {
        summary: 'Resolve or snooze a reason a client needs attention, for the facts that raised it',
        tags,
        security,
        params: idParams,
        body: attentionResolutionInput,
        response: { 201: attentionResolutionAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        resolution: await resolutions.clear(currentUser(request), request.params.id, request.body),
      }),
  );

  r.delete(
    '/api/clients/:id/attention/resolutions/:kind',
    {
      ...asTrainer,
      config: { userLimit: 'object' as const },
      schema: {
        summary: 'Take back the resolution or snooze of a reason: it shows again',
        tags,
        security,
        params: attentionResolutionParams,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await resolutions.reopen(currentUser(request), request.params.id, request.params.kind);
      return reply.code(204).send(null);
    },
  );
}
