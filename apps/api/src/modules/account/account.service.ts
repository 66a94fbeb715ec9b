import {
  LAST_CONSULTANT_DELETE,
  WRONG_ACCOUNT_PASSWORD,
  type AccountExport,
} from '@kinetic/contracts/account';
import type { User } from '@kinetic/contracts/auth';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { AuthThrottle } from '../auth/auth-throttle.ts';
import { normalizeEmail, type UsersRepository } from '../users/users.repository.ts';
import type { AccountRepository } from './account.repository.ts';

/** The person's own rights over their data: a copy of all of it, and erasure. */
export function createAccountService(deps: {
  db: Db;
  account: AccountRepository;
  users: UsersRepository;
  audit: AuditRepository;
  throttle: AuthThrottle;
}) {
  const { db, account, users, audit, throttle } = deps;

  return {
    async exportData(user: User): Promise<AccountExport> {
      await audit.record({ actorId: user.id, subjectId: user.id, action: 'account.export', allowed: true });
      const data = await account.personalData(user.id);
      return { exportedAt: new Date().toISOString(), profile: user, ...data };
    },

    /**
     * Needs the password. One transaction: the health data, sessions and the user row go, clients
     * are unassigned, and an audit row (ids only) records it. The last active consultant stays.
     */
    async deleteAccount(user: User, password: string): Promise<void> {
      const ok = await throttle.checkPassword(normalizeEmail(user.email), async () =>
        verifyPassword(await users.findPasswordHash(user.id), password),
      );
      if (!ok) throw badRequest(WRONG_ACCOUNT_PASSWORD, 'password');
      await db.transaction(async (tx) => {
        const consultants = await users.lockActiveConsultants(tx);
        if (consultants.length === 1 && consultants[0] === user.id) {
          throw new HttpError(409, LAST_CONSULTANT_DELETE);
        }
        // Gone already (a second delete racing this one): nothing left to erase.
        if (!(await account.lock(user.id, tx))) return;
        await account.erase(user.id, tx);
        await audit.record(
          { actorId: user.id, subjectId: user.id, action: 'account.delete', allowed: true },
          tx,
        );
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
