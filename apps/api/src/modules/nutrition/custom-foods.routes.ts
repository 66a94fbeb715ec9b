import { customFoodCalls } from '@kinetic/contracts/custom-foods';
import type { FoodListAnswer } from '@kinetic/contracts/libraries';
import type { FastifyInstance } from 'fastify';
import { parsedJson } from '../../db/json.ts';
import { serve } from '../../lib/serve-route.ts';
import { currentUser, readSignedIn, refuseInvalidInput } from '../../plugins/auth.ts';
import { libraryKind } from '../libraries/libraries.public.ts';
import type { LibrariesRepository } from '../libraries/libraries.public.ts';
import type { CustomFoodsService } from './custom-foods.service.ts';

export function customFoodsRoutes(
  app: FastifyInstance,
  foods: CustomFoodsService,
  libraries: LibrariesRepository,
) {
  const asPerson = { onRequest: [app.authenticate, app.requireRole('CLIENT', 'TRAINER')] };
  const object = { userLimit: 'object' as const };

  serve(app, customFoodCalls.list, { ...asPerson, config: object }, async (request) =>
    foods.list(currentUser(request)),
  );

  serve(app, customFoodCalls.create, asPerson, async (request, reply) => {
    const food = await foods.create(currentUser(request), request.body);
    return reply.code(201).send({ food });
  });

  serve(app, customFoodCalls.update, asPerson, async (request) => ({
    food: await foods.update(currentUser(request), request.params.id, request.body),
  }));

  serve(app, customFoodCalls.remove, asPerson, async (request, reply) => {
    await foods.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  // The library's page comes from its shared cache (with the session), the custom foods from a
  // second, small query.
  serve(
    app,
    customFoodCalls.search,
    { onRequest: [app.requireBearer], config: { userLimit: 'list' }, attachValidation: true },
    async (request) => {
      await refuseInvalidInput(request, 'CLIENT');
      const { search, limit } = request.query;
      const { user, data } = await readSignedIn(
        request,
        (hash) =>
          libraries.listForSession(libraryKind('foods'), hash, {
            search: search || undefined,
            order: 'everyday',
            limit,
            offset: 0,
          }),
        { role: 'CLIENT' },
      );
      return foods.search(user, search, limit, parsedJson<FoodListAnswer>(data));
    },
  );
}
