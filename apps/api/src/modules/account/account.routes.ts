import { accountCalls } from '@kinetic/contracts/account';
import type { FastifyInstance } from 'fastify';
import { serve, serveStream } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AccountService } from './account.service.ts';

/** GET /api/users/me/export (and its photos) and DELETE /api/users/me: the signed-in person's own data. */
export function accountRoutes(app: FastifyInstance, account: AccountService, appName: string) {
  const filePrefix =
    appName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'account';

  // The document is read from its scratch file as it is sent.
  serveStream(
    app,
    accountCalls.exportData,
    { onRequest: [app.authenticate], config: { userLimit: 'export' as const } },
    async (request, reply) => {
      const { exportedAt, body } = await account.exportData(currentUser(request));
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${filePrefix}-data-${exportedAt.slice(0, 10)}.json"`,
        )
        .send(body);
    },
  );

  // A separate call, so that the JSON export above keeps its contract (one JSON document).
  serveStream(
    app,
    accountCalls.exportPhotos,
    { onRequest: [app.authenticate], config: { userLimit: 'export' as const } },
    async (request, reply) => {
      const { exportedAt, body } = await account.exportPhotos(currentUser(request));
      return reply
        .type('application/zip')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${filePrefix}-photos-${exportedAt.slice(0, 10)}.zip"`,
        )
        .send(body);
    },
  );

  serve(app, accountCalls.erase, { onRequest: [app.authenticate] }, async (request, reply) => {
    await account.deleteAccount(currentUser(request), request.ip, request.body.password);
    return reply.code(204).send(null);
  });
}
