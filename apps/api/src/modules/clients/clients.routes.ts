import { clientAnswer, clientListAnswer, clientListQuery } from '@kinetic/contracts/clients';
import { errorBody, idParams } from '@kinetic/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ClientsRepository } from './clients.repository.ts';

/** The signed-in trainer's own clients; any other client is 'not found'. */
export function clientsRoutes(app: FastifyInstance, clients: ClientsRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const tags = ['clients'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/clients',
    {
      ...route,
      schema: { tags, security, querystring: clientListQuery, response: { 200: clientListAnswer } },
    },
    async (request) => clients.list(currentUser(request).id, request.query.search || undefined),
  );

  r.get(
    '/api/clients/:id',
    {
      ...route,
      schema: { tags, security, params: idParams, response: { 200: clientAnswer, 404: errorBody } },
    },
    async (request) => {
      const client = await clients.get(currentUser(request).id, request.params.id);
      if (!client) throw notFound('Client not found');
      return { client };
    },
  );
}
