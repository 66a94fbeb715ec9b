import { type WorkoutAnswer } from '@kinetic/contracts/workouts';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import { type CompleteAnswer } from '@kinetic/contracts/records';
import type { FastifyInstance } from 'fastify';
import type { JsonText } from '../../db/json.ts';
import type { Idempotency } from '../../lib/idempotency.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { serve } from '../../lib/serve-route.ts';
import { currentUser, readSignedIn } from '../../plugins/auth.ts';
import type { WorkoutsService } from './workouts.service.ts';

export function workoutsRoutes(app: FastifyInstance, workouts: WorkoutsService, idempotency: Idempotency) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const withBearer = { onRequest: [app.requireBearer] };
  // The database's JSON text, sent as it is (and kept as it is with an Idempotency-Key).
  const asText = { body: (answer: JsonText<WorkoutAnswer>) => answer };

  // Hot reads (a client's list, one workout, feedback and completion) check the session in their
  // own first query; the two reads answer the JSON text the database builds.
  serve(app, workoutCalls.list, { ...withBearer, config: { userLimit: 'list' } }, async (request, reply) => {
    const { createdBy, search, clientId, from, to, ...page } = request.query;
    // A trainer's list of what they created is read after the session (it is no hot read).
    const role = createdBy === 'me' ? 'TRAINER' : 'CLIENT';
    const { user, data } = await readSignedIn(request, (hash) => workouts.listForSession(hash, page), {
      role,
    });
    return role === 'TRAINER'
      ? workouts.listCreatedBy(user, page, { search, clientId, from, to })
      : sendJsonText(reply, data);
  });

  serve(app, workoutCalls.ofClient, { ...asTrainer, config: { userLimit: 'list' } }, async (request) =>
    workouts.listOfClient(currentUser(request), request.params.clientId, request.query),
  );

  serve(app, workoutCalls.one, { ...withBearer, config: { userLimit: 'object' } }, async (request, reply) => {
    const { id } = request.params;
    const { user, data } = await readSignedIn(request, (hash) => workouts.openForSession(hash, id));
    return sendJsonText(reply, await workouts.open(user, id, data));
  });

  serve(app, workoutCalls.create, asTrainer, async (request, reply) =>
    reply.code(201).send(await workouts.create(currentUser(request), request.body)),
  );

  serve(app, workoutCalls.update, asTrainer, async (request) =>
    workouts.update(currentUser(request), request.params.id, request.body),
  );

  serve(app, workoutCalls.remove, asTrainer, async (request, reply) => {
    await workouts.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, workoutCalls.copy, asTrainer, async (request, reply) =>
    reply
      .code(201)
      .send({ workout: await workouts.copy(currentUser(request), request.params.id, request.body) }),
  );

  serve(app, workoutCalls.copies, asTrainer, async (request, reply) =>
    reply.code(201).send({
      workouts: await workouts.copyMany(currentUser(request), request.params.id, request.body),
    }),
  );

  serve(app, workoutCalls.reschedule, asTrainer, async (request) => ({
    workout: await workouts.reschedule(currentUser(request), request.params.id, request.body.scheduledDate),
  }));

  serve(app, workoutCalls.saveActuals, withBearer, async (request, reply) => {
    const { id } = request.params;
    const { sets } = request.body;
    // The session and what the save reads of the workout (the exercises it names) in one read.
    const { user, data } = await readSignedIn(
      request,
      (hash) => workouts.saveViewForSession(hash, id, sets),
      {
        role: 'CLIENT',
      },
    );
    return idempotency.answer(request, reply, user.id, asText, (keep) =>
      workouts.saveFeedback(user, id, data, sets, keep),
    );
  });

  serve(app, workoutCalls.complete, withBearer, async (request, reply) => {
    // A client completing their workout: the session and the workout in one read.
    const { user, data } = await readSignedIn(
      request,
      (hash) => workouts.findTextForSession(hash, request.params.id),
      { role: 'CLIENT' },
    );
    return idempotency.answer(request, reply, user.id, { body: (a: CompleteAnswer) => a }, (keep) =>
      workouts.complete(user, request.params.id, data, request.body, keep),
    );
  });
}
