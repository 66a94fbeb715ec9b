import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The build's copies of index.html for some page paths (apps/web/page-preloads.ts writes
 * `pages/index.json`: [path, file, script hash] rows, a `:name` segment matching any one segment;
 * the hash, if any, is of the one inline script the copy holds), as a function from a request's
 * path to its file and that hash; index.html for every other path.
 */
type PageFile = { file: string; scriptHash?: string | null | undefined };
function pageFiles(webDir: string): (path: string) => PageFile {
  const table = join(webDir, 'pages', 'index.json');
  const index = { file: 'index.html' };
  if (!existsSync(table)) return () => index;
  const rows = JSON.parse(readFileSync(table, 'utf8')) as [string, string, (string | null)?][];
  const pages = rows.map(([pattern, file, scriptHash]) => ({
    segments: pattern.split('/'),
    file,
    scriptHash,
  }));
  return (path) => {
    const segments = path.split('/');
    const page = pages.find(
      (p) =>
        p.segments.length === segments.length &&
        p.segments.every((s, i) => s === segments[i] || (s.startsWith(':') && segments[i] !== '')),
    );
    return page ?? index;
  };
}

/**
 * Serves the built single-page app: hashed assets cached for a year, every other non-API path
 * answered with index.html so the browser's router can take it (or, for the paths a phone opens
 * cold, its copy that names the code of the path's screens, so it downloads at once). The build writes a .br and a .gz
 * copy beside each text file (apps/web/precompress.ts): a browser that accepts one gets it.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string) {
  const hasWebApp = existsSync(join(webDir, 'index.html'));
  const pageFile = hasWebApp ? pageFiles(webDir) : () => ({ file: 'index.html' }) as PageFile;
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
    const page = pageFile(path);
    if (page.scriptHash) {
      // This page's own inline script, and no other, may run besides the app's files.
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      void reply.header(
        'content-security-policy',
        policy.replace("script-src 'self'", `script-src 'self' '${page.scriptHash}'`),
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile(page.file);
  });
}
