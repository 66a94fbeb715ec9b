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
import { sendJsonText } from '../../lib/json-reply.ts';
import { currentUser, readSignedIn } from '../../plugins/auth.ts';
import { libraryKind } from './library-kinds.ts';
import type { LibrariesService } from './libraries.service.ts';

const ANSWERS = {
  exercises: { list: exerciseListAnswer, one: exerciseAnswer },
  equipment: { list: equipmentListAnswer, one: equipmentAnswer },
  foods: { list: foodListAnswer, one: foodAnswer },
} as const;

/**
 * An item answer. One loop registers the routes of the three kinds, so a handler's declared answer
 * is the union of the three kinds' and the item it holds is untyped: the cast (`as never`) hands it
 * over, and the kind's response schema checks it when it is sent.
 */
const itemAnswer = (item: Record<string, unknown>) => ({ item }) as never;

export function librariesRoutes(app: FastifyInstance, libraries: LibrariesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const signedInOnly = { onRequest: [app.authenticate] };
  const asConsultant = { onRequest: [app.authenticate, app.requireRole('CONSULTANT')] };

  for (const kind of Object.keys(ANSWERS) as LibraryKind[]) {
    const config = libraryKind(kind);
    const tags = ['libraries'];
    const params = z.object({ id: idSchema });

    // A hot read: the session is checked in the list's own query, which builds the answer's JSON.
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
        const { data } = await readSignedIn(request, (hash) =>
          libraries.listForSession(hash, kind, request.query),
        );
        return sendJsonText(reply, data);
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
      async (request) => itemAnswer(await libraries.get(currentUser(request), kind, request.params.id)),
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
      async (request, reply) => reply.code(201).send(itemAnswer(await libraries.create(kind, request.body))),
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
      async (request) => itemAnswer(await libraries.update(kind, request.params.id, request.body)),
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
