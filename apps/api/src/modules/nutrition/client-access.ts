import type { User } from '@kinetic/contracts/auth';
import { notFound } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import type { ClientsRepository } from '../clients/clients.public.ts';

/**
 * Whether the trainer reaches the client (their current, active client), else 404; reads and
 * refusals go to the audit trail (a series of the same read collapsed), writes are recorded with
 * the write.
 */
export const clientAccess =
  ({ clients, denied }: { clients: ClientsRepository; denied: DeniedReads }) =>
  async (trainer: User, clientId: string, action: 'nutrition.read' | 'nutrition.write') => {
    const allowed = trainer.roles.includes('TRAINER') && (await clients.isAssigned(trainer.id, clientId));
    if (action === 'nutrition.read' || !allowed)
      await denied.reads([{ actorId: trainer.id, subjectId: clientId, action, allowed }]);
    if (!allowed) throw notFound('Client not found');
  };
