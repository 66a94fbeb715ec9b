import type { AuditFilter } from '@kinetic/contracts/audit';

/** What the filter form holds: a person's name (or email, username, id), an action, and two days. */
export interface AuditForm {
  person: string;
  action: string;
  /** YYYY-MM-DD, the first day shown ('' for no start). */
  fromDay: string;
  /** YYYY-MM-DD, the last day shown ('' for no end). */
  toDay: string;
}

export const EMPTY_AUDIT_FORM: AuditForm = { person: '', action: '', fromDay: '', toDay: '' };

/** Midnight starting a day (YYYY-MM-DD) where the browser is, as an instant. */
const startOfDay = (day: string, plusDays = 0): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
};

/** The form as the API's filter: the days as the browser's local days, the last one included. */
export function auditFilterOf(form: AuditForm): AuditFilter {
  const filter: AuditFilter = {};
  const person = form.person.trim();
  if (person) filter.person = person;
  if (form.action) filter.action = form.action;
  if (form.fromDay) filter.from = startOfDay(form.fromDay);
  if (form.toDay) filter.to = startOfDay(form.toDay, 1);
  return filter;
}

/** The range is backwards: the last day before the first. */
export const daysBackwards = (form: AuditForm): boolean =>
  Boolean(form.fromDay && form.toDay && form.toDay < form.fromDay);

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** An entry's time where the browser is: 'Nov 24, 2026, 9:05 AM'. */
export const auditTimeLabel = (iso: string): string => when.format(new Date(iso));

/** A person of an entry: their name, else their id (an erased account), else 'nobody' (no actor). */
export const personLabel = (name: string, id: string | null): string => name || id || '—';

/** The CSV file's name: 'audit-2026-11-24.csv' (today, where the browser is). */
export function auditFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `audit-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** What the download toast says. */
export function downloadedText(saved: number, total: number): string {
  if (saved < total)
    return `Downloaded the newest ${saved} of ${total} entries. Narrow the filters for the rest.`;
  return `Downloaded ${saved} ${saved === 1 ? 'entry' : 'entries'}`;
}
