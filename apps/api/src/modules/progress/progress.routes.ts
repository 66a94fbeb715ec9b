import { errorBody, idParams, idempotencyHeaders } from '@kinetic/contracts/common';
import {
  progressAnswer,
  progressInput,
  progressListAnswer,
  progressListQuery,
  type ProgressEntry,
} from '@kinetic/contracts/progress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Idempotency } from '../../lib/idempotency.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProgressService } from './progress.service.ts';

export function progressRoutes(app: FastifyInstance, progress: ProgressService, idempotency: Idempotency) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['progress'];
  const security = [{ bearer: [] }];
  const asClient = { onRequest: [app.authenticate, app.requireRole('CLIENT')] };

  r.get(
    '/api/progress',
    {
      ...asClient,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'List my progress entries',
        tags,
        security,
        querystring: progressListQuery,
        response: { 200: progressListAnswer },
      },
    },
    async (request) => progress.listOwn(currentUser(request), request.query),
  );

  r.post(
    '/api/progress',
    {
      ...asClient,
      schema: {
        summary: 'Log a progress entry',
        tags,
        security,
        body: progressInput,
        headers: idempotencyHeaders,
        response: { 201: progressAnswer, 400: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const client = currentUser(request);
      return idempotency.answer(
        request,
        reply,
        client.id,
        { status: 201, body: (entry: ProgressEntry) => ({ entry }) },
        (keep) => progress.log(client, request.body, keep),
      );
    },
  );

  r.delete(
    '/api/progress/:id',
    {
      ...asClient,
      schema: {
        summary: 'Delete a progress entry',
        tags,
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await progress.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/clients/:id/progress',
    {
      onRequest: [app.authenticate],
      config: { userLimit: 'list' as const },
      schema: {
        summary: "A client's progress entries, for their trainer",
        tags,
        security,
        params: idParams,
        querystring: progressListQuery,
        response: { 200: progressListAnswer, 404: errorBody },
      },
    },
    async (request) => progress.listOfClient(currentUser(request), request.params.id, request.query),
  );
}
