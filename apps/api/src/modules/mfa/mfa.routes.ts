import { z } from 'zod';
import { errorBody } from '@kinetic/contracts/common';
import { mfaDisableBody, mfaEnableAnswer, mfaEnableBody, mfaSetupAnswer } from '@kinetic/contracts/security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { MfaService } from './mfa.service.ts';

/** Two-step sign-in of the signed-in user: setting it up, turning it on and off. */
export function mfaRoutes(app: FastifyInstance, mfa: MfaService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearer: [] }];
  // Setting it up is what a user who must have it may do before anything else.
  const setupStep = { onRequest: [app.authenticate], config: { duringMfaSetup: true } };

  r.post(
    '/api/users/me/mfa/setup',
    {
      ...setupStep,
      schema: {
        summary: 'Start setting up two-step sign-in',
        tags,
        security,
        description: 'A new TOTP secret (SHA-1, 6 digits, 30 s), not in use until enabled with a code.',
        response: { 200: mfaSetupAnswer, 409: errorBody },
      },
    },
    async (request) => mfa.setup(currentUser(request)),
  );

  r.post(
    '/api/users/me/mfa/enable',
    {
      ...setupStep,
      schema: {
        summary: 'Turn two-step sign-in on with the password and a first code',
        tags,
        security,
        description:
          'The account password and a code from the app turn it on; answers 10 one-use recovery codes, shown once.',
        body: mfaEnableBody,
        response: { 200: mfaEnableAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => mfa.enable(currentUser(request), request.ip, request.body.password, request.body.code),
  );

  r.post(
    '/api/users/me/mfa/disable',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Turn two-step sign-in off',
        tags,
        security,
        description: 'Needs the password and a current code (or a recovery code).',
        body: mfaDisableBody,
        response: { 204: z.null(), 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await mfa.disable(currentUser(request), request.ip, request.body.password, request.body.code);
      return reply.code(204).send(null);
    },
  );
}
