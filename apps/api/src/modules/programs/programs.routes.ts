import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  assignAnswer,
  assignProgramInput,
  programAnswer,
  programAssignmentsAnswer,
  programInput,
  programListAnswer,
} from '@kinetic/contracts/programs';
import { schedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ProgramsService } from './programs.service.ts';

export function programsRoutes(app: FastifyInstance, programs: ProgramsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];
  const security = [{ bearer: [] }];
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const errors = { 400: errorBody, 404: errorBody };

  r.get(
    '/api/programs',
    {
      ...asTrainer,
      config: { userLimit: 'list' as const },
      schema: { summary: 'My programs', tags, security, response: { 200: programListAnswer } },
    },
    async (request) => programs.list(currentUser(request)),
  );

  r.post(
    '/api/programs',
    {
      ...asTrainer,
      schema: {
        summary: 'Create a program',
        tags,
        security,
        body: programInput,
        response: { 201: programAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ program: await programs.create(currentUser(request), request.body) }),
  );

  r.get(
    '/api/programs/:id',
    {
      config: { userLimit: 'object' as const },
      ...asTrainer,
      schema: {
        summary: 'One of my programs',
        tags,
        security,
        params: idParams,
        response: { 200: programAnswer, 404: errorBody },
      },
    },
    async (request) => ({ program: await programs.open(currentUser(request), request.params.id) }),
  );

  r.put(
    '/api/programs/:id',
    {
      ...asTrainer,
      schema: {
        summary: 'Change my program',
        tags,
        security,
        params: idParams,
        body: programInput,
        response: { 200: programAnswer, ...errors },
      },
    },
    async (request) => ({
      program: await programs.update(currentUser(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/programs/:id',
    {
      ...asTrainer,
      schema: {
        summary: 'Delete my program (the workouts it scheduled stay)',
        tags,
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await programs.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/programs/:id/assign',
    {
      ...asTrainer,
      schema: {
        summary: 'Schedule the program for my clients',
        tags,
        security,
        params: idParams,
        body: assignProgramInput,
        response: { 201: assignAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await programs.assign(currentUser(request), request.params.id, request.body)),
  );

  r.post(
    '/api/programs/:id/assign/preview',
    {
      ...asTrainer,
      schema: {
        summary: 'What assigning the program would schedule: the days that clash, and health warnings',
        tags,
        security,
        params: idParams,
        body: assignProgramInput,
        response: { 200: schedulePreviewAnswer, ...errors },
      },
    },
    async (request) => programs.preview(currentUser(request), request.params.id, request.body),
  );

  r.get(
    '/api/clients/:id/programs',
    {
      config: { userLimit: 'object' as const },
      ...asTrainer,
      schema: {
        summary: 'The programs assigned to one of my clients',
        tags,
        security,
        params: idParams,
        response: { 200: programAssignmentsAnswer, 404: errorBody },
      },
    },
    async (request) => programs.ofClient(currentUser(request), request.params.id),
  );
}
