import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAnswer, AuditFilter } from '@kinetic/contracts/audit';
import { api } from '../../../lib/api-client.ts';

/** Entries per page of the audit screen. */
export const AUDIT_PAGE_SIZE = 50;

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter, offset: number) => [...auditKeys.all, filter, offset] as const,
};

/** The filter as query parameters: only the filters given. */
export function auditParams(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  return params;
}

/** GET /api/audit: one page of the filtered entries, newest first. */
export function getAuditPage(filter: AuditFilter, offset: number) {
  const params = auditParams(filter);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  params.set('offset', String(offset));
  return api.get<AuditAnswer>(`/audit?${params.toString()}`);
}

export function useAuditPage(filter: AuditFilter, offset: number) {
  return useQuery({
    queryKey: auditKeys.page(filter, offset),
    queryFn: () => getAuditPage(filter, offset),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audit/export: the newest filtered entries (up to the cap) for a download. */
export function getAuditExport(filter: AuditFilter) {
  const query = auditParams(filter).toString();
  return api.get<AuditAnswer>(`/audit/export${query ? `?${query}` : ''}`);
}
