import { trainingMaxCalls } from '@kinetic/contracts/training-maxes';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { TrainingMaxesService } from './training-maxes.service.ts';

export function trainingMaxesRoutes(app: FastifyInstance, trainingMaxes: TrainingMaxesService) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };

  serve(
    app,
    trainingMaxCalls.ofClient,
    { ...asTrainer, config: { userLimit: 'object' as const } },
    async (request) => trainingMaxes.ofClient(currentUser(request), request.params.id),
  );

  serve(app, trainingMaxCalls.set, asTrainer, async (request) =>
    trainingMaxes.set(currentUser(request), request.params.id, request.params.exerciseId, request.body),
  );

  serve(app, trainingMaxCalls.remove, asTrainer, async (request, reply) => {
    await trainingMaxes.remove(currentUser(request), request.params.id, request.params.exerciseId);
    return reply.code(204).send(null);
  });
}
