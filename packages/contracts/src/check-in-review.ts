import { z } from 'zod';
import { errorBody, idParams, idSchema, limitQuery, listTotal, offsetQuery, textUpTo } from './common.ts';
import { checkInWeekFigures } from './check-in-week.ts';
import { answerValue, checkInSchema } from './check-ins.ts';
import { MESSAGE_MAX, messageSchema } from './messages.ts';
import { route } from './route.ts';

// The trainer's review of their clients' weekly check-ins (decision 0042): the queue of those sent
// and not yet reviewed, one check-in against the week before, and the reply that marks it reviewed.

/** The queue's page: the oldest sent first, 25 unless the caller asks for another number. */
export const REVIEW_QUEUE_PAGE = 25;
export const reviewQueueQuery = z.object({ limit: limitQuery(REVIEW_QUEUE_PAGE), offset: offsetQuery });
export type ReviewQueueQuery = z.input<typeof reviewQueueQuery>;

const clientName = z.object({ id: idSchema, firstName: z.string(), lastName: z.string() });

export const queuedCheckIn = z.object({
  id: idSchema,
  client: clientName,
  templateName: z.string(),
  dueDate: z.string(),
  submittedAt: z.string(),
  late: z.boolean(),
  /** How many of its answers hit their question's alert rule. */
  alertCount: z.number().int().min(0),
});
export type QueuedCheckIn = z.infer<typeof queuedCheckIn>;

export const reviewQueueAnswer = z.object({ checkIns: z.array(queuedCheckIn), total: listTotal });
export type ReviewQueueAnswer = z.infer<typeof reviewQueueAnswer>;

export const checkInReview = z.object({
  checkIn: checkInSchema,
  client: clientName,
  /** The client's check-in sent before this one, if any: its answers stand beside this week's. */
  previous: z
    .object({
      id: idSchema,
      dueDate: z.string(),
      answers: z.record(z.string(), answerValue),
    })
    .nullable(),
  figures: checkInWeekFigures,
  /** The oldest other check-in waiting in the trainer's queue: where "next" goes. */
  nextInQueue: idSchema.nullable(),
});
export type CheckInReview = z.infer<typeof checkInReview>;
export const checkInReviewAnswer = z.object({ review: checkInReview });

/** POST /api/check-ins/{id}/review: the reply (none: marked reviewed without one). */
export const reviewInput = z.object({ reply: textUpTo('Reply', MESSAGE_MAX).default('') });
export type ReviewInput = z.input<typeof reviewInput>;

export const reviewedAnswer = z.object({
  checkIn: checkInSchema,
  /** The reply, as the conversation holds it; null when marked reviewed without one. */
  message: messageSchema.nullable(),
});
export type ReviewedAnswer = z.infer<typeof reviewedAnswer>;

export const REVIEW_TEXTS = {
  title: 'Check-ins',
  queueTitle: 'To review',
  empty: 'No check-ins to review',
  emptyHint: 'Check-ins your clients send appear here, oldest first.',
  loadError: 'The check-ins could not be loaded.',
  retry: 'Try again',
  late: 'Late',
  alerts: (n: number) => `${n} alert${n === 1 ? '' : 's'}`,
  submitted: 'Sent',
  templates: 'Check-in templates',
  answers: 'Answers',
  thisWeekAnswer: 'This week',
  lastWeekAnswer: 'Last week',
  reply: 'Reply',
  replyPlaceholder: 'Write to your client about this week…',
  send: 'Send and mark reviewed',
  markReviewed: 'Mark reviewed',
  sent: 'Reply sent, check-in reviewed',
  reviewed: 'Check-in reviewed',
  alreadyReviewed: 'This check-in has already been reviewed.',
  notSent: 'This check-in has not been sent yet.',
  next: 'Next check-in',
  back: 'Back to the queue',
  done: 'All check-ins reviewed',
  notFound: 'Check-in not found',
} as const;

const tags = ['check-ins'];

/** The trainer's review queue and review. */
export const checkInReviewCalls = {
  queue: route({
    method: 'GET',
    path: '/api/check-ins/review-queue',
    summary: 'Check-ins my current clients sent and I have not reviewed, oldest first',
    description:
      'Each with the client, when it was sent, whether late, and how many answers raised an alert.',
    tags,
    query: reviewQueueQuery,
    answers: { 200: reviewQueueAnswer },
  }),

  review: route({
    method: 'GET',
    path: '/api/check-ins/:id/review',
    summary: 'One check-in against the week before, for review',
    description:
      'The answers beside the previous check-in’s, the 7-day weight average now and a week before, ' +
      'measurement changes, this check-in’s photos and the previous one’s (ids for the progress photo ' +
      'image calls), and the week’s workouts, habits and nutrition. Only for the client’s current ' +
      'trainer (else 404); every read goes to the audit trail.',
    tags,
    params: idParams,
    answers: { 200: checkInReviewAnswer, 404: errorBody },
  }),

  markReviewed: route({
    method: 'POST',
    path: '/api/check-ins/:id/review',
    summary: 'Reply to a check-in and mark it reviewed',
    description:
      'The reply (optional) is sent as a message in the conversation with the client, who sees it ' +
      'live; the check-in is marked reviewed with it, both or neither. A check-in already reviewed, ' +
      'or not sent, answers 409.',
    tags,
    params: idParams,
    body: reviewInput,
    answers: { 200: reviewedAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
  }),
};
