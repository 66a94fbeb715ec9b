import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import type { User } from '@kinetic/contracts/auth';
import type { ClientWarning } from '@kinetic/contracts/conditions';
import type { ClashChoice, SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import {
  ASSIGNMENT_ENDED,
  MOVED_BEFORE_TODAY,
  type MoveAssignmentAnswer,
  type UnassignAnswer,
} from '@kinetic/contracts/program-assignments';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Db } from '../../db/client.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import { withoutClashes } from '../workouts/workouts.public.ts';
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
  denied: DeniedReads;
  /** The warnings the client gets from the exercises of those of their workouts. */
  warningsFor: (clientId: string, workoutIds: string[]) => Promise<ClientWarning[]>;
}) {
  const { changes, notifier, denied, warningsFor } = deps;

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

    /**
     * What moving the start would meet, nothing written: the client's other workouts on the days
     * its upcoming ones land on, and the health warnings of those workouts.
     */
    async movePreview(trainer: User, id: string, startDate: string): Promise<SchedulePreviewAnswer> {
      const found = await changes.movePreview(trainer.id, id, startDate);
      if (typeof found === 'string') refusal(found);
      const { clientId, landed, clashes } = found;
      // The warnings read the client's conditions: the read is in the audit trail.
      await denied.allowedReads(trainer.id, [clientId], 'conditions.read');
      const n = landed.length;
      return {
        workouts: { keep: n, replace: n, skip: withoutClashes(landed, clashes).length },
        clashes,
        warnings: await warningsFor(
          clientId,
          landed.map((l) => l.id),
        ),
      };
    },

    /** Its upcoming workouts that are not done shift by the days the start moves. */
    async move(
      trainer: User,
      id: string,
      startDate: string,
      onClash: ClashChoice,
    ): Promise<MoveAssignmentAnswer> {
      const done = await changes.move(trainer.id, id, startDate, onClash, (a, moved, tx) =>
        tell(
          a,
          `Program moved: ${a.programName}`,
          `Now starting ${calendarDateLabel(startDate)}: ${plural(moved)} moved`,
          tx,
        ),
      );
      if (typeof done === 'string') refusal(done);
      await notifier.announce(done.also);
      return { startDate, moved: done.moved, replaced: done.replaced, skipped: done.skipped };
    },
  };
}

export type AssignmentChangesService = ReturnType<typeof createAssignmentChangesService>;
