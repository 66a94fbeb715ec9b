import type { ClientDetail } from '@kinetic/contracts/clients';
import type { User } from '@kinetic/contracts/auth';
import type { PageQuery } from '@kinetic/contracts/common';
import { notFound } from '../../lib/http-error.ts';
import type { ClientsRepository } from './clients.repository.ts';

/** A trainer's own clients: any other client is 'not found', as if it did not exist. */
export function createClientsService(clients: ClientsRepository) {
  return {
    /** The session's user and a page of their clients as JSON text, in one statement. */
    listForSession: (tokenHash: string, query: { search?: string | undefined } & PageQuery) =>
      clients.listForSession(tokenHash, query),

    async get(trainer: User, clientId: string): Promise<ClientDetail> {
      const client = await clients.get(trainer.id, clientId);
      if (!client) throw notFound('Client not found');
      return client;
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
