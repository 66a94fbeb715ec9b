import { clientAnswer, clientListAnswer, clientListQuery } from '@kinetic/contracts/clients';
import { errorBody, idParams } from '@kinetic/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { currentUser, presentedToken } from '../../plugins/auth.ts';
import { admit } from '../../plugins/user-limits.ts';
import type { ClientsRepository } from './clients.repository.ts';

/** The signed-in trainer's own clients; any other client is 'not found'. */
export function clientsRoutes(app: FastifyInstance, clients: ClientsRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const tags = ['clients'];
  const security = [{ bearer: [] }];

  // A hot read: the session is checked in the list's own query, and the answer is written around the
  // JSON the database builds (tests hold it to clientListAnswer).
  r.get(
    '/api/clients',
    {
      onRequest: [app.requireBearer],
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'List my clients',
        tags,
        security,
        querystring: clientListQuery,
        response: { 200: clientListAnswer },
      },
    },
    async (request, reply) => {
      const { search, limit, offset } = request.query;
      const found = await clients.listForSession(hashToken(presentedToken(request)), {
        search: search || undefined,
        limit,
        offset,
      });
      if (!(await admit(request, found.user)).roles.includes('TRAINER')) throw forbidden();
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"clients":${found.clientsJson},"total":${found.total}}` as never);
    },
  );

  r.get(
    '/api/clients/:id',
    {
      ...route,
      schema: {
        summary: 'One of my clients',
        tags,
        security,
        params: idParams,
        response: { 200: clientAnswer, 404: errorBody },
      },
    },
    async (request) => {
      const client = await clients.get(currentUser(request).id, request.params.id);
      if (!client) throw notFound('Client not found');
      return { client };
    },
  );
}
