import { prescribingCalls } from '@kinetic/contracts/prescribing';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PrescribingService } from './prescribing.service.ts';

/** For the trainer building one of their client's workouts; any other client is 'not found'. */
export function prescribingRoutes(app: FastifyInstance, prescribing: PrescribingService) {
  const asTrainer = {
    onRequest: [app.authenticate, app.requireRole('TRAINER')],
    config: { userLimit: 'object' as const },
  };

  serve(app, prescribingCalls.suggestions, asTrainer, async (request) =>
    prescribing.suggestions(currentUser(request), request.params.id),
  );

  serve(app, prescribingCalls.lastPerformances, asTrainer, async (request) =>
    prescribing.lastPerformances(currentUser(request), request.params.id, request.query.exerciseIds),
  );
}
