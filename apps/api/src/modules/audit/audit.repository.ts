import type { AuditAnswer } from '@kinetic/contracts/security';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** Everything the audit trail records; README "The audit trail" says what each one means. */
export type AuditAction =
  | 'onboarding.read'
  | 'onboarding.write'
  | 'onboarding.trainer-read'
  | 'conditions.read'
  | 'conditions.write'
  | 'attention.read'
  | 'attention.resolve'
  | 'attention.snooze'
  | 'attention.reopen'
  | 'messages.read'
  | 'workouts.read'
  | 'progress.read'
  | 'meals.read'
  | 'account.export'
  | 'account.delete'
  | 'user.roles'
  | 'user.trainer'
  | 'user.active'
  | 'user.email'
  | 'user.username'
  | 'user.name'
  | 'auth.sign-in'
  | 'auth.sign-in-failed'
  | 'auth.sign-out'
  | 'auth.password-change'
  | 'auth.password-reset'
  | 'mfa.enable'
  | 'mfa.disable'
  | 'mfa.reset-by-mail'
  | 'session.revoke';

export interface AuditEntry {
  actorId: string | null;
  subjectId: string | null;
  action: AuditAction;
  allowed: boolean;
  /** What happened, in words; never health values or secrets. */
  detail?: string;
}

export interface AuditFilter {
  subjectId?: string;
  actorId?: string;
  action?: string;
  limit: number;
  offset: number;
}

/**
 * Appends to the audit log: who did what to whose account or health data, never the data itself.
 * Rows name people by id only and cannot be changed or removed (a trigger refuses UPDATE, DELETE,
 * TRUNCATE).
 */
export function createAuditRepository(db: Db) {
  return {
    async record(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },

    async recordMany(entries: AuditEntry[], tx: Db = db): Promise<void> {
      if (entries.length) await tx.insert(auditLog).values(entries);
    },

    /** Entries matching the filter, newest first, and how many match in all. */
    async list(filter: AuditFilter): Promise<AuditAnswer> {
      const conditions: SQL[] = [];
      if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [all]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            actorId: auditLog.actorId,
            subjectId: auditLog.subjectId,
            action: auditLog.action,
            allowed: auditLog.allowed,
            detail: auditLog.detail,
          })
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: all?.n ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
