import { checkInCalls } from '@kinetic/contracts/check-in-calls';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CheckInSubmit } from './check-in-submit.ts';
import type { CheckInTemplatesService } from './check-in-templates.service.ts';
import type { CheckInsService } from './check-ins.service.ts';

export function checkInsRoutes(
  app: FastifyInstance,
  services: { templates: CheckInTemplatesService; checkIns: CheckInsService; submit: CheckInSubmit },
) {
  const { templates, checkIns, submit } = services;
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const asClient = { onRequest: [app.authenticate, app.requireRole('CLIENT')] };
  const object = { userLimit: 'object' as const };

  serve(app, checkInCalls.templates, { ...asTrainer, config: object }, async (request) =>
    templates.list(currentUser(request)),
  );
  serve(app, checkInCalls.createTemplate, asTrainer, async (request, reply) =>
    reply.code(201).send(await templates.create(currentUser(request), request.body)),
  );
  serve(app, checkInCalls.template, { ...asTrainer, config: object }, async (request) =>
    templates.get(currentUser(request), request.params.id),
  );
  serve(app, checkInCalls.updateTemplate, asTrainer, async (request) =>
    templates.update(currentUser(request), request.params.id, request.body),
  );
  serve(app, checkInCalls.removeTemplate, asTrainer, async (request, reply) => {
    await templates.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, checkInCalls.assign, asTrainer, async (request) =>
    checkIns.assign(currentUser(request), request.params.id, request.body),
  );
  serve(app, checkInCalls.unassign, asTrainer, async (request, reply) => {
    await checkIns.unassign(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });
  serve(app, checkInCalls.ofClient, { ...asTrainer, config: object }, async (request) =>
    checkIns.history(currentUser(request), request.params.id),
  );

  serve(app, checkInCalls.current, { ...asClient, config: object }, async (request) =>
    checkIns.current(currentUser(request)),
  );
  serve(app, checkInCalls.submit, asClient, async (request) =>
    submit(currentUser(request), request.params.dueDate, request.body),
  );
}
