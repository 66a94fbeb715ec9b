import type { CheckIn, CheckInStatus } from '@kinetic/contracts/check-ins';
import { isMissed } from '@kinetic/contracts/check-in-rules';
import type { checkIns } from '../../db/schema.ts';

/** A stored check-in as the contract shows it, on the reader's `today` (for missed). */
export function toCheckIn(row: typeof checkIns.$inferSelect, today: string): CheckIn {
  const alerted = new Set(row.alerts.map((a) => a.questionId));
  return {
    id: row.id,
    clientId: row.clientId,
    templateId: row.templateId,
    templateName: row.templateName,
    dueDate: row.dueDate,
    status: row.status as CheckInStatus,
    missed: isMissed(row, today),
    late: row.late,
    questions: row.questions,
    blocks: row.blocks,
    answers: row.questions.map((q) => ({
      questionId: q.id,
      kind: q.kind,
      label: q.label,
      unit: q.unit,
      required: q.required,
      value: row.answers[q.id] ?? null,
      alert: alerted.has(q.id),
    })),
    alerts: row.alerts,
    progressEntryIds: row.progressEntryIds,
    photoIds: row.photoIds,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
    replyMessageId: row.replyMessageId,
  };
}
