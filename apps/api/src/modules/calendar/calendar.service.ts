import type { User } from '@kinetic/contracts/auth';
import type { CalendarAnswer, calendarQuery } from '@kinetic/contracts/calendar';
import type { z } from 'zod';
import type { JsonText } from '../../db/json.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ClientsRepository } from '../clients/clients.public.ts';
import type { WorkoutsRepository } from '../workouts/workouts.public.ts';

type Query = z.output<typeof calendarQuery>;

const OWN_ONLY = "A client's calendar shows only their own workouts: leave clientId out";

export function createCalendarService(deps: { workouts: WorkoutsRepository; clients: ClientsRepository }) {
  const { workouts, clients } = deps;
  return {
    /**
     * The workouts of the range the caller may see. A trainer sees their clients' (`clientId`: one
     * of them, another person is not found); a client sees their own, and may name only themselves
     * as `clientId` (a person who is trainer and client names themselves to read their own).
     */
    async read(user: User, query: Query): Promise<JsonText<CalendarAnswer>> {
      const { from, to, clientId } = query;
      if (user.roles.includes('CLIENT') && (clientId === user.id || !user.roles.includes('TRAINER'))) {
        if (clientId && clientId !== user.id) {
          throw new HttpError(400, OWN_ONLY, [{ path: 'clientId', msg: OWN_ONLY }]);
        }
        return workouts.calendarJson({ clientId: user.id }, from, to);
      }
      if (clientId && !(await clients.isAssigned(user.id, clientId))) throw notFound('Client not found');
      return workouts.calendarJson({ trainerId: user.id, clientId }, from, to);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
