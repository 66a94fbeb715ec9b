import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  exerciseHistoryAnswer,
  exerciseHistoryParams,
  exerciseHistoryQuery,
  recordsAnswer,
} from '@kinetic/contracts/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { RecordsService } from './records.service.ts';

export function recordsRoutes(app: FastifyInstance, records: RecordsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['progress'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/records',
    {
      config: { userLimit: 'object' as const },
      onRequest: [app.authenticate, app.requireRole('CLIENT')],
      schema: {
        summary: 'My personal records: the best weight and estimated 1RM (Epley) of each exercise',
        tags,
        security,
        response: { 200: recordsAnswer },
      },
    },
    async (request) => records.mine(currentUser(request)),
  );

  r.get(
    '/api/clients/:id/records',
    {
      config: { userLimit: 'object' as const },
      onRequest: [app.authenticate, app.requireRole('TRAINER')],
      schema: {
        summary: "A client's personal records",
        tags: ['clients'],
        security,
        params: idParams,
        response: { 200: recordsAnswer, 404: errorBody },
      },
    },
    async (request) => records.ofClient(currentUser(request), request.params.id),
  );

  r.get(
    '/api/exercise-history/:exerciseId',
    {
      config: { userLimit: 'object' as const },
      onRequest: [app.authenticate, app.requireRole('CLIENT', 'TRAINER')],
      schema: {
        summary: 'One exercise in each completed workout: top set, estimated 1RM (Epley) and volume',
        tags,
        security,
        params: exerciseHistoryParams,
        querystring: exerciseHistoryQuery,
        response: { 200: exerciseHistoryAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      records.history(currentUser(request), request.params.exerciseId, request.query.clientId),
  );
}
