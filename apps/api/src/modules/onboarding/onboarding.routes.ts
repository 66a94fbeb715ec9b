import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  answersAnswer,
  clientIntakeAnswer,
  onboardingBodies,
  onboardingStatus,
  statusAnswer,
  type OnboardingForm,
} from '@kinetic/contracts/onboarding';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, readSignedIn } from '../../plugins/auth.ts';
import type { OnboardingService } from './onboarding.service.ts';

export async function onboardingRoutes(app: FastifyInstance, onboarding: OnboardingService) {
  // Health data: never kept in a browser or proxy cache.
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['onboarding'];
    const asClient = { onRequest: [app.authenticate, app.requireRole('CLIENT')] };
    const security = [{ bearer: [] }];

    r.get(
      '/api/onboarding/status',
      {
        onRequest: [app.requireBearer],
        schema: {
          summary: 'Which onboarding forms the signed-in client has filled in',
          tags,
          security,
          response: { 200: onboardingStatus },
        },
      },
      async (request) => {
        const { data } = await readSignedIn(request, onboarding.formsForSession, { role: 'CLIENT' });
        return onboarding.status(data);
      },
    );

    r.get(
      '/api/onboarding/answers',
      {
        config: { userLimit: 'object' as const },
        ...asClient,
        schema: { summary: 'My onboarding answers', tags, security, response: { 200: answersAnswer } },
      },
      async (request) => ({ answers: await onboarding.answers(currentUser(request)) }),
    );

    for (const [form, body] of Object.entries(onboardingBodies) as [
      OnboardingForm,
      (typeof onboardingBodies)[OnboardingForm],
    ][]) {
      r.post(
        `/api/onboarding/${form}`,
        {
          ...asClient,
          schema: {
            summary: `Submit the ${form} onboarding form`,
            tags,
            security,
            body,
            response: { 201: statusAnswer, 400: errorBody, 409: errorBody },
          },
        },
        async (request, reply) => {
          const status = await onboarding.submit(currentUser(request), form, request.body);
          return reply.code(201).send({ status });
        },
      );
    }

    r.get(
      '/api/clients/:id/onboarding',
      {
        config: { userLimit: 'object' as const },
        onRequest: [app.authenticate],
        schema: {
          summary: "A client's onboarding answers, for their trainer",
          tags: ['clients'],
          security,
          params: idParams,
          // Refused reads are counted: past their limit, 429.
          response: { 200: clientIntakeAnswer, 404: errorBody, 429: errorBody },
        },
      },
      async (request) => onboarding.forTrainer(currentUser(request), request.params.id),
    );
  });
}
