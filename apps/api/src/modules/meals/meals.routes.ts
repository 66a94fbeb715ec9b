import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  mealAnswer,
  mealCompletion,
  mealInput,
  mealListAnswer,
  mealListQuery,
} from '@kinetic/contracts/meals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { MealsService } from './meals.service.ts';

export function mealsRoutes(app: FastifyInstance, meals: MealsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['meals'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: [app.authenticate] };
  const errors = { 400: errorBody, 404: errorBody };

  r.get(
    '/api/meals',
    {
      ...signedIn,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'List my meals',
        tags,
        security,
        querystring: mealListQuery,
        response: { 200: mealListAnswer },
      },
    },
    async (request) => meals.listOwn(currentUser(request), request.query),
  );

  r.post(
    '/api/meals',
    {
      ...signedIn,
      schema: {
        summary: 'Log a meal',
        tags,
        security,
        body: mealInput,
        response: { 201: mealAnswer, ...errors, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ meal: await meals.logOwn(currentUser(request), request.body) }),
  );

  r.patch(
    '/api/meals/:id/completion',
    {
      ...signedIn,
      schema: {
        summary: 'Mark a meal eaten or not',
        tags,
        security,
        params: idParams,
        body: mealCompletion,
        response: { 200: mealAnswer, ...errors },
      },
    },
    async (request) => ({
      meal: await meals.setCompleted(currentUser(request), request.params.id, request.body.isCompleted),
    }),
  );

  r.delete(
    '/api/meals/:id',
    {
      ...signedIn,
      schema: {
        summary: 'Delete a meal',
        tags,
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await meals.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/clients/:id/meals',
    {
      ...signedIn,
      config: { userLimit: 'list' as const },
      schema: {
        summary: "A client's meals, for their trainer",
        tags,
        security,
        params: idParams,
        querystring: mealListQuery,
        response: { 200: mealListAnswer, 404: errorBody },
      },
    },
    async (request) => meals.listOfClient(currentUser(request), request.params.id, request.query),
  );

  r.post(
    '/api/clients/:id/meals',
    {
      ...signedIn,
      schema: {
        summary: 'Plan a meal for a client',
        tags,
        security,
        params: idParams,
        body: mealInput,
        response: { 201: mealAnswer, ...errors, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ meal: await meals.plan(currentUser(request), request.params.id, request.body) }),
  );
}
