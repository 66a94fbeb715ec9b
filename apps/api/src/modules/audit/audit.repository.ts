import type { AuditAction, AuditAnswer, AuditFilter } from '@kinetic/contracts/audit';
import { and, count, desc, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/like.ts';

export type { AuditAction };

export interface AuditEntry {
  actorId: string | null;
  subjectId: string | null;
  action: AuditAction;
  allowed: boolean;
  /** What happened, in words; never health values or secrets. */
  detail?: string;
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

    /** Entries matching the filter, newest first, `limit` from `offset`, and how many match in all. */
    async list(filter: AuditFilter & { limit: number; offset: number }): Promise<AuditAnswer> {
      const where = matching(filter);
      const actor = alias(users, 'actor');
      const subject = alias(users, 'subject');
      const nameOf = (u: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
        sql<string>`coalesce(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;
      const [rows, [all]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            actorId: auditLog.actorId,
            actorName: nameOf(actor),
            subjectId: auditLog.subjectId,
            subjectName: nameOf(subject),
            action: auditLog.action,
            allowed: auditLog.allowed,
            detail: auditLog.detail,
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorId))
          .leftJoin(subject, eq(subject.id, auditLog.subjectId))
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The people a `person` filter names: by id, or by a part of their name, email or username. */
function peopleNamed(term: string): SQL {
  if (UUID.test(term)) return sql`(select ${term}::uuid)`;
  const like = containsPattern(term);
  return sql`(select ${users.id} from ${users} where ${users.firstName} || ' ' || ${users.lastName} ilike ${like}
    or ${users.email} ilike ${like} or ${users.username} ilike ${like})`;
}

/** The conditions of a filter, all of which must hold. */
function matching(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(filter.to)));
  if (filter.person) {
    const people = peopleNamed(filter.person);
    conditions.push(sql`(${auditLog.actorId} in ${people} or ${auditLog.subjectId} in ${people})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
