import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: the caller must present a live session. */
    authenticate: onRequestHookHandler;
    /** onRequest hook: the (already authenticated) caller must hold one of these roles. */
    requireRole: (...roles: Role[]) => onRequestHookHandler;
  }
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function registerAuth(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
    if (!match?.[1]) throw unauthorized(header ? SESSION_ENDED : 'Authentication required');
    const user = await auth.userForToken(match[1]);
    if (!user) throw unauthorized(SESSION_ENDED);
    request.user = user;
    request.sessionToken = match[1];
  });

  app.decorate(
    'requireRole',
    (...roles: Role[]) =>
      async function requireRole(request: FastifyRequest) {
        if (!request.user?.roles.some((r) => roles.includes(r))) throw forbidden();
      },
  );
}

/** The signed-in caller; routes that use it run behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
