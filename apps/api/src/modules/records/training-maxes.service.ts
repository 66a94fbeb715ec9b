import type { User } from '@kinetic/contracts/auth';
import {
  TRAINING_MAXES_LIMIT_REACHED,
  type TrainingMaxEntry,
  type TrainingMaxInput,
  type TrainingMaxesAnswer,
} from '@kinetic/contracts/training-maxes';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { AuditRepository, DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import type { RecordsRepository } from './records.repository.ts';
import type { TrainingMaxesRepository } from './training-maxes.repository.ts';

/** A client's training maxes, for their trainer: the ones set, else their records' estimate. */
export function createTrainingMaxesService(deps: {
  trainingMaxes: TrainingMaxesRepository;
  records: RecordsRepository;
  clients: ClientsRepository;
  audit: AuditRepository;
  denied: DeniedReads;
}) {
  const { trainingMaxes, records, audit } = deps;
  const requireClientOf = createClientAccess(deps).require;

  // The detail names the exercise, never the weight.
  const recordWrite = (trainer: User, clientId: string, detail: string) =>
    audit.record({
      actorId: trainer.id,
      subjectId: clientId,
      action: 'training-maxes.write',
      allowed: true,
      detail,
    });

  return {
    async ofClient(trainer: User, clientId: string): Promise<TrainingMaxesAnswer> {
      await requireClientOf(trainer, clientId, 'training-maxes.read');
      const set = await trainingMaxes.ofClient(clientId);
      const has = new Set(set.map((t) => t.exerciseId));
      const estimated = (await records.recordsOf(clientId, trainer.id)).records
        .filter((r) => !has.has(r.exerciseId))
        .map((r): TrainingMaxEntry => ({
          exerciseId: r.exerciseId,
          exerciseName: r.exerciseName,
          weight: r.estimatedOneRepMax,
          weightUnit: r.weightUnit,
          source: 'records',
          updatedAt: null,
        }));
      const all = [...set, ...estimated].sort(
        (a, b) => a.exerciseName.localeCompare(b.exerciseName) || a.exerciseId.localeCompare(b.exerciseId),
      );
      return { trainingMaxes: all };
    },

    async set(
      trainer: User,
      clientId: string,
      exerciseId: string,
      input: TrainingMaxInput,
    ): Promise<{ trainingMax: TrainingMaxEntry }> {
      await requireClientOf(trainer, clientId, 'training-maxes.write');
      const written = await trainingMaxes.set(clientId, exerciseId, input, trainer.id);
      if (written === 'no exercise') throw notFound('Exercise not found');
      if (written === 'full') throw conflict(TRAINING_MAXES_LIMIT_REACHED);
      await recordWrite(trainer, clientId, `set the training max of exercise ${exerciseId}`);
      return { trainingMax: written };
    },

    async remove(trainer: User, clientId: string, exerciseId: string): Promise<void> {
      await requireClientOf(trainer, clientId, 'training-maxes.write');
      if (!(await trainingMaxes.remove(clientId, exerciseId))) throw notFound('Training max not found');
      await recordWrite(trainer, clientId, `removed the training max of exercise ${exerciseId}`);
    },
  };
}

export type TrainingMaxesService = ReturnType<typeof createTrainingMaxesService>;
