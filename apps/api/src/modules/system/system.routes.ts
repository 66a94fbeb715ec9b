import type { PublicConfig } from '@kinetic/contracts/config';
import { systemCalls } from '@kinetic/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { serve } from '../../lib/serve-route.ts';

export function systemRoutes(app: FastifyInstance, database: Database, config: PublicConfig) {
  serve(app, systemCalls.health, {}, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' as const };
    } catch (err) {
      request.log.warn({ err }, 'health check: database not answering');
      return reply.code(503).send({ status: 'unavailable', error: 'The database is not answering' });
    }
  });

  serve(app, systemCalls.config, {}, async () => config);
}
