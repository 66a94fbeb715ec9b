import type { User } from '@kinetic/contracts/auth';
import { PROGRESS_TYPES, type ProgressEntry, type progressInput } from '@kinetic/contracts/progress';
import type { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { ClientsRepository } from '../clients/clients.repository.ts';
import type { ProgressRepository } from './progress.repository.ts';

/** Clients log their own measurements; their trainer reads them. */
export function createProgressService(deps: { progress: ProgressRepository; clients: ClientsRepository }) {
  const { progress, clients } = deps;
  return {
    listOwn: (client: User) => progress.listOf(client.id),

    log: (client: User, body: z.output<typeof progressInput>): Promise<ProgressEntry> =>
      progress.insert({ clientId: client.id, ...body, category: PROGRESS_TYPES[body.type].category }),

    async remove(client: User, id: string): Promise<void> {
      if (!(await progress.deleteOwn(client.id, id))) throw notFound('Entry not found');
    },

    async listOfClient(trainer: User, clientId: string): Promise<ProgressEntry[]> {
      if (!trainer.roles.includes('TRAINER')) throw forbidden();
      if (!(await clients.isAssigned(trainer.id, clientId))) throw notFound('Client not found');
      return progress.listOf(clientId);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
