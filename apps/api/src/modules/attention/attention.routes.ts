import { adherenceAnswer, attentionAnswer } from '@kinetic/contracts/attention';
import { errorBody, idParams } from '@kinetic/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { AttentionService } from './attention.service.ts';

export function attentionRoutes(app: FastifyInstance, attention: AttentionService) {
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
}
