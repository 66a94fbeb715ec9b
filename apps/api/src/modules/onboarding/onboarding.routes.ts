import { ONBOARDING_FORMS, onboardingCalls } from '@kinetic/contracts/onboarding';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser, readSignedIn } from '../../plugins/auth.ts';
import type { OnboardingService } from './onboarding.service.ts';

export async function onboardingRoutes(app: FastifyInstance, onboarding: OnboardingService) {
  // Health data: never kept in a browser or proxy cache.
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    const asClient = { onRequest: [app.authenticate, app.requireRole('CLIENT')] };
    const object = { userLimit: 'object' as const };

    serve(scope, onboardingCalls.status, { onRequest: [app.requireBearer] }, async (request) => {
      const { data } = await readSignedIn(request, onboarding.formsForSession, { role: 'CLIENT' });
      return onboarding.status(data);
    });

    serve(scope, onboardingCalls.answers, { config: object, ...asClient }, async (request) => ({
      answers: await onboarding.answers(currentUser(request)),
    }));

    for (const form of ONBOARDING_FORMS) {
      serve(scope, onboardingCalls.submit[form], asClient, async (request, reply) => {
        const status = await onboarding.submit(currentUser(request), form, request.body);
        return reply.code(201).send({ status });
      });
    }

    serve(
      scope,
      onboardingCalls.ofClient,
      { config: object, onRequest: [app.authenticate] },
      async (request) => onboarding.forTrainer(currentUser(request), request.params.id),
    );
  });
}
