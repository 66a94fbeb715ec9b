import { errorBody, idSchema } from '@kinetic/contracts/common';
import {
  equipmentAnswer,
  equipmentListAnswer,
  exerciseAnswer,
  exerciseListAnswer,
  foodAnswer,
  foodListAnswer,
  importAnswer,
  importBody,
  librarySearchQuery,
  setTypeListAnswer,
  type LibraryKind,
} from '@kinetic/contracts/libraries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, presentedToken } from '../../plugins/auth.ts';
import { admit } from '../../plugins/user-limits.ts';
import { libraryKind } from './library-kinds.ts';
import type { LibrariesService } from './libraries.service.ts';

const ANSWERS = {
  exercises: { list: exerciseListAnswer, one: exerciseAnswer },
  equipment: { list: equipmentListAnswer, one: equipmentAnswer },
  foods: { list: foodListAnswer, one: foodAnswer },
} as const;

export function librariesRoutes(app: FastifyInstance, libraries: LibrariesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const signedInOnly = { onRequest: [app.authenticate] };
  const asConsultant = { onRequest: [app.authenticate, app.requireRole('CONSULTANT')] };

  for (const kind of Object.keys(ANSWERS) as LibraryKind[]) {
    const config = libraryKind(kind);
    const tags = ['libraries'];
    const params = z.object({ id: idSchema });

    // One loop serves the three kinds: answers are checked by the kind's response schema at run
    // time, so the handlers hand them over untyped (`as never`).
    // A hot read: the session is checked in the list's own query, and the answer is written around
    // the JSON the database builds (tests hold it to the kind's list answer).
    const listRoute = {
      onRequest: [app.requireBearer],
      config: { userLimit: 'list' as const },
      schema: {
        summary: `Search the ${kind} library`,
        tags,
        security,
        querystring: librarySearchQuery,
        response: { 200: ANSWERS[kind].list },
      },
    };
    const paths = kind === 'foods' ? [`/api/libraries/${kind}`] : [`/api/libraries/${kind}`, `/api/${kind}`];
    // The older simple screens (/exercises, /equipment) read the same lists.
    for (const path of paths) {
      r.get(path, listRoute, async (request, reply) => {
        const json = await libraries.listAsJson(presentedToken(request), kind, request.query, (user) =>
          admit(request, user),
        );
        return reply.type('application/json; charset=utf-8').send(json as never);
      });
    }

    r.get(
      `/api/libraries/${kind}/:id`,
      {
        ...signedInOnly,
        schema: {
          summary: `One item of the ${kind} library`,
          tags,
          security,
          params,
          response: { 200: ANSWERS[kind].one, 404: errorBody },
        },
      },
      async (request) =>
        ({ item: await libraries.get(currentUser(request), kind, request.params.id) }) as never,
    );

    r.post(
      `/api/libraries/${kind}`,
      {
        ...asConsultant,
        schema: {
          summary: `Add an item to the ${kind} library`,
          tags,
          security,
          body: config.input,
          response: { 201: ANSWERS[kind].one, 400: errorBody, 409: errorBody },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ item: await libraries.create(kind, request.body) } as never),
    );

    r.put(
      `/api/libraries/${kind}/:id`,
      {
        ...asConsultant,
        schema: {
          summary: `Change an item of the ${kind} library`,
          tags,
          security,
          params,
          body: config.input,
          response: { 200: ANSWERS[kind].one, 400: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => ({ item: await libraries.update(kind, request.params.id, request.body) }) as never,
    );

    r.post(
      `/api/libraries/${kind}/import`,
      {
        ...asConsultant,
        bodyLimit: 5 * 1024 * 1024,
        schema: {
          summary: `Import rows into the ${kind} library`,
          tags,
          security,
          body: importBody,
          response: { 200: importAnswer, 400: errorBody },
        },
      },
      async (request) => libraries.import(kind, request.body.rows, request.body.firstRowNumber),
    );
  }

  r.get(
    '/api/set-types',
    {
      ...signedInOnly,
      schema: {
        summary: 'List the set types',
        tags: ['workouts'],
        security,
        response: { 200: setTypeListAnswer },
      },
    },
    async () => ({ setTypes: await libraries.setTypes() }),
  );
}
