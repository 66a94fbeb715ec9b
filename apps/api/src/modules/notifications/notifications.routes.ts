import { errorBody } from '@kinetic/contracts/common';
import {
  markReadInput,
  notificationListAnswer,
  notificationListQuery,
} from '@kinetic/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken } from '../../lib/tokens.ts';
import { currentUser, presentedToken } from '../../plugins/auth.ts';
import type { LiveStreams } from './live-streams.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService; streams: LiveStreams },
) {
  const { notifications, streams } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: [app.authenticate] };

  r.get(
    '/api/notifications',
    {
      ...signedIn,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'My notifications, newest first, and how many are unread',
        tags,
        security,
        querystring: notificationListQuery,
        response: { 200: notificationListAnswer, 400: errorBody },
      },
    },
    async (request) => notifications.list(currentUser(request), request.query),
  );

  r.post(
    '/api/notifications/read',
    {
      ...signedIn,
      schema: {
        summary: 'Mark some or all of my notifications read',
        tags,
        security,
        body: markReadInput,
        response: { 204: z.null(), 400: errorBody },
      },
    },
    async (request, reply) => {
      await notifications.markRead(currentUser(request), request.body);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/events',
    {
      ...signedIn,
      // Each open counts like a list read, so that a script reopening streams is slowed too.
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'My live events (Server-Sent Events: notification, message, resync)',
        description:
          'A text/event-stream answer that stays open: `notification` and `message` events carry the ' +
          'same JSON as their lists; `resync` says that events may have been missed (refetch the ' +
          'lists); a comment line comes at least every 25 s. The stream closes when its session ends. ' +
          'A person holds at most 5 streams open, and one session at most 3: opening one more closes ' +
          'their oldest, after a `replaced` event (do not reconnect at once). Each open counts as a ' +
          'list read against USER_LIST_READS_PER_MINUTE.',
        tags,
        security,
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      const tokenHash = hashToken(presentedToken(request));
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'x-accel-buffering': 'no',
      });
      // The browser reconnects by itself after this long when the stream drops.
      raw.write('retry: 3000\n\n');
      const stream = {
        userId: user.id,
        tokenHash,
        write: (chunk: string) => void raw.write(chunk),
        end: () => raw.end(),
      };
      streams.open(stream);
      request.raw.on('close', () => streams.remove(stream));
    },
  );
}
