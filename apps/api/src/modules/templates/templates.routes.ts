import { copiesAnswer, copiesInput } from '@kinetic/contracts/calendar';
import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  templateAnswer,
  templateFromWorkoutInput,
  templateInput,
  templateListAnswer,
  templateListQuery,
} from '@kinetic/contracts/templates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { TemplatesService } from './templates.service.ts';

export function templatesRoutes(app: FastifyInstance, templates: TemplatesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['templates'];
  const security = [{ bearer: [] }];
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

  r.get(
    '/api/templates',
    {
      ...asTrainer,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'My templates and those shared with every trainer',
        tags,
        security,
        querystring: templateListQuery,
        response: { 200: templateListAnswer },
      },
    },
    async (request) => templates.list(currentUser(request), request.query),
  );

  r.post(
    '/api/templates',
    {
      ...asTrainer,
      schema: {
        summary: 'Create a template',
        tags,
        security,
        body: templateInput,
        response: { 201: templateAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ template: await templates.create(currentUser(request), request.body) }),
  );

  r.get(
    '/api/templates/:id',
    {
      config: { userLimit: 'object' as const },
      ...asTrainer,
      schema: {
        summary: 'One template',
        tags,
        security,
        params: idParams,
        response: { 200: templateAnswer, 404: errorBody },
      },
    },
    async (request) => ({ template: await templates.open(currentUser(request), request.params.id) }),
  );

  r.put(
    '/api/templates/:id',
    {
      ...asTrainer,
      schema: {
        summary: 'Change my template',
        tags,
        security,
        params: idParams,
        body: templateInput,
        response: { 200: templateAnswer, ...errors },
      },
    },
    async (request) => ({
      template: await templates.update(currentUser(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/templates/:id',
    {
      ...asTrainer,
      schema: {
        summary: 'Delete my template (workouts made from it stay)',
        tags,
        security,
        params: idParams,
        response: { 204: z.null(), 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await templates.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/templates/:id/schedule',
    {
      ...asTrainer,
      schema: {
        summary: 'Schedule a template: one workout from it per client and day (all or none)',
        tags,
        security,
        params: idParams,
        body: copiesInput,
        response: { 201: copiesAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        workouts: await templates.schedule(currentUser(request), request.params.id, request.body),
      }),
  );

  r.post(
    '/api/workouts/:id/template',
    {
      ...asTrainer,
      schema: {
        summary: "A template from a workout's plan",
        tags,
        security,
        params: idParams,
        body: templateFromWorkoutInput,
        response: { 201: templateAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        template: await templates.fromWorkout(currentUser(request), request.params.id, request.body),
      }),
  );
}
