import { sessionsCalls } from '@kinetic/contracts/security';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser, presentedToken } from '../../plugins/auth.ts';
import type { SessionsService } from './sessions.service.ts';

/** 'Signed-in devices': the caller's sessions, and ending them. */
export function sessionsRoutes(app: FastifyInstance, sessions: SessionsService) {
  const signedIn = { onRequest: [app.authenticate] };

  serve(app, sessionsCalls.list, { ...signedIn, config: { userLimit: 'list' as const } }, async (request) =>
    sessions.list(currentUser(request), presentedToken(request), request.query),
  );

  serve(app, sessionsCalls.endOthers, signedIn, async (request, reply) => {
    await sessions.revokeOthers(currentUser(request), presentedToken(request));
    return reply.code(204).send(null);
  });

  serve(app, sessionsCalls.end, signedIn, async (request, reply) => {
    await sessions.revoke(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });
}
