import { diaryCalls } from '@kinetic/contracts/food-diary-calls';
import type { DiaryEntry } from '@kinetic/contracts/food-diary';
import type { FastifyInstance } from 'fastify';
import type { Idempotency } from '../../lib/idempotency.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { serve } from '../../lib/serve-route.ts';
import { currentUser, readSignedIn, refuseInvalidInput } from '../../plugins/auth.ts';
import type { DiaryService } from './diary.service.ts';

export function diaryRoutes(app: FastifyInstance, diary: DiaryService, idempotency: Idempotency) {
  const asClient = { onRequest: [app.authenticate, app.requireRole('CLIENT')] };
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };
  const object = { userLimit: 'object' as const };
  const entries = { status: 201, body: (entries: DiaryEntry[]) => ({ entries }) };

  // Fast path: the session and the whole day in one statement (see docs/architecture.md).
  const fastPath = { onRequest: [app.requireBearer], config: object, attachValidation: true };
  serve(app, diaryCalls.day, fastPath, async (request, reply) => {
    await refuseInvalidInput(request, 'CLIENT');
    const { date } = request.query;
    const { data } = await readSignedIn(request, (hash) => diary.dayForSession(hash, date), {
      role: 'CLIENT',
    });
    return sendJsonText(reply, data);
  });

  serve(app, diaryCalls.log, asClient, async (request, reply) => {
    const client = currentUser(request);
    return idempotency.answer(
      request,
      reply,
      client.id,
      { status: 201, body: (added: DiaryEntry[]) => ({ entry: added[0] }) },
      async (keep) => [await diary.log(client, request.body, keep)],
    );
  });

  serve(app, diaryCalls.change, asClient, async (request) => ({
    entry: await diary.change(currentUser(request), request.params.id, request.body),
  }));

  serve(app, diaryCalls.remove, asClient, async (request, reply) => {
    await diary.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, diaryCalls.copy, asClient, async (request, reply) => {
    const client = currentUser(request);
    return idempotency.answer(request, reply, client.id, entries, (keep) =>
      diary.copy(client, request.body, keep),
    );
  });

  serve(app, diaryCalls.fromMeal, asClient, async (request, reply) => {
    const client = currentUser(request);
    return idempotency.answer(request, reply, client.id, entries, (keep) =>
      diary.fromMeal(client, request.params.id, keep),
    );
  });

  serve(app, diaryCalls.recentFoods, { ...asClient, config: object }, async (request) =>
    diary.recentFoods(currentUser(request)),
  );

  serve(app, diaryCalls.ofClient, { ...asTrainer, config: object }, async (request) =>
    diary.ofClient(currentUser(request), request.params.id, request.query.date),
  );
}
