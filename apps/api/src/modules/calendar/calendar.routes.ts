import { calendarCalls } from '@kinetic/contracts/calendar';
import type { FastifyInstance } from 'fastify';
import { sendJsonText } from '../../lib/json-reply.ts';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CalendarService } from './calendar.service.ts';

export function calendarRoutes(app: FastifyInstance, calendar: CalendarService) {
  serve(
    app,
    calendarCalls.read,
    {
      onRequest: [app.authenticate, app.requireRole('TRAINER', 'CLIENT')],
      config: { userLimit: 'list' },
    },
    // Read on every visit to the calendar (and measured by the bench): the database builds the
    // answer's JSON text, sent as it is.
    async (request, reply) => sendJsonText(reply, await calendar.read(currentUser(request), request.query)),
  );
}
