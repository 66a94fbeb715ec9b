import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import { MFA_SETUP_REQUIRED } from '@kinetic/contracts/security';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is what a user who must set up two-step sign-in needs to do it (or to leave): it
     * answers them before the setup is done.
     */
    duringMfaSetup?: boolean;
  }
  interface FastifyRequest {
    user: User | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: the caller must present a live session. */
    authenticate: onRequestHookHandler;
    /**
     * onRequest hook for the hottest reads: the caller must present a well-formed bearer token; the
     * route checks the session in its own (single) query and calls `signedIn` with what it found.
     */
    requireBearer: onRequestHookHandler;
    /** onRequest hook: the (already authenticated) caller must hold one of these roles. */
    requireRole: (...roles: Role[]) => onRequestHookHandler;
    /** What every signed-in request goes through (see `signedIn`). */
    sessionRules: SessionRules;
  }
}

interface SessionRules {
  /** Roles whose holders must set up two-step sign-in before anything else. */
  mfaRequiredRoles: Role[];
  /** Records that the session was used. */
  seen: (token: string) => void;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function registerAuth(app: FastifyInstance, auth: AuthService, options: { mfaRequiredRoles: Role[] }) {
  app.decorate('sessionRules', { mfaRequiredRoles: options.mfaRequiredRoles, seen: auth.sessionSeen });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    request.sessionToken = token;
    signedIn(request, await auth.userForToken(token));
  });

  app.decorate('requireBearer', async function requireBearer(request: FastifyRequest) {
    request.sessionToken = bearerToken(request);
  });

  app.decorate(
    'requireRole',
    (...roles: Role[]) =>
      async function requireRole(request: FastifyRequest) {
        if (!request.user?.roles.some((r) => roles.includes(r))) throw forbidden();
      },
  );
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
  if (!match?.[1]) throw unauthorized(header ? SESSION_ENDED : 'Authentication required');
  return match[1];
}

/**
 * Records the session's user on the request; no user (ended or unknown session) answers 401. A user
 * who must set up two-step sign-in and has not is answered 403 except by the routes that set it up.
 */
export function signedIn(request: FastifyRequest, user: User | undefined): User {
  if (!user) throw unauthorized(SESSION_ENDED);
  const rules = request.server.sessionRules;
  if (request.sessionToken) rules.seen(request.sessionToken);
  request.user = user;
  if (
    !user.mfaEnabled &&
    !request.routeOptions.config.duringMfaSetup &&
    user.roles.some((role) => rules.mfaRequiredRoles.includes(role))
  )
    throw forbidden(MFA_SETUP_REQUIRED);
  return user;
}

/** The token a `requireBearer` route must look up. */
export function presentedToken(request: FastifyRequest): string {
  if (!request.sessionToken) throw unauthorized();
  return request.sessionToken;
}

/** The signed-in caller; routes that use it run behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
