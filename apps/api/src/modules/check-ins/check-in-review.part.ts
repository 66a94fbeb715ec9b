import type { Module } from '../module.ts';
import { createMessagePost } from '../messages/messages.public.ts';
import { createCheckInReviewRepository } from './check-in-review.repository.ts';
import { checkInReviewRoutes } from './check-in-review.routes.ts';
import { createCheckInReviewService } from './check-in-review.service.ts';
import { createCheckInWeekRepository } from './check-in-week.repository.ts';
import { createReviewQueueRepository } from './review-queue.repository.ts';

/**
 * The trainer's review of check-ins (decision 0042): the queue, the review and the reply, written into
 * the conversation through the messages module's public face.
 */
export const checkInReviewModule: Module<
  'db' | 'reads' | 'denied' | 'messages' | 'notifier' | 'bus'
> = async (app, { db, reads, denied, messages, notifier, bus }) => {
  checkInReviewRoutes(
    app,
    createCheckInReviewService({
      db,
      queue: createReviewQueueRepository(db, reads),
      reviews: createCheckInReviewRepository(db),
      weeks: createCheckInWeekRepository(db),
      post: createMessagePost({ messages, notifier, bus }),
      denied,
    }),
  );
};
