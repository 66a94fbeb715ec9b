import { z } from 'zod';
import { errorBody, idSchema, limitQuery, offsetQuery } from './common.ts';
import { route } from './route.ts';

/**
 * What a person is told about: to a trainer, a client completed a workout or wrote; to a client,
 * a workout was assigned, moved to another day or removed, their trainer wrote, or their trainer
 * changed; to whoever invited someone, that they accepted.
 */
export const NOTIFICATION_KINDS = [
  'workout-completed',
  'workout-assigned',
  'workout-moved',
  'workout-removed',
  'message',
  'trainer-changed',
  'invitation-accepted',
  'nutrition-targets',
  'habit-assigned',
  'check-in-assigned',
  'check-in-due',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** Where in the web app the person acts on it. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const UNREAD_MESSAGE = 'Unread must be true or false';
export const notificationListQuery = z.object({
  unread: z
    .enum(['true', 'false'], { message: UNREAD_MESSAGE })
    .optional()
    .transform((value) => value === 'true'),
  limit: limitQuery(20),
  offset: offsetQuery,
});

export const notificationListAnswer = z.object({
  notifications: z.array(notificationSchema),
  /** How many of the person's notifications are unread (all of them, not only this page's). */
  unread: z.number().int().min(0),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswer>;

export const NOTIFICATION_IDS_MAX = 200;
/** Marks some notifications read (`ids`, the person's own) or every one (`all: true`). */
export const markReadInput = z.union(
  [
    z.object({
      ids: z
        .array(idSchema, { message: 'Ids must be a list' })
        .min(1, 'Give at least one id')
        .max(NOTIFICATION_IDS_MAX, `At most ${NOTIFICATION_IDS_MAX} ids at a time`),
    }),
    z.object({ all: z.literal(true, { message: 'All must be true' }) }),
  ],
  { message: 'Give ids or all: true' },
);
export type MarkReadInput = z.infer<typeof markReadInput>;

/** The events of GET /api/events, each with the same JSON as its list. */
export const LIVE_EVENTS = ['notification', 'message'] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];

/** The bell, and the live events that keep it (and the messages) current. */
export const notificationsCalls = {
  list: route({
    method: 'GET',
    path: '/api/notifications',
    summary: 'My notifications, newest first, and how many are unread',
    tags: ['notifications'],
    query: notificationListQuery,
    answers: { 200: notificationListAnswer, 400: errorBody },
  }),

  markRead: route({
    method: 'POST',
    path: '/api/notifications/read',
    summary: 'Mark some or all of my notifications read',
    tags: ['notifications'],
    body: markReadInput,
    answers: { 204: z.null(), 400: errorBody },
  }),

  events: route({
    method: 'GET',
    path: '/api/events',
    summary: 'My live events (Server-Sent Events: notification, message, resync)',
    description:
      'A text/event-stream answer that stays open: `notification` and `message` events carry the ' +
      'same JSON as their lists; `resync` says that events may have been missed (refetch the ' +
      'lists); a comment line comes at least every 25 s. The stream closes when its session ends. ' +
      'A person holds at most 5 streams open, and one session at most 3: opening one more closes ' +
      'their oldest, after a `replaced` event (do not reconnect at once). Each open counts as a ' +
      'list read against USER_LIST_READS_PER_MINUTE.',
    tags: ['notifications'],
    answers: { 200: z.string().describe('text/event-stream') },
  }),
};
