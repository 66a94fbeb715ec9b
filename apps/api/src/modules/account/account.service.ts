import type { Readable } from 'node:stream';
import { LAST_CONSULTANT_DELETE, WRONG_ACCOUNT_PASSWORD } from '@kinetic/contracts/account';
import type { User } from '@kinetic/contracts/auth';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import { deleteObjectsLater } from '../../lib/object-storage/delete-later.ts';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { AuthThrottle } from '../../domain/auth-throttle.ts';
import { normalizeEmail, type UsersRepository } from '../users/users.public.ts';
import type { AccountRepository } from './account.repository.ts';
import { chunkedWriter, scratchFile, writeExport } from './export-file.ts';
import { photosZip } from './photos-zip.ts';

/** The person's own rights over their data: a copy of all of it, and erasure. */
export function createAccountService(deps: {
  db: Db;
  account: AccountRepository;
  users: UsersRepository;
  audit: AuditRepository;
  throttle: AuthThrottle;
  /** Its outbox keeps copies of mails sent (without SMTP): they go with the account. */
  mailer: Mailer;
  afterAnswer: AfterAnswer;
  /** Where exports are written before they are sent: the private DATA_DIR. */
  scratchDir: string;
  /** Where the progress photos are: exported, and erased with the account. */
  objects: ObjectStorage;
}) {
  const { db, account, users, audit, throttle, mailer, afterAnswer, scratchDir, objects } = deps;

  return {
    /**
     * Everything stored about the person, as JSON: written from one consistent snapshot to a private
     * scratch file a page at a time (the database is free again as soon as it is written, however
     * slowly the answer is read), then read from it as the answer goes out.
     */
    async exportData(user: User): Promise<{ exportedAt: string; body: Readable }> {
      await audit.record({ actorId: user.id, subjectId: user.id, action: 'account.export', allowed: true });
      const exportedAt = new Date().toISOString();
      const file = await scratchFile(scratchDir);
      try {
        const out = chunkedWriter(file);
        await account.snapshot(user.id, (data) =>
          writeExport(out.write, { exportedAt, profile: user }, data),
        );
        await out.flush();
      } catch (error) {
        await file.close();
        throw error;
      }
      // Closes the file once read, or when the answer is abandoned.
      return { exportedAt, body: file.createReadStream({ start: 0 }) };
    },

    /** The person's progress photos as a zip (photos-zip.ts); an export, in the audit trail as one. */
    async exportPhotos(user: User): Promise<{ exportedAt: string; body: Readable }> {
      await audit.record({ actorId: user.id, subjectId: user.id, action: 'account.export', allowed: true });
      const photos = await account.photosOf(user.id);
      return { exportedAt: new Date().toISOString(), body: photosZip(photos, objects) };
    },

    /**
     * Needs the password. One transaction: the health data, sessions and the user row go, clients
     * are unassigned, and an audit row (ids only) records it. The last active consultant stays.
     * Then the mails kept to the person's address (reset links, notices) are removed too, after the
     * answer.
     */
    async deleteAccount(user: User, ip: string, password: string): Promise<void> {
      const ok = await throttle.checkPassword(normalizeEmail(user.email), ip, async () =>
        verifyPassword(await users.findPasswordHash(user.id), password),
      );
      if (!ok) throw badRequest(WRONG_ACCOUNT_PASSWORD, 'password');
      const erased = await db.transaction(async (tx) => {
        const consultants = await users.lockActiveConsultants(tx);
        if (consultants.length === 1 && consultants[0] === user.id) {
          throw new HttpError(409, LAST_CONSULTANT_DELETE);
        }
        // Gone already (a second delete racing this one): nothing left to erase.
        if (!(await account.lock(user.id, tx))) return undefined;
        const { objectKeys } = await account.erase(user.id, tx);
        await audit.record(
          { actorId: user.id, subjectId: user.id, action: 'account.delete', allowed: true },
          tx,
        );
        return { objectKeys };
      });
      // After the answer, behind the mails already queued to the person (they are written first),
      // and never failing an erasure that has happened.
      if (!erased) return;
      // The photos' files, once the rows naming them are gone for good: retried, then logged.
      deleteObjectsLater(afterAnswer, objects, erased.objectKeys);
      afterAnswer.run(
        () => mailer.forget(user.email),
        'Could not remove the mails of an erased account from the outbox',
      );
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
