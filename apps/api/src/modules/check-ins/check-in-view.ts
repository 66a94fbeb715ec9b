import { isMissed } from '@kinetic/contracts/check-in-rules';
import type { CheckIn, CheckInStatus, CheckInTemplate } from '@kinetic/contracts/check-ins';
import type { DraftRow, TemplateRow } from './check-ins.repository.ts';

/** A template as the contract shows it. */
export const toTemplate = (row: TemplateRow, assignedCount: number): CheckInTemplate => ({
  id: row.id,
  name: row.name,
  questions: row.questions,
  blocks: row.blocks,
  assignedCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A check-in as both sides read it on the client's `today`: each question of its form with its answer. */
export function toCheckIn(row: DraftRow, today: string): CheckIn {
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
