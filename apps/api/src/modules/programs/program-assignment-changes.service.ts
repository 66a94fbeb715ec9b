import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import type { User } from '@kinetic/contracts/auth';
import {
  ASSIGNMENT_ENDED,
  MOVED_BEFORE_TODAY,
  type MoveAssignmentAnswer,
  type UnassignAnswer,
} from '@kinetic/contracts/program-assignments';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type {
  AssignmentChangesRepository,
  ChangeRefusal,
  HeldAssignment,
} from './program-assignment-changes.repository.ts';

const ASSIGNMENT_NOT_FOUND = 'Program assignment not found';
const BEYOND_CALENDAR = 'The program would run past the year 9999';

const plural = (n: number) => `${n} upcoming workout${n === 1 ? '' : 's'}`;

/** The answer for a change refused: 404 for another trainer's (or gone), 409 once ended, else 400. */
function refusal(why: ChangeRefusal): never {
  if (why === 'missing') throw notFound(ASSIGNMENT_NOT_FOUND);
  if (why === 'ended') throw conflict(ASSIGNMENT_ENDED);
  throw badRequest(why === 'before-today' ? MOVED_BEFORE_TODAY : BEYOND_CALENDAR, 'startDate');
}

/** A coach removes a program from a client, or moves its start; the client is told either way. */
export function createAssignmentChangesService(deps: {
  changes: AssignmentChangesRepository;
  notifier: Notifier;
}) {
  const { changes, notifier } = deps;

  /** The notice to the client, written with the change. */
  const tell = (a: HeldAssignment, title: string, body: string, tx: Db) =>
    notifier.record(
      [
        {
          userId: a.clientId,
          subjectId: null,
          // The coach changed the client's calendar: their screens refresh their workouts.
          kind: 'workout-assigned' as const,
          title,
          body,
          link: '/client/calendar',
        },
      ],
      tx,
    );

  return {
    /** Its upcoming workouts that are not done leave the client's calendar; the done ones stay. */
    async unassign(trainer: User, id: string): Promise<UnassignAnswer> {
      const done = await changes.unassign(trainer.id, id, (a, removed, tx) =>
        tell(a, `Program removed: ${a.programName}`, `${plural(removed)} removed`, tx),
      );
      if (typeof done === 'string') refusal(done);
      await notifier.announce(done.also);
      return { removed: done.removed, kept: done.kept };
    },

    /** Its upcoming workouts that are not done shift by the days the start moves. */
    async move(trainer: User, id: string, startDate: string): Promise<MoveAssignmentAnswer> {
      const done = await changes.move(trainer.id, id, startDate, (a, moved, tx) =>
        tell(
          a,
          `Program moved: ${a.programName}`,
          `Now starting ${calendarDateLabel(startDate)}: ${plural(moved)} moved`,
          tx,
        ),
      );
      if (typeof done === 'string') refusal(done);
      await notifier.announce(done.also);
      return { startDate, moved: done.moved };
    },
  };
}

export type AssignmentChangesService = ReturnType<typeof createAssignmentChangesService>;
