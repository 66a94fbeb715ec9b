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

  // Registered without the type provider: the answer is a stream (the document, read from its
  // scratch file), which the schema describes but does not serialize.
  app.get(
    '/api/users/me/export',
    {
      onRequest: [app.authenticate],
      config: { userLimit: 'export' as const },
      schema: {
        summary: 'Download all my data',
        tags,
        security,
        description: 'All of the signed-in person’s data as one JSON document.',
        response: { 200: accountExport },
      },
    },
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

  r.delete(
    '/api/users/me',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Erase my account and all its data',
        tags,
        security,
        description:
          'Erases the signed-in person: health data, personal fields and sessions. Needs the password.',
        body: deleteAccountInput,
        response: { 204: z.null(), 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await account.deleteAccount(currentUser(request), request.ip, request.body.password);
      return reply.code(204).send(null);
    },
  );
}
