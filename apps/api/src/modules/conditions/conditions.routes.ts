import { conditionsCalls } from '@kinetic/contracts/conditions';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ConditionsService } from './conditions.service.ts';

export function conditionsRoutes(app: FastifyInstance, conditions: ConditionsService) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const object = { userLimit: 'object' as const };

  serve(app, conditionsCalls.ofClient, { ...asTrainer, config: object }, async (request) =>
    conditions.get(currentUser(request), request.params.id),
  );

  serve(
    app,
    conditionsCalls.own,
    { config: object, onRequest: [app.authenticate, app.requireRole('CLIENT')] },
    async (request) => conditions.own(currentUser(request)),
  );

  serve(app, conditionsCalls.save, asTrainer, async (request) =>
    conditions.save(currentUser(request), request.params.id, request.body.conditions),
  );
}
