import {
  authAnswer,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  meAnswer,
  mfaSignInBody,
  registerBody,
  resetPasswordBody,
} from '@kinetic/contracts/auth';
import { errorBody, messageBody } from '@kinetic/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService, Client } from './auth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';

/** The caller's address and browser, kept with a new session and in the audit trail. */
export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
});

export function authRoutes(app: FastifyInstance, auth: AuthService, passwordReset: PasswordResetService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/api/auth/register',
    {
      schema: {
        summary: 'Create a client account',
        tags,
        body: registerBody,
        response: { 201: authAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, clientOf(request))),
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with email and password',
        tags,
        description:
          'With two-step sign-in on, the right password answers `{ mfaRequired: true, mfaToken }` and no session: POST /api/auth/mfa follows.',
        body: loginBody,
        response: { 200: loginAnswer, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => auth.login(request.body, clientOf(request)),
  );

  r.post(
    '/api/auth/mfa',
    {
      schema: {
        summary: 'Finish signing in with a second-step code',
        tags,
        description:
          'The second step of a sign-in: the `mfaToken` (5 minutes, one use) and a current code or an unused recovery code.',
        body: mfaSignInBody,
        response: { 200: authAnswer, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => auth.completeMfa(request.body, clientOf(request)),
  );

  r.post(
    '/api/auth/logout',
    // Signing out always works, whatever the caller's limits, and before two-step setup too.
    {
      onRequest: [app.authenticate],
      config: { duringMfaSetup: true, userLimit: 'none' as const },
      schema: {
        summary: 'Sign out: end this session',
        tags,
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.logout(currentUser(request), request.sessionToken!);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/auth/me',
    {
      onRequest: [app.authenticate],
      config: { duringMfaSetup: true },
      schema: {
        summary: 'The signed-in user',
        tags,
        security: [{ bearer: [] }],
        response: { 200: meAnswer },
      },
    },
    async (request) => ({ user: currentUser(request) }),
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: {
        summary: 'Ask for a password reset link by email',
        tags,
        body: forgotPasswordBody,
        response: { 200: messageBody, 429: errorBody },
      },
    },
    async (request) => passwordReset.forgotPassword(request.body.email, request.ip),
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset link',
        tags,
        body: resetPasswordBody,
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => passwordReset.resetPassword(request.body, request.ip),
  );
}
