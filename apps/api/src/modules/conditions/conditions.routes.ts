import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  clientConditionsAnswer,
  clientConditionsBody,
  clientConditionsSaved,
  ownConditionsAnswer,
} from '@kinetic/contracts/conditions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ConditionsService } from './conditions.service.ts';

/**
 * A client's health conditions, for their own trainer (any other client is 'not found'), and for
 * the client themself, read-only.
 */
export function conditionsRoutes(app: FastifyInstance, conditions: ConditionsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const tags = ['clients'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/clients/:id/conditions',
    {
      config: { userLimit: 'object' as const },
      ...route,
      schema: {
        summary: "A client's conditions, and those their intake suggests",
        tags,
        security,
        params: idParams,
        response: { 200: clientConditionsAnswer, 404: errorBody },
      },
    },
    async (request) => conditions.get(currentUser(request), request.params.id),
  );

  r.get(
    '/api/users/me/conditions',
    {
      config: { userLimit: 'object' as const },
      onRequest: [app.authenticate, app.requireRole('CLIENT')],
      schema: {
        summary: 'My conditions, as my trainer recorded them',
        tags: ['users'],
        security,
        response: { 200: ownConditionsAnswer },
      },
    },
    async (request) => conditions.own(currentUser(request)),
  );

  r.put(
    '/api/clients/:id/conditions',
    {
      ...route,
      schema: {
        summary: "Set a client's conditions",
        tags,
        security,
        params: idParams,
        body: clientConditionsBody,
        response: { 200: clientConditionsSaved, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => conditions.save(currentUser(request), request.params.id, request.body.conditions),
  );
}
