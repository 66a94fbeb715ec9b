import { templateCalls } from '@kinetic/contracts/templates';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { TemplatesService } from './templates.service.ts';

export function templatesRoutes(app: FastifyInstance, templates: TemplatesService) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };

  serve(app, templateCalls.list, { ...asTrainer, config: { userLimit: 'list' } }, async (request) =>
    templates.list(currentUser(request), request.query),
  );

  serve(app, templateCalls.create, asTrainer, async (request, reply) =>
    reply.code(201).send({ template: await templates.create(currentUser(request), request.body) }),
  );

  serve(app, templateCalls.one, { ...asTrainer, config: { userLimit: 'object' } }, async (request) => ({
    template: await templates.open(currentUser(request), request.params.id),
  }));

  serve(app, templateCalls.update, asTrainer, async (request) => ({
    template: await templates.update(currentUser(request), request.params.id, request.body),
  }));

  serve(app, templateCalls.remove, asTrainer, async (request, reply) => {
    await templates.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, templateCalls.schedule, asTrainer, async (request, reply) =>
    reply.code(201).send({
      workouts: await templates.schedule(currentUser(request), request.params.id, request.body),
    }),
  );

  serve(app, templateCalls.fromWorkout, asTrainer, async (request, reply) =>
    reply.code(201).send({
      template: await templates.fromWorkout(currentUser(request), request.params.id, request.body),
    }),
  );
}
