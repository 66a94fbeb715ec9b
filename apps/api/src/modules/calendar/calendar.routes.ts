import { calendarAnswer, calendarQuery } from '@kinetic/contracts/calendar';
import { errorBody } from '@kinetic/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CalendarService } from './calendar.service.ts';

export function calendarRoutes(app: FastifyInstance, calendar: CalendarService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/calendar',
    {
      onRequest: [app.authenticate, app.requireRole('TRAINER', 'CLIENT')],
      config: { userLimit: 'list' as const },
      schema: {
        summary: "The workouts of a range of days: a trainer's clients', or a client's own",
        tags: ['workouts'],
        security: [{ bearer: [] }],
        querystring: calendarQuery,
        response: { 200: calendarAnswer, 400: errorBody, 404: errorBody },
      },
    },
    // Read on every visit to the calendar (and measured by the bench): the database builds the
    // answer's JSON text, sent as it is.
    async (request, reply) => sendJsonText(reply, await calendar.read(currentUser(request), request.query)),
  );
}
