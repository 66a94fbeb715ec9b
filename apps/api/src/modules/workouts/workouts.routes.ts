import { copiesAnswer, copiesInput, scheduleInput } from '@kinetic/contracts/calendar';
import { errorBody, idParams, idSchema, idempotencyHeaders } from '@kinetic/contracts/common';
import {
  completeInput,
  copyWorkoutInput,
  feedbackInput,
  type WorkoutAnswer,
  workoutAnswer,
  workoutInput,
} from '@kinetic/contracts/workouts';
import {
  myWorkoutListAnswer,
  workoutListAnswer,
  workoutListQuery,
  workoutPageQuery,
} from '@kinetic/contracts/workout-lists';
import { completeAnswer, type CompleteAnswer } from '@kinetic/contracts/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JsonText } from '../../db/json.ts';
import type { Idempotency } from '../../lib/idempotency.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { currentUser, readSignedIn } from '../../plugins/auth.ts';
import type { WorkoutsService } from './workouts.service.ts';

export function workoutsRoutes(app: FastifyInstance, workouts: WorkoutsService, idempotency: Idempotency) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['workouts'];
  const security = [{ bearer: [] }];
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const withBearer = { onRequest: [app.requireBearer] };
  const errors = { 400: errorBody, 404: errorBody, 409: errorBody };
  const keyed = { headers: idempotencyHeaders, response: { 200: workoutAnswer, ...errors, 422: errorBody } };
  // The database's JSON text, sent as it is (and kept as it is with an Idempotency-Key).
  const asText = { body: (answer: JsonText<WorkoutAnswer>) => answer };

  // Hot reads (a client's list, one workout, feedback and completion) check the session in their
  // own first query; the two reads answer the JSON text the database builds.
  r.get(
    '/api/workouts',
    {
      ...withBearer,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'List my workouts',
        tags,
        security,
        querystring: workoutListQuery,
        response: { 200: myWorkoutListAnswer },
      },
    },
    async (request, reply) => {
      const { createdBy, search, clientId, from, to, ...page } = request.query;
      // A trainer's list of what they created is read after the session (it is no hot read).
      const role = createdBy === 'me' ? 'TRAINER' : 'CLIENT';
      const { user, data } = await readSignedIn(request, (hash) => workouts.listForSession(hash, page), {
        role,
      });
      return role === 'TRAINER'
        ? workouts.listCreatedBy(user, page, { search, clientId, from, to })
        : sendJsonText(reply, data);
    },
  );

  r.get(
    '/api/workouts/client/:clientId',
    {
      ...asTrainer,
      config: { userLimit: 'list' as const },
      schema: {
        summary: "A client's workouts, for their trainer",
        tags,
        security,
        params: z.object({ clientId: idSchema }),
        querystring: workoutPageQuery,
        response: { 200: workoutListAnswer, 404: errorBody },
      },
    },
    async (request) => workouts.listOfClient(currentUser(request), request.params.clientId, request.query),
  );

  r.get(
    '/api/workouts/:id',
    {
      config: { userLimit: 'object' as const },
      ...withBearer,
      schema: {
        summary: 'One workout',
        tags,
        security,
        params: idParams,
        response: { 200: workoutAnswer, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { user, data } = await readSignedIn(request, (hash) => workouts.openForSession(hash, id));
      return sendJsonText(reply, await workouts.open(user, id, data));
    },
  );

  r.post(
    '/api/workouts',
    {
      ...asTrainer,
      schema: {
        summary: 'Create a workout',
        tags,
        security,
        body: workoutInput,
        response: { 201: workoutAnswer, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await workouts.create(currentUser(request), request.body)),
  );

  r.put(
    '/api/workouts/:id',
    {
      ...asTrainer,
      schema: {
        summary: 'Change a workout',
        tags,
        security,
        params: idParams,
        body: workoutInput,
        response: { 200: workoutAnswer, ...errors },
      },
    },
    async (request) => workouts.update(currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/workouts/:id',
    {
      ...asTrainer,
      schema: {
        summary: 'Delete a workout',
        tags,
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await workouts.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/workouts/:id/copy',
    {
      ...asTrainer,
      schema: {
        summary: 'Copy a workout',
        tags,
        security,
        params: idParams,
        body: copyWorkoutInput,
        response: { 201: workoutAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ workout: await workouts.copy(currentUser(request), request.params.id, request.body) }),
  );

  r.post(
    '/api/workouts/:id/copies',
    {
      ...asTrainer,
      schema: {
        summary: 'Copy a workout to many clients and days at once (all or none)',
        tags,
        security,
        params: idParams,
        body: copiesInput,
        response: { 201: copiesAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        workouts: await workouts.copyMany(currentUser(request), request.params.id, request.body),
      }),
  );

  r.patch(
    '/api/workouts/:id/schedule',
    {
      ...asTrainer,
      schema: {
        summary: 'Move a workout to another day',
        tags,
        security,
        params: idParams,
        body: scheduleInput,
        response: { 200: workoutAnswer, ...errors },
      },
    },
    async (request) => ({
      workout: await workouts.reschedule(currentUser(request), request.params.id, request.body.scheduledDate),
    }),
  );

  r.patch(
    '/api/workouts/:id',
    {
      ...withBearer,
      schema: {
        summary: 'Give feedback on a workout',
        tags,
        security,
        params: idParams,
        body: feedbackInput,
        ...keyed,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { sets } = request.body;
      // The session and what the save reads of the workout (the exercises it names) in one read.
      const { user, data } = await readSignedIn(
        request,
        (hash) => workouts.saveViewForSession(hash, id, sets),
        { role: 'CLIENT' },
      );
      return idempotency.answer(request, reply, user.id, asText, (keep) =>
        workouts.saveFeedback(user, id, data, sets, keep),
      );
    },
  );

  r.patch(
    '/api/workouts/:id/complete',
    {
      ...withBearer,
      schema: {
        summary: 'Mark a workout done, with the sets as done',
        tags,
        security,
        params: idParams,
        body: completeInput,
        headers: idempotencyHeaders,
        response: { 200: completeAnswer, ...errors, 422: errorBody },
      },
    },
    async (request, reply) => {
      // A client completing their workout: the session and the workout in one read.
      const { user, data } = await readSignedIn(
        request,
        (hash) => workouts.findTextForSession(hash, request.params.id),
        { role: 'CLIENT' },
      );
      return idempotency.answer(request, reply, user.id, { body: (a: CompleteAnswer) => a }, (keep) =>
        workouts.complete(user, request.params.id, data, request.body, keep),
      );
    },
  );
}
