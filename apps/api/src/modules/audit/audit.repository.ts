import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditAction =
  'onboarding.read' | 'onboarding.write' | 'onboarding.trainer-read' | 'account.export' | 'account.delete';

export interface AuditEntry {
  actorId: string | null;
  subjectId: string | null;
  action: AuditAction;
  allowed: boolean;
}

/**
 * Appends to the audit log: who did what to whose health data, never the data itself. Rows name
 * people by id only and cannot be changed or removed (a trigger refuses UPDATE, DELETE, TRUNCATE).
 */
export function createAuditRepository(db: Db) {
  return {
    async record(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
