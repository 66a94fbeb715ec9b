import type { User } from '@kinetic/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import type { Limit, RateLimitStore } from '../lib/rate-limiter.ts';
import type { UserLimits } from './user-limit-defaults.ts';
// The signed-in user on the request (`request.user`) is declared on Fastify's types by plugins/auth.ts.

/**
 * What a call costs against its caller's limits: a write, a list read, a read of one whole object
 * (a workout, a template, a client's intake), an export, or nothing.
 */
export type CallKind = 'write' | 'list' | 'object' | 'export';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Which of the caller's limits the route counts against. Unset: writes (POST, PUT, PATCH,
     * DELETE) count as writes, other calls count nowhere; 'none' counts nowhere.
     */
    userLimit?: 'list' | 'object' | 'export' | 'none';
  }
  interface FastifyRequest {
    /** Counted against its caller's limits already (a call may check its session more than once). */
    userCallCounted: boolean;
  }
  interface FastifyInstance {
    /** Counts the call against its caller's limits; 429 past them (see registerUserLimits). */
    countUserCall: (request: FastifyRequest, user: User) => Promise<void>;
  }
}

const LIMIT_OF: Record<CallKind, keyof UserLimits> = {
  write: 'writes',
  list: 'listReads',
  object: 'objectReads',
  export: 'exports',
};

const wait = (seconds: number) =>
  seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

const TOO_MANY: Record<CallKind, (limit: Limit, seconds: number) => string> = {
  write: (_, s) =>
    `You are making changes faster than anyone could by hand. Please wait ${wait(s)} and try again.`,
  list: (_, s) => `Too many requests in a short time. Please wait ${wait(s)} and try again.`,
  object: (_, s) => `Too many requests in a short time. Please wait ${wait(s)} and try again.`,
  export: (limit, s) =>
    `You can download your data ${limit.max} times an hour. Please try again in ${wait(s)}.`,
};

function kindOf(request: FastifyRequest): CallKind | undefined {
  const configured = request.routeOptions.config.userLimit;
  if (configured === 'none') return undefined;
  if (configured) return configured;
  return request.method === 'GET' || request.method === 'HEAD' ? undefined : 'write';
}

/**
 * Counts every signed-in call against its caller's limits and answers 429 (with Retry-After and a
 * sentence) past them: one person, however automated, cannot take the server from everyone else.
 * Calls behind `app.authenticate` are counted before their handler runs; the hot reads and writes
 * that check the session in their own query are counted by `readSignedIn` (plugins/auth.ts). When the store cannot be
 * reached (Redis down), calls go on uncounted: these limits protect capacity, not passwords.
 */
export function registerUserLimits(
  app: FastifyInstance,
  { store, limits }: { store: RateLimitStore; limits: UserLimits },
) {
  app.decorateRequest('userCallCounted', false);
  const count = async (request: FastifyRequest, user: User) => {
    const kind = kindOf(request);
    if (!kind || request.userCallCounted) return;
    request.userCallCounted = true;
    const limit = limits[LIMIT_OF[kind]];
    let window: { count: number; resetAt: number };
    try {
      window = await store.increment(`user:${kind}:${user.id}`, limit.windowMs);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 503) return;
      throw error;
    }
    if (window.count <= limit.max) return;
    const seconds = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
    throw new HttpError(429, TOO_MANY[kind](limit, seconds), undefined, { 'retry-after': String(seconds) });
  };
  app.decorate('countUserCall', count);
  app.addHook('preHandler', async (request) => {
    if (request.user) await count(request, request.user);
  });
}
