import { habitCalls } from '@kinetic/contracts/habit-calls';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { HabitsService } from './habits.service.ts';

export function habitsRoutes(app: FastifyInstance, habits: HabitsService) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const asClient = { onRequest: [app.authenticate, app.requireRole('CLIENT')] };
  const object = { userLimit: 'object' as const };

  serve(app, habitCalls.ofClient, { ...asTrainer, config: object }, async (request) =>
    habits.ofClient(currentUser(request), request.params.id),
  );

  serve(app, habitCalls.create, asTrainer, async (request, reply) =>
    reply.code(201).send(await habits.create(currentUser(request), request.params.id, request.body)),
  );

  serve(app, habitCalls.change, asTrainer, async (request) =>
    habits.change(currentUser(request), request.params.id, request.params.habitId, request.body),
  );

  serve(app, habitCalls.archive, asTrainer, async (request, reply) => {
    await habits.archive(currentUser(request), request.params.id, request.params.habitId);
    return reply.code(204).send(null);
  });

  serve(app, habitCalls.own, { ...asClient, config: object }, async (request) =>
    habits.own(currentUser(request)),
  );

  serve(app, habitCalls.tick, asClient, async (request) =>
    habits.tick(currentUser(request), request.params.id, request.params.date),
  );

  serve(app, habitCalls.untick, asClient, async (request) =>
    habits.untick(currentUser(request), request.params.id, request.params.date),
  );
}
