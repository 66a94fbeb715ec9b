import { libraryCalls } from '@kinetic/contracts/library-calls';
import { LIBRARY_KINDS } from '@kinetic/contracts/libraries';
import type { FastifyInstance } from 'fastify';
import { sendJsonText } from '../../lib/json-reply.ts';
import { serve } from '../../lib/serve-route.ts';
import { currentUser, readSignedIn } from '../../plugins/auth.ts';
import type { LibrariesService } from './libraries.service.ts';

/**
 * An item answer. One loop registers the routes of the three kinds, so a handler's declared answer
 * is the union of the three kinds' and the item it holds is untyped: the cast (`as never`) hands it
 * over, and the kind's response schema checks it when it is sent.
 */
const itemAnswer = (item: Record<string, unknown>) => ({ item }) as never;

export function librariesRoutes(app: FastifyInstance, libraries: LibrariesService) {
  const signedInOnly = { onRequest: [app.authenticate] };
  const asConsultant = { onRequest: [app.authenticate, app.requireRole('CONSULTANT')] };

  for (const kind of LIBRARY_KINDS) {
    const calls = libraryCalls[kind];

    // A hot read: the session is checked in the list's own query, which builds the answer's JSON.
    const lists =
      kind === 'foods'
        ? [calls.list]
        : // The older simple screens (/exercises, /equipment) read the same lists.
          [calls.list, libraryCalls.catalog[kind]];
    for (const list of lists) {
      serve(
        app,
        list,
        { onRequest: [app.requireBearer], config: { userLimit: 'list' } },
        async (request, reply) => {
          const { data } = await readSignedIn(request, (hash) =>
            libraries.listForSession(hash, kind, request.query),
          );
          return sendJsonText(reply, data);
        },
      );
    }

    serve(app, calls.one, signedInOnly, async (request) =>
      itemAnswer(await libraries.get(currentUser(request), kind, request.params.id)),
    );

    serve(app, calls.create, asConsultant, async (request, reply) =>
      reply.code(201).send(itemAnswer(await libraries.create(kind, request.body))),
    );

    serve(app, calls.update, asConsultant, async (request) =>
      itemAnswer(await libraries.update(kind, request.params.id, request.body)),
    );

    serve(app, calls.import, { ...asConsultant, bodyLimit: 5 * 1024 * 1024 }, async (request) =>
      libraries.import(kind, request.body.rows, request.body.firstRowNumber),
    );
  }

  serve(app, libraryCalls.setTypes, signedInOnly, async () => ({ setTypes: await libraries.setTypes() }));
}
