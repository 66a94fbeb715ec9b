import { errorBody } from '@kinetic/contracts/common';
import {
  inboxAnswer,
  inboxQuery,
  messageAnswer,
  messageInput,
  messageListAnswer,
  messageListQuery,
} from '@kinetic/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { MessagesService } from './messages.service.ts';

export function messagesRoutes(app: FastifyInstance, messages: MessagesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  const security = [{ bearer: [] }];
  const clientOrTrainer = { onRequest: [app.authenticate, app.requireRole('CLIENT', 'TRAINER')] };

  r.get(
    '/api/messages',
    {
      ...clientOrTrainer,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'My conversation (a client) or one with a client of mine (a trainer), newest first',
        description: 'Reading it marks the other person’s messages read.',
        tags,
        security,
        querystring: messageListQuery,
        response: { 200: messageListAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ messages: await messages.list(currentUser(request), request.query) }),
  );

  r.get(
    '/api/messages/inbox',
    {
      onRequest: [app.authenticate, app.requireRole('TRAINER')],
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'My conversations with my clients: unread first, then the most recent',
        description:
          'Every current client, with how many of their messages are unread and the newest message; `search` matches a part of the client’s name. Reading it marks nothing read.',
        tags,
        security,
        querystring: inboxQuery,
        response: { 200: inboxAnswer, 400: errorBody },
      },
    },
    async (request) => messages.inbox(currentUser(request), request.query),
  );

  r.post(
    '/api/messages',
    {
      ...clientOrTrainer,
      schema: {
        summary: 'Write to my trainer (a client) or to a client of mine (a trainer)',
        tags,
        security,
        body: messageInput,
        response: { 201: messageAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ message: await messages.send(currentUser(request), request.body) }),
  );
}
