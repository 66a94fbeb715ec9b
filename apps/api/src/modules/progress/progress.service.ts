import type { User } from '@kinetic/contracts/auth';
import type { PageQuery } from '@kinetic/contracts/common';
import {
  PROGRESS_ENTRIES_PER_CLIENT_MAX,
  PROGRESS_LIMIT_REACHED,
  PROGRESS_TYPES,
  type ProgressEntry,
  type progressInput,
} from '@kinetic/contracts/progress';
import type { z } from 'zod';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import type { Keep } from '../../lib/idempotency.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import type { ProgressRepository } from './progress.repository.ts';

/** Clients log their own measurements; their trainer reads them. */
export function createProgressService(deps: {
  progress: ProgressRepository;
  clients: ClientsRepository;
  denied: DeniedReads;
}) {
  const { progress } = deps;
  const access = createClientAccess(deps);
  return {
    listOwn: (client: User, page: PageQuery) => progress.listOf(client.id, page),

    /** A client's entries stop at PROGRESS_ENTRIES_PER_CLIENT_MAX: their rows cannot grow without end. */
    async log(
      client: User,
      body: z.output<typeof progressInput>,
      keep: Keep<ProgressEntry>,
    ): Promise<ProgressEntry> {
      const values = { clientId: client.id, ...body, category: PROGRESS_TYPES[body.type].category };
      const entry = await keep(
        (tx) => progress.insertWithin(PROGRESS_ENTRIES_PER_CLIENT_MAX, values, tx),
        (kept) => kept,
      );
      if (!entry) throw new HttpError(409, PROGRESS_LIMIT_REACHED);
      return entry;
    },

    async remove(client: User, id: string): Promise<void> {
      if (!(await progress.deleteOwn(client.id, id))) throw notFound('Entry not found');
    },

    async listOfClient(trainer: User, clientId: string, page: PageQuery) {
      if (!trainer.roles.includes('TRAINER')) throw forbidden();
      // Another person's measurements: in the audit trail, read or refused.
      await access.require(trainer, clientId, 'progress.read');
      return progress.listOf(clientId, page);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
