import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets cached for a year, every other non-API path
 * answered with index.html so the browser's router can take it. The build writes a .br and a .gz
 * copy beside each text file (apps/web/precompress.ts): a browser that accepts one gets it.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string) {
  const hasWebApp = existsSync(join(webDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        void reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // API paths and missing asset files are 404s; every other page path is the app's to route.
    const path = request.url.split('?')[0] ?? '';
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      isFile ||
      !hasWebApp ||
      request.method !== 'GET'
    ) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
