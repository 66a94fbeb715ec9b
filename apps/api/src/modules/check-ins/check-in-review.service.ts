import type { User } from '@kinetic/contracts/auth';
import type { PageQuery } from '@kinetic/contracts/common';
import {
  REVIEW_TEXTS,
  type CheckInReview,
  type ReviewedAnswer,
  type ReviewQueueAnswer,
} from '@kinetic/contracts/check-in-review';
import { checkInWeek, weekBefore } from '@kinetic/contracts/check-in-week';
import type { Db } from '../../db/client.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import type { MessagePost, PostedMessage } from '../messages/messages.public.ts';
import { toCheckIn } from './check-in-view.ts';
import type { CheckInReviewRepository, CheckInRow } from './check-in-review.repository.ts';
import { weekFigures } from './check-in-week.ts';
import type { CheckInWeekRepository } from './check-in-week.repository.ts';
import type { ReviewQueueRepository } from './review-queue.repository.ts';

const ACTION = 'check-ins.read';

/** The last day of a check-in's week: the day it was sent, or its due day when sent before it. */
export const weekEnd = (row: Pick<CheckInRow, 'dueDate' | 'submittedAt'>) => {
  const sentOn = row.submittedAt?.toISOString().slice(0, 10) ?? row.dueDate;
  return sentOn > row.dueDate ? sentOn : row.dueDate;
};

/**
 * The trainer's review of their current clients' check-ins (decision 0042): the queue, one check-in
 * against the week before (health data: every read audited, allowed or refused), and the reply that
 * marks it reviewed, written with the message in one transaction.
 */
export function createCheckInReviewService(deps: {
  db: Db;
  queue: ReviewQueueRepository;
  reviews: CheckInReviewRepository;
  weeks: CheckInWeekRepository;
  post: MessagePost;
  denied: DeniedReads;
}) {
  const { db, queue, reviews, weeks, post, denied } = deps;
  const missing = () => notFound(REVIEW_TEXTS.notFound);

  function requireTrainer(user: User) {
    if (!user.roles.includes('TRAINER')) throw forbidden();
  }

  return {
    queue(trainer: User, page: PageQuery): Promise<ReviewQueueAnswer> {
      requireTrainer(trainer);
      return queue.page(trainer.id, page);
    },

    async review(trainer: User, id: string, now = Date.now()): Promise<CheckInReview> {
      requireTrainer(trainer);
      const found = await reviews.find(id);
      if (!found) throw missing();
      const allowed = found.reachedBy === trainer.id;
      await denied.reads([{ actorId: trainer.id, subjectId: found.client.id, action: ACTION, allowed }]);
      const { row, client } = found;
      if (!allowed || row.status === 'due') throw missing();
      const previous = await reviews.previous(client.id, row.dueDate);
      const week = checkInWeek(weekEnd(row));
      const previousWeek = previous ? checkInWeek(weekEnd(previous)) : weekBefore(week);
      const [figures, nextInQueue] = await Promise.all([
        weekFigures(
          weeks,
          client.id,
          { week, previousWeek },
          {
            current: row.photoIds,
            previous: previous?.photoIds ?? [],
          },
        ),
        queue.nextAfter(trainer.id, id),
      ]);
      const today = new Date(now).toISOString().slice(0, 10);
      return {
        checkIn: toCheckIn(row, today),
        client,
        previous: previous ? { id: previous.id, dueDate: previous.dueDate, answers: previous.answers } : null,
        figures,
        nextInQueue,
      };
    },

    /** Marks the check-in reviewed, with the reply (if any) as a message to the client: both or neither. */
    async markReviewed(trainer: User, id: string, reply: string, now = Date.now()): Promise<ReviewedAnswer> {
      requireTrainer(trainer);
      const { row, posted } = await db.transaction(async (tx) => {
        const found = await reviews.lock(id, tx);
        if (!found || found.reachedBy !== trainer.id) throw missing();
        if (found.row.status !== 'submitted')
          throw new HttpError(
            409,
            found.row.status === 'due' ? REVIEW_TEXTS.notSent : REVIEW_TEXTS.alreadyReviewed,
          );
        const thread = { clientId: found.client.id, trainerId: trainer.id };
        const sent: PostedMessage | null = reply ? await post.write(thread, trainer, reply, null, tx) : null;
        const reviewed = await reviews.markReviewed(
          id,
          { reviewedBy: trainer.id, replyMessageId: sent?.message.id ?? null },
          tx,
        );
        return { row: reviewed, posted: sent };
      });
      if (posted) await post.announce(posted);
      return {
        checkIn: toCheckIn(row, new Date(now).toISOString().slice(0, 10)),
        message: posted?.message ?? null,
      };
    },
  };
}

export type CheckInReviewService = ReturnType<typeof createCheckInReviewService>;
