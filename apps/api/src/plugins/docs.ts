import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export async function registerDocs(app: FastifyInstance, appName: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${appName} API`, version: '1.0.0', description: 'The HTTP API of the coaching app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
