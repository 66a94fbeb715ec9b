import { z } from 'zod';
import { accountExport } from '@kinetic/contracts/account';
import { errorBody } from '@kinetic/contracts/common';
import { deleteAccountInput } from '@kinetic/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { AccountService } from './account.service.ts';

/** GET /api/users/me/export and DELETE /api/users/me: the signed-in person's own data. */
export function accountRoutes(app: FastifyInstance, account: AccountService, appName: string) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const filePrefix =
    appName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'account';

  r.get(
    '/api/users/me/export',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        description: 'All of the signed-in person’s data as one JSON document.',
        response: { 200: accountExport },
      },
    },
    async (request, reply) => {
      const data = await account.exportData(currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="${filePrefix}-data-${day}.json"`);
      return data;
    },
  );

  r.delete(
    '/api/users/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        description:
          'Erases the signed-in person: health data, personal fields and sessions. Needs the password.',
        body: deleteAccountInput,
        response: { 204: z.null(), 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await account.deleteAccount(currentUser(request), request.body.password);
      return reply.code(204).send(null);
    },
  );
}
