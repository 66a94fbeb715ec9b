import { z } from 'zod';
import { errorBody, idParams } from '@kinetic/contracts/common';
import { sessionListAnswer, sessionListQuery } from '@kinetic/contracts/security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, presentedToken } from '../../plugins/auth.ts';
import type { SessionsService } from './sessions.service.ts';

/** 'Signed-in devices': the caller's sessions, and ending them. */
export function sessionsRoutes(app: FastifyInstance, sessions: SessionsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: [app.authenticate] };

  r.get(
    '/api/users/me/sessions',
    {
      ...signedIn,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'List my sessions',
        description: 'A page of the live sessions, the most recently used first, and their total.',
        tags,
        security,
        querystring: sessionListQuery,
        response: { 200: sessionListAnswer, 400: errorBody },
      },
    },
    async (request) => sessions.list(currentUser(request), presentedToken(request), request.query),
  );

  r.delete(
    '/api/users/me/sessions',
    {
      ...signedIn,
      schema: {
        summary: 'End all my other sessions',
        tags,
        security,
        description: 'Ends every session of the caller but the current one.',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions.revokeOthers(currentUser(request), presentedToken(request));
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/api/users/me/sessions/:id',
    {
      ...signedIn,
      schema: {
        summary: 'End one of my sessions',
        tags,
        security,
        description: "Ends one of the caller's sessions: its token stops working at once.",
        params: idParams,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await sessions.revoke(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
