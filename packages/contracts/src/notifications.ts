import { z } from 'zod';
import { idSchema, limitQuery, offsetQuery } from './common.ts';

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
