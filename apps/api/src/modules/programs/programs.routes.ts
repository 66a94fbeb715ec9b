import { programCalls } from '@kinetic/contracts/programs';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProgramsService } from './programs.service.ts';

export function programsRoutes(app: FastifyInstance, programs: ProgramsService) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };

  serve(app, programCalls.list, { ...asTrainer, config: { userLimit: 'list' } }, async (request) =>
    programs.list(currentUser(request)),
  );

  serve(app, programCalls.create, asTrainer, async (request, reply) =>
    reply.code(201).send({ program: await programs.create(currentUser(request), request.body) }),
  );

  serve(app, programCalls.one, { ...asTrainer, config: { userLimit: 'object' } }, async (request) => ({
    program: await programs.open(currentUser(request), request.params.id),
  }));

  serve(app, programCalls.update, asTrainer, async (request) => ({
    program: await programs.update(currentUser(request), request.params.id, request.body),
  }));

  serve(app, programCalls.remove, asTrainer, async (request, reply) => {
    await programs.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, programCalls.assign, asTrainer, async (request, reply) =>
    reply.code(201).send(await programs.assign(currentUser(request), request.params.id, request.body)),
  );

  serve(app, programCalls.assignPreview, asTrainer, async (request) =>
    programs.preview(currentUser(request), request.params.id, request.body),
  );

  serve(app, programCalls.ofClient, { ...asTrainer, config: { userLimit: 'object' } }, async (request) =>
    programs.ofClient(currentUser(request), request.params.id),
  );
}
