import { z } from 'zod';
import { boundedText, errorBody, idSchema, limitQuery, listTotal, offsetQuery } from './common.ts';
import { route } from './route.ts';

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

/** A trainer's inbox: their clients' conversations, searchable by the client's name. */
export const inboxQuery = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  limit: limitQuery(50),
  offset: offsetQuery,
});
export type InboxQuery = z.input<typeof inboxQuery>;

/** One conversation of the inbox: the client, how many of their messages are unread, the latest. */
export const inboxConversation = z.object({
  client: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }),
  unread: z.number().int().min(0),
  /** The newest message (its start, as a notification shows it), or null before the first. */
  last: z.object({ senderId: idSchema, preview: z.string(), createdAt: z.string() }).nullable(),
});
export type InboxConversation = z.infer<typeof inboxConversation>;

/** Unread conversations first, then the most recent; conversations without messages last, by name. */
export const inboxAnswer = z.object({ conversations: z.array(inboxConversation), total: listTotal });
export type InboxAnswer = z.infer<typeof inboxAnswer>;

/** A client's conversation with their trainer, and a trainer's inbox of them. */
export const messagesCalls = {
  list: route({
    method: 'GET',
    path: '/api/messages',
    summary: 'My conversation (a client) or one with a client of mine (a trainer), newest first',
    description: 'Reading it marks the other person’s messages read.',
    tags: ['messages'],
    query: messageListQuery,
    answers: { 200: messageListAnswer, 400: errorBody, 404: errorBody },
  }),

  inbox: route({
    method: 'GET',
    path: '/api/messages/inbox',
    summary: 'My conversations with my clients: unread first, then the most recent',
    description:
      'Every current client, with how many of their messages are unread and the newest message; `search` matches a part of the client’s name. Reading it marks nothing read.',
    tags: ['messages'],
    query: inboxQuery,
    answers: { 200: inboxAnswer, 400: errorBody },
  }),

  send: route({
    method: 'POST',
    path: '/api/messages',
    summary: 'Write to my trainer (a client) or to a client of mine (a trainer)',
    tags: ['messages'],
    body: messageInput,
    answers: { 201: messageAnswer, 400: errorBody, 404: errorBody },
  }),
};
