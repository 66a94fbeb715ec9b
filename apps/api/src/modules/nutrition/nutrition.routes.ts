import { bodyDataCalls } from '@kinetic/contracts/body-data';
import { nutritionCalls } from '@kinetic/contracts/nutrition';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { NutritionService } from './nutrition.service.ts';

export function nutritionRoutes(app: FastifyInstance, nutrition: NutritionService) {
  const signedIn = { onRequest: [app.authenticate] };
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const object = { userLimit: 'object' as const };

  serve(app, bodyDataCalls.get, { ...signedIn, config: object }, async (request) =>
    nutrition.ownBody(currentUser(request)),
  );

  serve(app, bodyDataCalls.save, signedIn, async (request) =>
    nutrition.saveBody(currentUser(request), request.body),
  );

  serve(app, nutritionCalls.ofClient, { ...asTrainer, config: object }, async (request) =>
    nutrition.ofClient(currentUser(request), request.params.id),
  );

  serve(app, nutritionCalls.set, asTrainer, async (request) =>
    nutrition.set(currentUser(request), request.params.id, request.body),
  );

  serve(app, nutritionCalls.proposal, { ...asTrainer, config: object }, async (request) =>
    nutrition.proposal(currentUser(request), request.params.id, request.query),
  );

  serve(
    app,
    nutritionCalls.own,
    { config: object, onRequest: [app.authenticate, app.requireRole('CLIENT')] },
    async (request) => nutrition.own(currentUser(request)),
  );
}
