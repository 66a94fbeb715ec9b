import { messagesCalls } from '@kinetic/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MessagesService } from './messages.service.ts';

export function messagesRoutes(app: FastifyInstance, messages: MessagesService) {
  const clientOrTrainer = { onRequest: [app.authenticate, app.requireRole('CLIENT', 'TRAINER')] };
  const list = { userLimit: 'list' as const };

  serve(app, messagesCalls.list, { ...clientOrTrainer, config: list }, async (request) => ({
    messages: await messages.list(currentUser(request), request.query),
  }));

  serve(
    app,
    messagesCalls.inbox,
    { onRequest: [app.authenticate, app.requireRole('TRAINER')], config: list },
    async (request) => messages.inbox(currentUser(request), request.query),
  );

  serve(app, messagesCalls.send, clientOrTrainer, async (request, reply) =>
    reply.code(201).send({ message: await messages.send(currentUser(request), request.body) }),
  );
}
