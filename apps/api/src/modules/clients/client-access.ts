import type { AuditAction } from '@kinetic/contracts/audit';
import type { User } from '@kinetic/contracts/auth';
import { notFound } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import type { ClientsRepository } from './clients.repository.ts';

/**
 * The audited check that a trainer reaches a client (a TRAINER whose current, active client they
 * are; see trainer-reach.ts), for every module that reads or changes a client's data on the
 * trainer's behalf. A read goes to the audit trail allowed or refused (a series of the same read
 * collapsed, and refusals count against the caller's limit); a write (`*.write`) only when refused,
 * since the write itself is recorded with the write.
 */
export function createClientAccess({ clients, denied }: { clients: ClientsRepository; denied: DeniedReads }) {
  /** Whether the trainer reaches the client, in the audit trail as above. */
  const reaches = async (trainer: User, clientId: string, action: AuditAction): Promise<boolean> => {
    const allowed = trainer.roles.includes('TRAINER') && (await clients.isAssigned(trainer.id, clientId));
    if (!allowed || !action.endsWith('.write'))
      await denied.reads([{ actorId: trainer.id, subjectId: clientId, action, allowed }]);
    return allowed;
  };

  /** The same check, answering 404 'Client not found' when the trainer does not reach the client. */
  const require = async (trainer: User, clientId: string, action: AuditAction): Promise<void> => {
    if (!(await reaches(trainer, clientId, action))) throw notFound('Client not found');
  };

  return { reaches, require };
}

export type ClientAccess = ReturnType<typeof createClientAccess>;
