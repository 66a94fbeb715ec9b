import { mfaCalls } from '@kinetic/contracts/security';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MfaService } from './mfa.service.ts';

/** Two-step sign-in of the signed-in user: setting it up, turning it on and off. */
export function mfaRoutes(app: FastifyInstance, mfa: MfaService) {
  // Setting it up is what a user who must have it may do before anything else.
  const setupStep = { onRequest: [app.authenticate], config: { duringMfaSetup: true } };

  serve(app, mfaCalls.setup, setupStep, async (request) => mfa.setup(currentUser(request)));

  serve(app, mfaCalls.enable, setupStep, async (request) =>
    mfa.enable(currentUser(request), request.ip, request.body.password, request.body.code),
  );

  serve(app, mfaCalls.disable, { onRequest: [app.authenticate] }, async (request, reply) => {
    await mfa.disable(currentUser(request), request.ip, request.body.password, request.body.code);
    return reply.code(204).send(null);
  });
}
