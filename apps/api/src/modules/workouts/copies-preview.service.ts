import type { User } from '@kinetic/contracts/auth';
import type { copiesInput } from '@kinetic/contracts/calendar';
import type { ClientWarning } from '@kinetic/contracts/conditions';
import type { ScheduleClash, SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/denied-reads.ts';
import { withoutClashes } from './schedule-clashes.ts';
import type { PlannedWorkout } from './scheduled-cap.ts';
import type { WorkoutsRepository } from './workouts.repository.ts';

type CopiesBody = z.output<typeof copiesInput>;

/**
 * POST /api/workouts/{id}/copies/preview: what copying a workout to many clients and days would
 * meet, before anything is written: the workouts already on those days, and the health warnings.
 */
export function createCopiesPreviewService(deps: {
  workouts: WorkoutsRepository;
  denied: DeniedReads;
  reachable: (trainerId: string, clientIds: string[]) => Promise<Set<string>>;
  findClashes: (planned: PlannedWorkout[]) => Promise<ScheduleClash[]>;
  /** The warnings each client gets from the workout's exercises. */
  warningsFor: (clientIds: string[], workoutId: string) => Promise<ClientWarning[]>;
}) {
  const { workouts, denied, reachable, findClashes, warningsFor } = deps;
  return {
    async preview(trainer: User, id: string, body: CopiesBody): Promise<SchedulePreviewAnswer> {
      const source = await workouts.find(id);
      if (!source || source.clientTrainerId !== trainer.id) throw notFound('Workout not found');
      const clientIds = [...new Set(body.targets.map((t) => t.assignedTo))];
      const mine = await reachable(trainer.id, clientIds);
      const errors = body.targets.flatMap((t, i) =>
        mine.has(t.assignedTo) ? [] : [{ path: `targets.${i}.assignedTo`, msg: 'Client not found' }],
      );
      if (errors.length) throw new HttpError(404, 'Client not found', errors);
      const clashes = await findClashes(body.targets);
      // The warnings read the clients' conditions: each such read is in the audit trail.
      await denied.reads(
        clientIds.map((subjectId) => ({
          actorId: trainer.id,
          subjectId,
          action: 'conditions.read' as const,
          allowed: true,
        })),
      );
      const n = body.targets.length;
      return {
        workouts: { keep: n, replace: n, skip: withoutClashes(body.targets, clashes).length },
        clashes,
        warnings: await warningsFor(clientIds, id),
      };
    },
  };
}

export type CopiesPreviewService = ReturnType<typeof createCopiesPreviewService>;
