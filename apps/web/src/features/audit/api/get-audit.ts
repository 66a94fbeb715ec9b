import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditCalls, type AuditFilter } from '@kinetic/contracts/audit';
import { callApi } from '../../../lib/api-client.ts';

/** Entries per page of the audit screen. */
export const AUDIT_PAGE_SIZE = 50;

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter, offset: number) => [...auditKeys.all, filter, offset] as const,
};

/** Only the filters given: an empty one is not sent. */
const given = (filter: AuditFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))) as AuditFilter;

/** One page of the filtered entries, newest first. */
export function getAuditPage(filter: AuditFilter, offset: number) {
  return callApi(auditCalls.list, { query: { ...given(filter), limit: AUDIT_PAGE_SIZE, offset } });
}

export function useAuditPage(filter: AuditFilter, offset: number) {
  return useQuery({
    queryKey: auditKeys.page(filter, offset),
    queryFn: () => getAuditPage(filter, offset),
    placeholderData: keepPreviousData,
  });
}

/** The newest filtered entries (up to the cap) for a download. */
export function getAuditExport(filter: AuditFilter) {
  return callApi(auditCalls.export, { query: given(filter) });
}
