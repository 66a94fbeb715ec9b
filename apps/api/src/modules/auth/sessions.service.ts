import type { User } from '@kinetic/contracts/auth';
import type { PageQuery } from '@kinetic/contracts/common';
import type { SessionListAnswer } from '@kinetic/contracts/security';
import { notFound } from '../../lib/http-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { SessionsRepository } from '../../domain/sessions.repository.ts';

/** A person's signed-in devices: the list, and ending one or all of the others. */
export function createSessionsService(deps: { sessions: SessionsRepository; audit: AuditRepository }) {
  const { sessions, audit } = deps;
  const revoked = (user: User, detail: string) =>
    audit.record({ actorId: user.id, subjectId: user.id, action: 'session.revoke', allowed: true, detail });

  return {
    list: (user: User, token: string, page: PageQuery): Promise<SessionListAnswer> =>
      sessions.listOfUser(user.id, hashToken(token), page),

    /** Ends one of the caller's sessions (the current one too: that is signing out). */
    async revoke(user: User, id: string): Promise<void> {
      if (!(await sessions.deleteOne(user.id, id))) throw notFound('Session not found');
      await revoked(user, `session ${id}`);
    },

    /** Ends every session of the caller but this one. */
    async revokeOthers(user: User, token: string): Promise<void> {
      const ended = await sessions.deleteAllOfUser(user.id, undefined, hashToken(token));
      await revoked(user, `every other session (${ended})`);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
