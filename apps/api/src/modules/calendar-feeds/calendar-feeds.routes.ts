import { calendarFeedCalls } from '@kinetic/contracts/calendar-feeds';
import type { FastifyInstance } from 'fastify';
import { serve, serveStream } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CalendarFeedsService } from './calendar-feeds.service.ts';

export function calendarFeedsRoutes(app: FastifyInstance, feeds: CalendarFeedsService) {
  const signedIn = { onRequest: [app.authenticate, app.requireRole('TRAINER', 'CLIENT')] };

  serve(app, calendarFeedCalls.state, { ...signedIn, config: { userLimit: 'object' } }, async (request) =>
    feeds.state(currentUser(request)),
  );

  serve(app, calendarFeedCalls.turnOn, signedIn, async (request) => feeds.turnOn(currentUser(request)));

  serve(app, calendarFeedCalls.turnOff, signedIn, async (request, reply) => {
    await feeds.turnOff(currentUser(request));
    return reply.code(204).send(null);
  });

  // The secret in the path is the only credential: no session is looked at. The answer is text, so
  // it is sent as it is (the contract documents it).
  serveStream(app, calendarFeedCalls.feed, {}, async (request, reply) => {
    const text = await feeds.read(request.params.secret, request.ip);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(text);
  });
}
