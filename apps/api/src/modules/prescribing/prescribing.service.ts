import type { User } from '@kinetic/contracts/auth';
import {
  SUGGESTIONS_MAX,
  type ExerciseSuggestions,
  type LastPerformancesAnswer,
} from '@kinetic/contracts/prescribing';
import { notFound } from '../../lib/http-error.ts';
import type { ClientsRepository } from '../clients/clients.public.ts';
import type { PrescribingRepository } from './prescribing.repository.ts';

/** What speeds up building a client's workout: suggested exercises and what the client last did. */
export function createPrescribingService(deps: {
  prescribing: PrescribingRepository;
  clients: ClientsRepository;
}) {
  const { prescribing, clients } = deps;

  async function requireClientOf(trainer: User, clientId: string) {
    if (!(await clients.isAssigned(trainer.id, clientId))) throw notFound('Client not found');
  }
  // A consultant sees library exercises not approved yet; everyone else only approved ones.
  const approvedOnly = (user: User) => !user.roles.includes('CONSULTANT');

  return {
    async suggestions(trainer: User, clientId: string): Promise<ExerciseSuggestions> {
      await requireClientOf(trainer, clientId);
      const [recent, mostUsed] = await Promise.all([
        prescribing.recentOfClient(clientId, approvedOnly(trainer), SUGGESTIONS_MAX),
        prescribing.mostUsedBy(trainer.id, approvedOnly(trainer), SUGGESTIONS_MAX),
      ]);
      return { recent, mostUsed };
    },

    async lastPerformances(
      trainer: User,
      clientId: string,
      exerciseIds: string[],
    ): Promise<LastPerformancesAnswer> {
      await requireClientOf(trainer, clientId);
      return { performances: await prescribing.lastPerformances(clientId, exerciseIds) };
    },
  };
}

export type PrescribingService = ReturnType<typeof createPrescribingService>;
