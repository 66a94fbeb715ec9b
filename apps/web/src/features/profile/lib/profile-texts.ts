import { formatShortDate } from '../../../lib/calendar-date.ts';

/** 'Nov 21, 2026', or 'N/A' when there is no valid date. */
export function createdDateText(createdAt: string | null | undefined): string {
  if (!createdAt) return 'N/A';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'N/A' : formatShortDate(date);
}

export const ACCOUNT_DELETED_MESSAGE = 'Your account and your data have been deleted.';
