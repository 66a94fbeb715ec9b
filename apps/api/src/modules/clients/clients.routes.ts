import { clientsCalls } from '@kinetic/contracts/clients';
import type { FastifyInstance } from 'fastify';
import { sendJsonText } from '../../lib/json-reply.ts';
import { serve } from '../../lib/serve-route.ts';
import { currentUser, readSignedIn } from '../../plugins/auth.ts';
import type { ClientsService } from './clients.service.ts';

/** The signed-in trainer's own clients; any other client is 'not found'. */
export function clientsRoutes(app: FastifyInstance, clients: ClientsService) {
  // A hot read: the session is checked in the list's own query, which builds the answer's JSON.
  serve(
    app,
    clientsCalls.list,
    { onRequest: [app.requireBearer], config: { userLimit: 'list' } },
    async (request, reply) => {
      const query = { ...request.query, search: request.query.search || undefined };
      const { data } = await readSignedIn(request, (hash) => clients.listForSession(hash, query), {
        role: 'TRAINER',
      });
      return sendJsonText(reply, data);
    },
  );

  serve(
    app,
    clientsCalls.get,
    { onRequest: [app.authenticate, app.requireRole('TRAINER')], config: { userLimit: 'object' } },
    async (request) => ({ client: await clients.get(currentUser(request), request.params.id) }),
  );
}
