import { AUDIT_EXPORT_MAX, type AuditAnswer, type AuditFilter } from '@kinetic/contracts/audit';
import type { AuditRepository } from './audit.repository.ts';

/** The audit trail as consultants read it (the routes already admit only consultants). */
export function createAuditService(audit: AuditRepository) {
  return {
    /** A page of entries matching the filter, newest first, and how many match in all. */
    list: (query: AuditFilter & { limit: number; offset: number }): Promise<AuditAnswer> => audit.list(query),
    /** The newest entries for a download, at most AUDIT_EXPORT_MAX, and how many matched in all. */
    export: (filter: AuditFilter): Promise<AuditAnswer> =>
      audit.list({ ...filter, limit: AUDIT_EXPORT_MAX, offset: 0 }),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
