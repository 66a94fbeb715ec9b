import { mealsCalls } from '@kinetic/contracts/meals';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MealsService } from './meals.service.ts';

export function mealsRoutes(app: FastifyInstance, meals: MealsService) {
  const signedIn = { onRequest: [app.authenticate] };
  const list = { ...signedIn, config: { userLimit: 'list' as const } };

  serve(app, mealsCalls.list, list, async (request) => meals.listOwn(currentUser(request), request.query));

  serve(app, mealsCalls.create, signedIn, async (request, reply) =>
    reply.code(201).send({ meal: await meals.logOwn(currentUser(request), request.body) }),
  );

  serve(app, mealsCalls.setCompletion, signedIn, async (request) => ({
    meal: await meals.setCompleted(currentUser(request), request.params.id, request.body.isCompleted),
  }));

  serve(app, mealsCalls.remove, signedIn, async (request, reply) => {
    await meals.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, mealsCalls.listOfClient, list, async (request) =>
    meals.listOfClient(currentUser(request), request.params.id, request.query),
  );

  serve(app, mealsCalls.plan, signedIn, async (request, reply) =>
    reply.code(201).send({ meal: await meals.plan(currentUser(request), request.params.id, request.body) }),
  );
}
