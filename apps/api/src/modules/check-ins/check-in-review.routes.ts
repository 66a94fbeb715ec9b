import { checkInReviewCalls } from '@kinetic/contracts/check-in-review';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CheckInReviewService } from './check-in-review.service.ts';

export function checkInReviewRoutes(app: FastifyInstance, review: CheckInReviewService) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };

  serve(app, checkInReviewCalls.queue, { ...asTrainer, config: { userLimit: 'list' } }, async (request) =>
    review.queue(currentUser(request), request.query),
  );

  serve(
    app,
    checkInReviewCalls.review,
    { ...asTrainer, config: { userLimit: 'object' } },
    async (request) => ({
      review: await review.review(currentUser(request), request.params.id),
    }),
  );

  serve(app, checkInReviewCalls.markReviewed, asTrainer, async (request) =>
    review.markReviewed(currentUser(request), request.params.id, request.body.reply),
  );
}
