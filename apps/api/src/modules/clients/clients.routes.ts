import { clientAnswer, clientListAnswer, clientListQuery } from '@kinetic/contracts/clients';
import { errorBody, idParams } from '@kinetic/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { currentUser, readSignedIn } from '../../plugins/auth.ts';
import type { ClientsService } from './clients.service.ts';

/** The signed-in trainer's own clients; any other client is 'not found'. */
export function clientsRoutes(app: FastifyInstance, clients: ClientsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const tags = ['clients'];
  const security = [{ bearer: [] }];

  // A hot read: the session is checked in the list's own query, which builds the answer's JSON.
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
      const query = { ...request.query, search: request.query.search || undefined };
      const { data } = await readSignedIn(request, (hash) => clients.listForSession(hash, query), {
        role: 'TRAINER',
      });
      return sendJsonText(reply, data);
    },
  );

  r.get(
    '/api/clients/:id',
    {
      config: { userLimit: 'object' as const },
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
      return { client: await clients.get(currentUser(request), request.params.id) };
    },
  );
}
