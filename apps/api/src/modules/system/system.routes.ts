import { publicConfig, type PublicConfig } from '@kinetic/contracts/config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

export function systemRoutes(app: FastifyInstance, database: Database, config: PublicConfig) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      schema: {
        summary: 'The health of the API and of its database',
        tags: ['operations'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.string(), error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database not answering');
        return reply.code(503).send({ status: 'unavailable', error: 'The database is not answering' });
      }
    },
  );

  r.get(
    '/api/config',
    {
      schema: {
        summary: 'What the sign-in page shows: app name, contact, demo accounts, two-step rules',
        tags: ['operations'],
        response: { 200: publicConfig },
      },
    },
    async () => config,
  );
}
