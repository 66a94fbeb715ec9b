import { recordsCalls } from '@kinetic/contracts/records';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { RecordsService } from './records.service.ts';

export function recordsRoutes(app: FastifyInstance, records: RecordsService) {
  const limited = { userLimit: 'object' as const };

  serve(
    app,
    recordsCalls.mine,
    { config: limited, onRequest: [app.authenticate, app.requireRole('CLIENT')] },
    async (request) => records.mine(currentUser(request)),
  );

  serve(
    app,
    recordsCalls.ofClient,
    { config: limited, onRequest: [app.authenticate, app.requireRole('TRAINER')] },
    async (request) => records.ofClient(currentUser(request), request.params.id),
  );

  serve(
    app,
    recordsCalls.history,
    { config: limited, onRequest: [app.authenticate, app.requireRole('CLIENT', 'TRAINER')] },
    async (request) =>
      records.history(currentUser(request), request.params.exerciseId, request.query.clientId),
  );
}
