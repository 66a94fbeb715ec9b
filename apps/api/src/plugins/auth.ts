import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import { MFA_SETUP_REQUIRED } from '@kinetic/contracts/security';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { hashToken } from '../lib/tokens.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { SessionRead } from '../domain/session-read.ts';
// `app.countUserCall` (plugins/user-limits.ts) and `app.readMayLag` (plugins/replica-reads.ts) are
// declared on Fastify's types by those files, part of the same program: importing them here for the
// declarations alone would make an import cycle.

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
    /** The hash of `sessionToken`, once a read or a fence has needed it (see `presentedTokenHash`). */
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: the caller must present a live session. */
    authenticate: onRequestHookHandler;
    /**
     * onRequest hook for the hottest reads: the caller must present a well-formed bearer token; the
     * route checks the session in its own (single) query through `readSignedIn`.
     */
    requireBearer: onRequestHookHandler;
    /** onRequest hook: the (already authenticated) caller must hold one of these roles. */
    requireRole: (...roles: Role[]) => onRequestHookHandler;
    /** What every signed-in request goes through (see `signIn`). */
    sessionRules: SessionRules;
  }
}

interface SessionRules {
  /** Roles whose holders must set up two-step sign-in before anything else. */
  mfaRequiredRoles: Role[];
  /** Records that the session (by its token's hash) was used. */
  seen: (tokenHash: string) => void;
  /** The ordinary path's read of a session's user, by the token's hash. */
  userForTokenHash: AuthService['userForTokenHash'];
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function registerAuth(app: FastifyInstance, auth: AuthService, options: { mfaRequiredRoles: Role[] }) {
  app.decorate('sessionRules', {
    mfaRequiredRoles: options.mfaRequiredRoles,
    seen: auth.sessionSeen,
    userForTokenHash: auth.userForTokenHash,
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionTokenHash', null);

  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    request.sessionToken = bearerToken(request);
    await signIn(request, request.server.sessionRules.userForTokenHash);
  });

  app.decorate('requireBearer', async function requireBearer(request: FastifyRequest) {
    request.sessionToken = bearerToken(request);
  });

  app.decorate(
    'requireRole',
    (...roles: Role[]) =>
      async function requireRole(request: FastifyRequest) {
        holdsOneOf(request.user, roles);
      },
  );
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
  if (!match?.[1]) throw unauthorized(header ? SESSION_ENDED : 'Authentication required');
  return match[1];
}

function holdsOneOf(user: User | null, roles: Role[]) {
  if (!user?.roles.some((r) => roles.includes(r))) throw forbidden();
}

/**
 * Runs `read`, a query that checks the session of the presented token (by its hash) together with
 * what it reads, and records the session's user on the request. No user (ended or unknown session)
 * answers 401. A user who must set up two-step sign-in and has not is answered 403 except by the
 * routes that set it up.
 */
async function signIn<T>(
  request: FastifyRequest,
  read: (tokenHash: string) => Promise<SessionRead<T>>,
): Promise<{ user: User; data: T }> {
  const tokenHash = presentedTokenHash(request);
  const found = await read(tokenHash);
  if (!found) throw unauthorized(SESSION_ENDED);
  const { user } = found;
  const rules = request.server.sessionRules;
  rules.seen(tokenHash);
  request.user = user;
  if (
    !user.mfaEnabled &&
    !request.routeOptions.config.duringMfaSetup &&
    user.roles.some((role) => rules.mfaRequiredRoles.includes(role))
  )
    throw forbidden(MFA_SETUP_REQUIRED);
  return found;
}

/**
 * The fast path of a signed-in request (routes behind `app.requireBearer`): the session is checked
 * in the same query as the data (`read`, given the token's hash), so the call costs one round trip
 * instead of two; in a GET with a read replica, on the replica beside the session check on the
 * primary (`app.readMayLag`). Signs the caller in as `app.authenticate` does, counts the call against their
 * limits, and answers 403 unless they hold `role`. Answers the user and what was read.
 */
export async function readSignedIn<T>(
  request: FastifyRequest,
  read: (tokenHash: string) => Promise<SessionRead<T>>,
  options: { role?: Role } = {},
): Promise<{ user: User; data: T }> {
  const found = await signIn(request, (hash) => request.server.readMayLag(request, hash, read));
  await request.server.countUserCall(request, found.user);
  if (options.role) holdsOneOf(found.user, [options.role]);
  return found;
}

/**
 * A fast-path route takes `attachValidation`, so that its handler runs even when the input is
 * malformed: the caller is then signed in and their role checked as on the ordinary path before the
 * validation error is answered. 401 and 403 come before 400 whichever path a route takes.
 */
export async function refuseInvalidInput(request: FastifyRequest, role: Role): Promise<void> {
  if (!request.validationError) return;
  request.sessionToken = bearerToken(request);
  await signIn(request, request.server.sessionRules.userForTokenHash);
  holdsOneOf(request.user, [role]);
  throw request.validationError;
}

/** The token a `requireBearer` or `authenticate` route was called with. */
export function presentedToken(request: FastifyRequest): string {
  if (!request.sessionToken) throw unauthorized();
  return request.sessionToken;
}

/**
 * The hash of the token a `requireBearer` or `authenticate` route was called with, computed once per
 * request: the session's read, its "last used" stamp and the replica's fences all key on it.
 */
export function presentedTokenHash(request: FastifyRequest): string {
  request.sessionTokenHash ??= hashToken(presentedToken(request));
  return request.sessionTokenHash;
}

/** The signed-in caller; routes that use it run behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
