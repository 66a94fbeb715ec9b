import Papa from 'papaparse';
import { z } from 'zod';
import { errorBody, idSchema, limitQuery, offsetQuery, oneLine } from './common.ts';
import { route } from './route.ts';

/** Everything the audit trail records; docs/operations.md ("The audit trail") says what each one means. */
export const AUDIT_ACTIONS = [
  'onboarding.read',
  'onboarding.write',
  'onboarding.trainer-read',
  'conditions.read',
  'conditions.write',
  'attention.read',
  'attention.resolve',
  'attention.snooze',
  'attention.reopen',
  'messages.read',
  'workouts.read',
  'progress.read',
  'progress-photos.read',
  'meals.read',
  'nutrition.read',
  'nutrition.write',
  'habits.read',
  'habits.write',
  'check-ins.read',
  'check-ins.write',
  'training-maxes.read',
  'training-maxes.write',
  'account.export',
  'account.delete',
  'user.roles',
  'user.trainer',
  'user.active',
  'user.email',
  'user.username',
  'user.name',
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out',
  'auth.password-change',
  'auth.password-reset',
  'mfa.enable',
  'mfa.disable',
  'mfa.reset-by-mail',
  'session.revoke',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'invitation.accept',
  'calendar-feed.on',
  'calendar-feed.off',
  'calendar-feed.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The most entries one CSV download holds (the newest of the filtered ones). */
export const AUDIT_EXPORT_MAX = 5000;

// An offset can carry a valid timestamp past the years the database keeps ("0001-01-01T00:00+14:00"
// is in the year 0 in UTC): such an instant is refused here rather than by the database.
const inDatabaseYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
};
const instant = (label: string) =>
  z.iso
    .datetime({ message: `${label} must be an ISO 8601 timestamp`, offset: true })
    .refine(inDatabaseYears, { message: `${label} must be between the years 1 and 9999` })
    .optional();

const filterFields = {
  subjectId: idSchema.optional(),
  actorId: idSchema.optional(),
  /** Entries where someone whose name, email or username holds this (or whose id it is) acted or was acted on. */
  person: oneLine(z.string().trim().max(100, 'Person must be at most 100 characters'), 'Person').optional(),
  action: z
    .string()
    .trim()
    .max(60, 'Action must be at most 60 characters')
    .regex(/^[a-z.-]*$/, 'Action may only contain lowercase letters, dots and dashes')
    .optional(),
  /** Entries at or after this instant. */
  from: instant('From'),
  /** Entries before this instant. */
  to: instant('To'),
};
const fromBeforeTo = {
  check: (q: { from?: string | undefined; to?: string | undefined }) =>
    !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to),
  message: 'From must be before To',
};

/** What the audit screen filters by; every filter given narrows (all must hold). */
export const auditFilter = z
  .object(filterFields)
  .refine(fromBeforeTo.check, { message: fromBeforeTo.message, path: ['to'] });
export type AuditFilter = z.input<typeof auditFilter>;

/** A page of the filtered entries, newest first. */
export const auditQuery = z
  .object({ ...filterFields, limit: limitQuery(50), offset: offsetQuery })
  .refine(fromBeforeTo.check, { message: fromBeforeTo.message, path: ['to'] });
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: idSchema,
  at: z.string(),
  actorId: idSchema.nullable(),
  /** The actor's name as stored now ('' for an erased account or none). */
  actorName: z.string(),
  subjectId: idSchema.nullable(),
  subjectName: z.string(),
  action: z.string(),
  /** Whether the act was allowed (a refused read is recorded too). */
  allowed: z.boolean(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditAnswer = z.object({ entries: z.array(auditEntry), total: z.number().int() });
export type AuditAnswer = z.infer<typeof auditAnswer>;

/** The filtered entries for a download: the newest AUDIT_EXPORT_MAX, and how many matched in all. */
export const auditExportAnswer = auditAnswer;

/** The entries as CSV, one row each; a cell that a spreadsheet would read as a formula is quoted. */
export function auditCsv(entries: AuditEntry[]): string {
  return Papa.unparse(
    {
      fields: ['At', 'Actor', 'Actor id', 'Subject', 'Subject id', 'Action', 'Allowed', 'Detail'],
      data: entries.map((e) => [
        e.at,
        e.actorName,
        e.actorId ?? '',
        e.subjectName,
        e.subjectId ?? '',
        e.action,
        e.allowed ? 'yes' : 'no',
        e.detail,
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** The audit trail, for consultants. */
export const auditCalls = {
  list: route({
    method: 'GET',
    path: '/api/audit',
    summary: 'Read the audit trail',
    description:
      'Audit entries, newest first, by subject, actor, person (either of them, by name, email, username or id), action and time.',
    tags: ['audit'],
    query: auditQuery,
    answers: { 200: auditAnswer, 400: errorBody },
  }),

  export: route({
    method: 'GET',
    path: '/api/audit/export',
    summary: 'The filtered audit trail for a download',
    description: `The newest ${AUDIT_EXPORT_MAX} entries matching the filters (as GET /api/audit takes them), and how many matched in all.`,
    tags: ['audit'],
    query: auditFilter,
    answers: { 200: auditExportAnswer, 400: errorBody },
  }),
};
