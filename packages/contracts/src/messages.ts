import { z } from 'zod';
import { boundedText, idSchema, limitQuery } from './common.ts';

/** The longest message, in characters. */
export const MESSAGE_MAX = 2000;

/** A message of the one conversation between a client and their trainer. */
export const messageSchema = z.object({
  id: idSchema,
  senderId: idSchema,
  body: z.string(),
  /** The workout it is about, if any: shown with that workout. */
  workoutId: idSchema.nullable(),
  /** That workout's name when the message was sent (it names the workout). */
  workoutName: z.string().nullable(),
  createdAt: z.string(),
  /** When the other person read it. */
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListQuery = z.object({
  /** Required of a trainer: whose conversation. A client reads their own. */
  clientId: idSchema.optional(),
  /** Only messages older than this (ISO 8601), for the page before. */
  before: z.iso.datetime({ message: 'Before must be an ISO 8601 timestamp', offset: true }).optional(),
  /** Only messages about this workout. */
  workoutId: idSchema.optional(),
  limit: limitQuery(50),
});

export const messageListAnswer = z.object({ messages: z.array(messageSchema) });
export type MessageListAnswer = z.infer<typeof messageListAnswer>;

export const messageInput = z.object({
  clientId: idSchema.optional(),
  body: boundedText('Message is required', 1, 'Message', MESSAGE_MAX),
  workoutId: idSchema.optional(),
});
export type MessageInput = z.input<typeof messageInput>;

export const messageAnswer = z.object({ message: messageSchema });
