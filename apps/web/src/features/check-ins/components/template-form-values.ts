import {
  QUESTION_KINDS,
  checkInTemplateInput,
  type AlertOperator,
  type CheckInTemplate,
  type CheckInTemplateInput,
  type QuestionKind,
} from '@kinetic/contracts/check-ins';

/** A question as the editor holds it: the alert rule as the two controls show it. */
export interface QuestionForm {
  id: string;
  kind: QuestionKind;
  label: string;
  required: boolean;
  unit: string;
  /** Scale or number: the comparison ('' for no alert) and its value. */
  alertOp: '' | Exclude<AlertOperator, '='>;
  alertValue: string;
  /** Yes/no: the answer that raises the alert ('' for none). */
  alertWhen: '' | 'yes' | 'no';
}

export interface TemplateForm {
  name: string;
  questions: QuestionForm[];
  blocks: { weight: boolean; measurements: boolean; photos: boolean };
}

export const KINDS = QUESTION_KINDS;

/** A new question's id: kept across edits, so that the answers of past check-ins find their question. */
export const newQuestionId = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const blankQuestion = (): QuestionForm => ({
  id: newQuestionId(),
  kind: 'scale',
  label: '',
  required: true,
  unit: '',
  alertOp: '',
  alertValue: '',
  alertWhen: '',
});

export const emptyTemplate = (): TemplateForm => ({
  name: '',
  questions: [blankQuestion()],
  blocks: { weight: true, measurements: false, photos: false },
});

/** A stored template in the editor's terms. */
export const toForm = (t: CheckInTemplate): TemplateForm => ({
  name: t.name,
  blocks: t.blocks,
  questions: t.questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    label: q.label,
    required: q.required,
    unit: q.unit,
    alertOp: q.alert && q.alert.op !== '=' ? q.alert.op : '',
    alertValue: q.alert && typeof q.alert.value === 'number' ? String(q.alert.value) : '',
    alertWhen: q.alert && typeof q.alert.value === 'boolean' ? (q.alert.value ? 'yes' : 'no') : '',
  })),
});

/** The editor's values as the API takes them. */
export function toBody(v: TemplateForm): CheckInTemplateInput {
  return {
    name: v.name,
    blocks: v.blocks,
    questions: v.questions.map((q) => {
      let alert: CheckInTemplateInput['questions'][number]['alert'] = null;
      if (q.kind === 'yes_no' && q.alertWhen) alert = { op: '=', value: q.alertWhen === 'yes' };
      else if ((q.kind === 'scale' || q.kind === 'number') && q.alertOp)
        alert = { op: q.alertOp, value: q.alertValue.trim() === '' ? Number.NaN : Number(q.alertValue) };
      return { id: q.id, kind: q.kind, label: q.label, required: q.required, unit: q.unit, alert };
    }),
  };
}

/** The problems of the form by field path ('questions.0.label'), as the contract finds them. */
export function formProblems(v: TemplateForm): Record<string, string> {
  const parsed = checkInTemplateInput.safeParse(toBody(v));
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.').replace(/\.alert\.(op|value)$/, '.alert');
    problems[path] ??= issue.message;
  }
  return problems;
}
