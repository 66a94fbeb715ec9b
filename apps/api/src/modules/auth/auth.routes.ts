import {
  authAnswer,
  forgotPasswordBody,
  loginBody,
  meAnswer,
  registerBody,
  resetPasswordBody,
} from '@kinetic/contracts/auth';
import { errorBody, messageBody } from '@kinetic/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/api/auth/register',
    { schema: { tags, body: registerBody, response: { 201: authAnswer, 400: errorBody, 409: errorBody } } },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, request.ip)),
  );

  r.post(
    '/api/auth/login',
    { schema: { tags, body: loginBody, response: { 200: authAnswer, 401: errorBody, 429: errorBody } } },
    async (request) => auth.login(request.body, request.ip),
  );

  r.post(
    '/api/auth/logout',
    { onRequest: [app.authenticate], schema: { tags, security: [{ bearer: [] }] } },
    async (request, reply) => {
      await auth.logout(request.sessionToken!);
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/auth/me',
    {
      onRequest: [app.authenticate],
      schema: { tags, security: [{ bearer: [] }], response: { 200: meAnswer } },
    },
    async (request) => ({ user: currentUser(request) }),
  );

  r.post(
    '/api/auth/forgot-password',
    { schema: { tags, body: forgotPasswordBody, response: { 200: messageBody, 429: errorBody } } },
    async (request) => auth.forgotPassword(request.body.email, request.ip),
  );

  r.post(
    '/api/auth/reset-password',
    { schema: { tags, body: resetPasswordBody, response: { 200: messageBody, 400: errorBody } } },
    async (request) => auth.resetPassword(request.body, request.ip),
  );
}
