import { authCalls } from '@kinetic/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService, Client } from './auth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';

/** The caller's address and browser, kept with a new session and in the audit trail. */
export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
});

export function authRoutes(app: FastifyInstance, auth: AuthService, passwordReset: PasswordResetService) {
  serve(app, authCalls.register, {}, async (request, reply) =>
    reply.code(201).send(await auth.register(request.body, clientOf(request))),
  );

  serve(app, authCalls.login, {}, async (request) => auth.login(request.body, clientOf(request)));

  serve(app, authCalls.completeMfa, {}, async (request) => auth.completeMfa(request.body, clientOf(request)));

  serve(
    app,
    authCalls.logout,
    // Signing out always works, whatever the caller's limits, and before two-step setup too.
    { onRequest: [app.authenticate], config: { duringMfaSetup: true, userLimit: 'none' as const } },
    async (request, reply) => {
      await auth.logout(currentUser(request), request.sessionToken!);
      return reply.code(204).send(null);
    },
  );

  serve(
    app,
    authCalls.me,
    { onRequest: [app.authenticate], config: { duringMfaSetup: true } },
    async (request) => ({ user: currentUser(request) }),
  );

  serve(app, authCalls.forgotPassword, {}, async (request) =>
    passwordReset.forgotPassword(request.body.email, request.ip),
  );

  serve(app, authCalls.resetPassword, {}, async (request) =>
    passwordReset.resetPassword(request.body, request.ip),
  );
}
