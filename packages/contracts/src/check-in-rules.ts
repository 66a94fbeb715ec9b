import {
  CHECK_IN_LONG_TEXT_MAX,
  CHECK_IN_SHORT_TEXT_MAX,
  SCALE_MAX,
  SCALE_MIN,
  type AlertRule,
  type AnswerValue,
  type CheckInAlert,
  type CheckInAnswers,
  type CheckInQuestion,
} from './check-ins.ts';
import { addDays } from './habits.ts';

// The rules of the weekly check-in (decision 0041), defined once for the server and the screens.

/** The hour (the client's time zone) of the due day after which an unsent check-in is mailed about. */
export const REMINDER_MAIL_HOUR = 18;
/** A check-in opens this many days before its due day (the client may send it early). */
export const OPENS_DAYS_BEFORE = 6;

export const DUE_RULE =
  'A check-in is due on its weekday in the client’s time zone and may be sent from six days before. ' +
  'Sent after its due day, it is late; not sent when the next one comes due (seven days on), it is missed.';

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first day on or after `today` that falls on `weekday` (0 Sunday to 6 Saturday). */
export const nextDueDate = (today: string, weekday: number) =>
  addDays(today, (weekday - weekdayOf(today) + 7) % 7);

/** Not sent and the next one came due: seven days after its due day. */
export const isMissed = (c: { status: string; dueDate: string }, today: string) =>
  c.status === 'due' && addDays(c.dueDate, 7) <= today;

/** Sent on a day (the client's) after its due day. */
export const isLate = (dueDate: string, sentOn: string) => sentOn > dueDate;

/**
 * The check-in the client sees on `today`: the one due today or next; or, while the one before is
 * still open (its due day passed, the next not yet come) and not sent, that one, late.
 */
export function currentDueDate(today: string, weekday: number, previousSent: (dueDate: string) => boolean) {
  const next = nextDueDate(today, weekday);
  const previous = addDays(next, -7);
  if (next !== today && !previousSent(previous)) return previous;
  return next;
}

// ---- Answers ----------------------------------------------------------------------------------

export type AnswerIssue = { path: string[]; message: string };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** What is wrong with one answer to `q`, if anything (an empty text counts as no answer). */
function answerIssue(q: CheckInQuestion, value: AnswerValue | undefined): string | undefined {
  const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
  if (empty) return q.required ? `Answer “${q.label}”` : undefined;
  switch (q.kind) {
    case 'scale':
      return isNumber(value) && Number.isInteger(value) && value >= SCALE_MIN && value <= SCALE_MAX
        ? undefined
        : `Choose from ${SCALE_MIN} to ${SCALE_MAX}`;
    case 'number':
      return isNumber(value) && Math.abs(value) <= 1e9 ? undefined : 'Enter a number';
    case 'yes_no':
      return typeof value === 'boolean' ? undefined : 'Answer yes or no';
    case 'short_text':
    case 'long_text': {
      const max = q.kind === 'short_text' ? CHECK_IN_SHORT_TEXT_MAX : CHECK_IN_LONG_TEXT_MAX;
      if (typeof value !== 'string') return 'Enter text';
      return value.trim().length > max ? `At most ${max} characters` : undefined;
    }
  }
}

/** The answers checked against the form's questions: each problem at ['answers', questionId]. */
export function answerIssues(questions: readonly CheckInQuestion[], answers: CheckInAnswers): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id)) issues.push({ path: ['answers', id], message: 'This question is not on the form' });
  for (const q of questions) {
    const message = answerIssue(q, answers[q.id]);
    if (message) issues.push({ path: ['answers', q.id], message });
  }
  return issues;
}

/** The answers kept: texts trimmed, empty ones dropped. */
export function cleanAnswers(answers: CheckInAnswers): CheckInAnswers {
  const kept: CheckInAnswers = {};
  for (const [id, value] of Object.entries(answers)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v !== '') kept[id] = v;
  }
  return kept;
}

// ---- Alerts -----------------------------------------------------------------------------------

/** Whether an answer hits the rule. */
export function hitsAlert(rule: AlertRule, value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof rule.value === 'boolean') return value === rule.value;
  if (!isNumber(value)) return false;
  switch (rule.op) {
    case '<=':
      return value <= rule.value;
    case '<':
      return value < rule.value;
    case '>=':
      return value >= rule.value;
    case '>':
      return value > rule.value;
    case '=':
      return value === rule.value;
  }
}

/** An answer in words: '2 of 10', '5 hours', 'no', or the text. */
export function answerText(q: Pick<CheckInQuestion, 'kind' | 'unit'>, value: AnswerValue): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (q.kind === 'scale') return `${value} of ${SCALE_MAX}`;
  if (q.kind === 'number') return q.unit ? `${value} ${q.unit}` : String(value);
  return String(value);
}

/** An answer in words as a list shows it: `answerText`, or 'No answer' when there is none. */
export function answerWords(
  q: Pick<CheckInQuestion, 'kind' | 'unit'>,
  value: AnswerValue | null | undefined,
): string {
  return value === null || value === undefined || value === '' ? NO_ANSWER : answerText(q, value);
}
export const NO_ANSWER = 'No answer';

/** A rule in words, as the template builder shows it: 'Alert when 3 or less', 'Alert when no'. */
export function alertRuleText(rule: AlertRule): string {
  if (typeof rule.value === 'boolean') return `Alert when ${rule.value ? 'yes' : 'no'}`;
  const words: Record<AlertRule['op'], string> = {
    '<=': `${rule.value} or less`,
    '<': `less than ${rule.value}`,
    '>=': `${rule.value} or more`,
    '>': `more than ${rule.value}`,
    '=': `exactly ${rule.value}`,
  };
  return `Alert when ${words[rule.op]}`;
}

/** The answers that hit their question's alert rule: 'Energy: 2 of 10'. */
export function alertsOf(questions: readonly CheckInQuestion[], answers: CheckInAnswers): CheckInAlert[] {
  return questions.flatMap((q) => {
    const value = answers[q.id];
    if (!q.alert || value === undefined || !hitsAlert(q.alert, value)) return [];
    return [
      { questionId: q.id, label: q.label, rule: q.alert, value, text: `${q.label}: ${answerText(q, value)}` },
    ];
  });
}
