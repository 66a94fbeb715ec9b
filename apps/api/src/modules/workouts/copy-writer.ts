import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import type { User } from '@kinetic/contracts/auth';
import type { copiesInput } from '@kinetic/contracts/calendar';
import type { ClashChoice } from '@kinetic/contracts/schedule-clashes';
import { SCHEDULED_WORKOUTS_LIMIT_REACHED, type WorkoutSummary } from '@kinetic/contracts/workouts';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { NewNotification, Notifier } from '../notifications/notifications.public.ts';
import type { CopySource } from './workout-schedule.repository.ts';
import type { WorkoutsRepository } from './workouts.repository.ts';

type Targets = z.output<typeof copiesInput>['targets'];

const CLIENT_NOT_FOUND = 'Client not found';

/** What tells each client of a new workout of theirs. */
export const assignedNotices = (
  made: { id: string; assignedTo: string; name: string; scheduledDate: string | null }[],
): NewNotification[] =>
  made.map((w) => ({
    userId: w.assignedTo,
    subjectId: null,
    kind: 'workout-assigned' as const,
    title: `New workout: ${w.name}`,
    body: w.scheduledDate ? `Scheduled for ${calendarDateLabel(w.scheduledDate)}` : '',
    link: `/workouts/${w.id}`,
  }));

/**
 * Writes one workout per target from a workout or a template the caller has already found usable,
 * all of them or none, and tells each client: every target must be one of the trainer's clients
 * (else 404 naming the targets that are not) and none may pass the scheduled-ahead cap (else 400).
 * Each copy gets fresh ids and no actuals; a target without a name keeps the source's. Answers the
 * new workouts in the order of the targets; none if the source was deleted meanwhile.
 */
export function createCopyWriter(deps: { workouts: WorkoutsRepository; notifier: Notifier }) {
  const { workouts, notifier } = deps;
  return async function writeCopies(
    trainer: User,
    source: CopySource,
    targets: Targets,
    /** What happens on days a client already has a workout (see insertCopies). */
    onClash: ClashChoice = 'keep',
  ): Promise<WorkoutSummary[]> {
    const copies = targets.map((target) => ({
      assignedTo: target.assignedTo,
      scheduledDate: target.scheduledDate,
      name: target.name ?? null,
    }));
    const made = await workouts.insertCopies(trainer.id, source, copies, onClash, (summaries, tx) =>
      notifier.record(assignedNotices(summaries), tx),
    );
    if ('foreign' in made || 'full' in made) {
      const [refused, status, msg] =
        'foreign' in made
          ? [made.foreign, 404, CLIENT_NOT_FOUND]
          : [made.full, 400, SCHEDULED_WORKOUTS_LIMIT_REACHED];
      const errors = targets.flatMap((t, i) =>
        refused.has(t.assignedTo) ? [{ path: `targets.${i}.assignedTo`, msg }] : [],
      );
      throw new HttpError(status, msg, errors);
    }
    await notifier.announce(made.also);
    return made.workouts;
  };
}

export type CopyWriter = ReturnType<typeof createCopyWriter>;
