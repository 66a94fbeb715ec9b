import swagger from '@fastify/swagger';
import { errorBody } from '@kinetic/contracts/common';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with, at
 * /api/docs. Each route writes its summary and the errors only its handler knows (409, a 429 of
 * the sign-in limits); what follows from how the route is mounted is added here, so the document
 * cannot drift from the hooks that answer it:
 * - operationId: the method and the path (getClientsByIdProgress);
 * - security: bearer behind `authenticate` or `requireBearer`, none otherwise;
 * - 400 when the route reads a body, a query string or path parameters (they are validated);
 * - 404 when the path names something (a malformed or someone else's id answers 404 too);
 * - 401 for every signed-in route, 403 too unless it helps set up two-step sign-in (whoever must
 *   set it up and has not is refused elsewhere), 429 when the per-person limits count the call.
 */
export async function registerDocs(app: FastifyInstance, options: { appName: string; publicUrl: string }) {
  // Before @fastify/swagger's own onRoute hook: it reads the schema as this leaves it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    route.schema = documented(app, route);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.appName} API`,
        version: '1.0.0',
        description: 'The HTTP API of the coaching app. Errors answer `{ error, errors? }`.',
      },
      servers: [{ url: new URL(options.publicUrl).origin, description: 'This deployment' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function documented(app: FastifyInstance, route: RouteOptions) {
  const schema = route.schema ?? {};
  const method = [route.method].flat()[0]!.toUpperCase();
  const hooks = [route.onRequest ?? []].flat();
  const signedIn = hooks.includes(app.authenticate) || hooks.includes(app.requireBearer);
  const limit = route.config?.userLimit;
  const counted = signedIn && limit !== 'none' && (limit !== undefined || WRITES.has(method));
  const errors: number[] = [];
  if (schema.body || schema.querystring || schema.params || WRITES.has(method)) errors.push(400);
  if (signedIn) errors.push(401);
  if (signedIn && !route.config?.duringMfaSetup) errors.push(403);
  if (route.url.includes('/:')) errors.push(404);
  if (counted) errors.push(429);
  const response = { ...(schema.response as Record<number, unknown> | undefined) };
  for (const code of errors) response[code] ??= errorBody;
  // A copy: one schema object may serve several paths (and each needs its own operationId).
  return {
    ...schema,
    operationId: (schema as { operationId?: string }).operationId ?? operationId(method, route.url),
    security: schema.security ?? (signedIn ? [{ bearer: [] }] : []),
    response,
  };
}

/** GET /api/clients/:id/progress → getClientsByIdProgress. */
function operationId(method: string, url: string) {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}
