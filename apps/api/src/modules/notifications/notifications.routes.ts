import { notificationsCalls } from '@kinetic/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { hashToken } from '../../lib/tokens.ts';
import { currentUser, presentedToken } from '../../plugins/auth.ts';
import type { LiveStreams } from './live-streams.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService; streams: LiveStreams },
) {
  const { notifications, streams } = deps;
  const signedIn = { onRequest: [app.authenticate] };

  serve(app, notificationsCalls.list, { ...signedIn, config: { userLimit: 'list' } }, async (request) =>
    notifications.list(currentUser(request), request.query),
  );

  serve(app, notificationsCalls.markRead, signedIn, async (request, reply) => {
    await notifications.markRead(currentUser(request), request.body);
    return reply.code(204).send(null);
  });

  serve(
    app,
    notificationsCalls.events,
    // Each open counts like a list read, so that a script reopening streams is slowed too.
    { ...signedIn, config: { userLimit: 'list' } },
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
