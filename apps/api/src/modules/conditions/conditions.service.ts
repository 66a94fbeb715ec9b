import type { ClientWarning } from '@kinetic/contracts/programs';
import type { User } from '@kinetic/contracts/auth';
import {
  conditionWarnings,
  type ClientConditions,
  type Condition,
  type ExerciseWarning,
} from '@kinetic/contracts/conditions';
import { notFound } from '../../lib/http-error.ts';
import type { ClientsRepository } from '../clients/clients.repository.ts';
import type { OnboardingRepository } from '../onboarding/onboarding.repository.ts';
import { toAnswers } from '../onboarding/onboarding.service.ts';
import type { ConditionsRepository } from './conditions.repository.ts';
import { suggestedConditions } from './suggested-conditions.ts';

export function createConditionsService(deps: {
  conditions: ConditionsRepository;
  clients: ClientsRepository;
  onboarding: OnboardingRepository;
}) {
  const { conditions, clients, onboarding } = deps;

  async function requireClientOf(trainer: User, clientId: string) {
    if (!(await clients.isAssigned(trainer.id, clientId))) throw notFound('Client not found');
  }

  return {
    /** A client's conditions and those their intake points to, for their own trainer. */
    async get(trainer: User, clientId: string): Promise<ClientConditions> {
      await requireClientOf(trainer, clientId);
      const [confirmed, answers] = await Promise.all([
        conditions.ofClient(clientId),
        onboarding.current(clientId),
      ]);
      return { conditions: confirmed, suggested: suggestedConditions(toAnswers(answers)) };
    },

    async save(trainer: User, clientId: string, list: Condition[]): Promise<{ conditions: Condition[] }> {
      await requireClientOf(trainer, clientId);
      await conditions.save(clientId, list);
      return { conditions: list };
    },

    /** The warnings of a workout's plan for its client's conditions (for the client's trainer). */
    async warningsForWorkout(workoutId: string): Promise<ExerciseWarning[]> {
      const flagged = await conditions.flaggedInWorkout(workoutId);
      return conditionWarnings(flagged.conditions, flagged.exercises);
    },

    /** The warnings each client gets from these templates' exercises (a program being assigned). */
    async warningsForTemplates(clientIds: string[], templateIds: string[]): Promise<ClientWarning[]> {
      const flagged = await conditions.flaggedInTemplates(clientIds, templateIds);
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
