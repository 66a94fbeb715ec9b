import { errorBody } from '@kinetic/contracts/common';
import {
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
