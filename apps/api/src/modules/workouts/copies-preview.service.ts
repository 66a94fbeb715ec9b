import type { User } from '@kinetic/contracts/auth';
import type { copiesInput } from '@kinetic/contracts/calendar';
import type { ClientWarning } from '@kinetic/contracts/conditions';
import type { ScheduleClash, SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import type { z } from 'zod';
import { clientDataReaders } from '../../domain/read-policy.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import type { TemplatesRepository } from '../templates/templates.public.ts';
import { withoutClashes } from './schedule-clashes.ts';
import type { PlannedWorkout } from './scheduled-cap.ts';
import type { CopySource } from './workout-schedule.repository.ts';
import type { WorkoutsRepository } from './workouts.repository.ts';

type CopiesBody = z.output<typeof copiesInput>;

const SOURCE_NOT_FOUND = { workout: 'Workout not found', template: 'Template not found' } as const;

/**
 * The previews of the writes the copy writer makes, before anything is written: copying a workout
 * to many clients and days (POST /api/workouts/{id}/copies/preview) and scheduling a template (POST
 * /api/templates/{id}/schedule/preview). Both answer the workouts already on those days and the
 * health warnings.
 */
export function createCopiesPreviewService(deps: {
  workouts: WorkoutsRepository;
  templates: TemplatesRepository;
  denied: DeniedReads;
  reachable: (trainerId: string, clientIds: string[]) => Promise<Set<string>>;
  findClashes: (planned: PlannedWorkout[]) => Promise<ScheduleClash[]>;
  /** The warnings each client gets from the source's exercises. */
  warningsFor: (clientIds: string[], source: CopySource) => Promise<ClientWarning[]>;
}) {
  const { workouts, templates, denied, reachable, findClashes, warningsFor } = deps;

  /** A workout of one of the trainer's clients, or a template the trainer may use (theirs or shared). */
  async function usable(trainer: User, source: CopySource): Promise<boolean> {
    if (source.kind === 'template') return (await templates.findUsable(trainer.id, source.id)) !== undefined;
    const w = await workouts.find(source.id);
    return (
      w !== undefined &&
      clientDataReaders.readerOf(trainer, w.summary.assignedTo, w.clientTrainerId) === 'trainer'
    );
  }

  return {
    async preview(trainer: User, source: CopySource, body: CopiesBody): Promise<SchedulePreviewAnswer> {
      if (!(await usable(trainer, source))) throw notFound(SOURCE_NOT_FOUND[source.kind]);
      const clientIds = [...new Set(body.targets.map((t) => t.assignedTo))];
      const mine = await reachable(trainer.id, clientIds);
      const errors = body.targets.flatMap((t, i) =>
        mine.has(t.assignedTo) ? [] : [{ path: `targets.${i}.assignedTo`, msg: 'Client not found' }],
      );
      if (errors.length) throw new HttpError(404, 'Client not found', errors);
      const clashes = await findClashes(body.targets);
      // The warnings read the clients' conditions: each such read is in the audit trail.
      await denied.allowedReads(trainer.id, clientIds, 'conditions.read');
      const n = body.targets.length;
      return {
        workouts: { keep: n, replace: n, skip: withoutClashes(body.targets, clashes).length },
        clashes,
        warnings: await warningsFor(clientIds, source),
      };
    },
  };
}

export type CopiesPreviewService = ReturnType<typeof createCopiesPreviewService>;
