import type { ClientWarning } from '@kinetic/contracts/conditions';
import type { User } from '@kinetic/contracts/auth';
import {
  conditionWarnings,
  type ClientConditions,
  type Condition,
  type ExerciseWarning,
} from '@kinetic/contracts/conditions';
import type { Db } from '../../db/client.ts';
import type { AuditRepository, DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import { toAnswers, type OnboardingRepository } from '../onboarding/onboarding.public.ts';
import type { ConditionsRepository } from './conditions.repository.ts';
import { suggestedConditions } from './suggested-conditions.ts';

export function createConditionsService(deps: {
  db: Db;
  conditions: ConditionsRepository;
  clients: ClientsRepository;
  onboarding: OnboardingRepository;
  audit: AuditRepository;
  denied: DeniedReads;
}) {
  const { db, conditions, onboarding, audit, denied } = deps;
  /** Whether the trainer may see or change the client's conditions, audited (see client-access.ts). */
  const requireClientOf = createClientAccess(deps).require;

  return {
    /** A client's conditions and those their intake points to, for their own trainer. */
    async get(trainer: User, clientId: string): Promise<ClientConditions> {
      await requireClientOf(trainer, clientId, 'conditions.read');
      const [confirmed, answers] = await Promise.all([
        conditions.ofClient(clientId),
        onboarding.current(clientId),
      ]);
      return { conditions: confirmed, suggested: suggestedConditions(toAnswers(answers)) };
    },

    /** The signed-in client's own conditions, as their trainer confirmed them. */
    async own(client: User): Promise<{ conditions: Condition[] }> {
      // The owner's reads are recorded as the intake's are (collapsed: the profile page reads it often).
      await denied.allowedReads(client.id, [client.id], 'conditions.read');
      return { conditions: await conditions.ofClient(client.id) };
    },

    /** Every change is an audit entry with the counts added and removed, never the conditions. */
    async save(trainer: User, clientId: string, list: Condition[]): Promise<{ conditions: Condition[] }> {
      await requireClientOf(trainer, clientId, 'conditions.write');
      await db.transaction(async (tx) => {
        const before = await conditions.save(clientId, list, tx);
        const added = list.filter((c) => !before.includes(c)).length;
        const removed = before.filter((c) => !list.includes(c)).length;
        await audit.record(
          {
            actorId: trainer.id,
            subjectId: clientId,
            action: 'conditions.write',
            allowed: true,
            detail: `${added} added, ${removed} removed`,
          },
          tx,
        );
      });
      return { conditions: list };
    },

    /** The warnings of a workout's plan for its client's conditions (for the client's trainer). */
    async warningsForWorkout(workoutId: string): Promise<ExerciseWarning[]> {
      const flagged = await conditions.flaggedInWorkout(workoutId);
      return conditionWarnings(flagged.conditions, flagged.exercises);
    },

    /**
     * The warnings each client gets from these templates' exercises (a program being assigned), or
     * these workouts' (copies of them being made for the clients).
     */
    async warningsForTemplates(
      clientIds: string[],
      templateIds: string[],
      from: 'templates' | 'workouts' = 'templates',
    ): Promise<ClientWarning[]> {
      const flagged = await conditions.flaggedInTemplates(clientIds, templateIds, from);
      return clientIds.flatMap((clientId) => {
        const theirs = flagged.get(clientId);
        return theirs
          ? conditionWarnings(theirs.conditions, theirs.exercises).map((w) => ({ clientId, ...w }))
          : [];
      });
    },
  };
}

export type ConditionsService = ReturnType<typeof createConditionsService>;
