import { adjustmentCalls } from '@kinetic/contracts/nutrition-adjustments';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AdjustmentsService } from './adjustments.service.ts';

export function adjustmentRoutes(app: FastifyInstance, adjustments: AdjustmentsService) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };

  serve(app, adjustmentCalls.current, { ...asTrainer, config: { userLimit: 'object' } }, async (request) =>
    adjustments.current(currentUser(request), request.params.id),
  );

  serve(app, adjustmentCalls.approve, asTrainer, async (request) =>
    adjustments.approve(currentUser(request), request.params.id, request.params.adjustmentId, null),
  );

  serve(app, adjustmentCalls.approveEdited, asTrainer, async (request) =>
    adjustments.approve(currentUser(request), request.params.id, request.params.adjustmentId, request.body),
  );

  serve(app, adjustmentCalls.dismiss, asTrainer, async (request) =>
    adjustments.dismiss(currentUser(request), request.params.id, request.params.adjustmentId),
  );
}
