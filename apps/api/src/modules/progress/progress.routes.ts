import { progressCalls, type ProgressEntry } from '@kinetic/contracts/progress';
import type { FastifyInstance } from 'fastify';
import type { Idempotency } from '../../lib/idempotency.ts';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProgressService } from './progress.service.ts';

export function progressRoutes(app: FastifyInstance, progress: ProgressService, idempotency: Idempotency) {
  const asClient = { onRequest: [app.authenticate, app.requireRole('CLIENT')] };

  serve(app, progressCalls.list, { ...asClient, config: { userLimit: 'list' } }, async (request) =>
    progress.listOwn(currentUser(request), request.query),
  );

  serve(app, progressCalls.create, asClient, async (request, reply) => {
    const client = currentUser(request);
    return idempotency.answer(
      request,
      reply,
      client.id,
      { status: 201, body: (entry: ProgressEntry) => ({ entry }) },
      (keep) => progress.log(client, request.body, keep),
    );
  });

  serve(app, progressCalls.remove, asClient, async (request, reply) => {
    await progress.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(
    app,
    progressCalls.listOfClient,
    { onRequest: [app.authenticate], config: { userLimit: 'list' } },
    async (request) => progress.listOfClient(currentUser(request), request.params.id, request.query),
  );
}
