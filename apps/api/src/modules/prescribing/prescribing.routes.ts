import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  exerciseSuggestionsAnswer,
  lastPerformancesAnswer,
  lastPerformancesQuery,
} from '@kinetic/contracts/prescribing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { PrescribingService } from './prescribing.service.ts';

/** For the trainer building one of their client's workouts; any other client is 'not found'. */
export function prescribingRoutes(app: FastifyInstance, prescribing: PrescribingService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const tags = ['clients'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/clients/:id/exercise-suggestions',
    {
      config: { userLimit: 'object' as const },
      ...route,
      schema: {
        summary: "Exercises to offer first: the client's recent ones and my most used",
        tags,
        security,
        params: idParams,
        response: { 200: exerciseSuggestionsAnswer, 404: errorBody },
      },
    },
    async (request) => prescribing.suggestions(currentUser(request), request.params.id),
  );

  r.get(
    '/api/clients/:id/last-performances',
    {
      config: { userLimit: 'object' as const },
      ...route,
      schema: {
        summary: 'What the client last did of each exercise',
        tags,
        security,
        params: idParams,
        querystring: lastPerformancesQuery,
        response: { 200: lastPerformancesAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      prescribing.lastPerformances(currentUser(request), request.params.id, request.query.exerciseIds),
  );
}
