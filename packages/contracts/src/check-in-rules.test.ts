import { describe, expect, it } from 'vitest';
import {
  alertRuleText,
  alertsOf,
  answerIssues,
  cleanAnswers,
  currentDueDate,
  isLate,
  isMissed,
  nextDueDate,
} from './check-in-rules.ts';
import { checkInQuestionSchema, checkInTemplateInput, type CheckInQuestion } from './check-ins.ts';

const q = (over: Partial<CheckInQuestion> & Pick<CheckInQuestion, 'id' | 'kind'>): CheckInQuestion =>
  checkInQuestionSchema.parse({ label: over.id, ...over });

describe('the due days', () => {
  // 2026-11-27 is a Friday (5).
  it('is today on the weekday, else the next one', () => {
    expect(nextDueDate('2026-11-27', 5)).toBe('2026-11-27');
    expect(nextDueDate('2026-11-27', 0)).toBe('2026-11-29');
    expect(nextDueDate('2026-11-27', 4)).toBe('2026-12-03');
  });

  it('shows the one before, late, while unsent and the next not due; the next otherwise', () => {
    expect(currentDueDate('2026-11-27', 4, () => false)).toBe('2026-11-26');
    expect(currentDueDate('2026-11-27', 4, () => true)).toBe('2026-12-03');
    // Due today: today's, whatever the one before.
    expect(currentDueDate('2026-11-27', 5, () => false)).toBe('2026-11-27');
  });

  it('is late after its due day, missed once the next came due', () => {
    expect(isLate('2026-11-26', '2026-11-26')).toBe(false);
    expect(isLate('2026-11-26', '2026-11-27')).toBe(true);
    expect(isMissed({ status: 'due', dueDate: '2026-11-20' }, '2026-11-26')).toBe(false);
    expect(isMissed({ status: 'due', dueDate: '2026-11-20' }, '2026-11-27')).toBe(true);
    expect(isMissed({ status: 'submitted', dueDate: '2026-11-20' }, '2026-12-27')).toBe(false);
  });
});

describe('the answers', () => {
  const form = [
    q({ id: 'energy', kind: 'scale', required: true, alert: { op: '<=', value: 3 } }),
    q({ id: 'sleep', kind: 'number', unit: 'hours', alert: { op: '<', value: 6 } }),
    q({ id: 'plan', kind: 'yes_no', alert: { op: '=', value: false } }),
    q({ id: 'win', kind: 'short_text' }),
  ];

  it('checks each answer against its kind, and a required one missing', () => {
    expect(answerIssues(form, { energy: 7, sleep: 7, plan: true, win: 'PR' })).toEqual([]);
    expect(answerIssues(form, { energy: 0, sleep: 'x', plan: 'yes', other: 1 })).toEqual([
      { path: ['answers', 'other'], message: 'This question is not on the form' },
      { path: ['answers', 'energy'], message: 'Choose from 1 to 10' },
      { path: ['answers', 'sleep'], message: 'Enter a number' },
      { path: ['answers', 'plan'], message: 'Answer yes or no' },
    ]);
    expect(answerIssues(form, cleanAnswers({ energy: 5, win: '   ' }))).toEqual([]);
    expect(answerIssues(form, {})).toEqual([{ path: ['answers', 'energy'], message: 'Answer “energy”' }]);
  });

  it('raises the alerts the answers hit, in words', () => {
    expect(alertsOf(form, { energy: 2, sleep: 5.5, plan: false }).map((a) => a.text)).toEqual([
      'energy: 2 of 10',
      'sleep: 5.5 hours',
      'plan: no',
    ]);
    expect(alertsOf(form, { energy: 4, sleep: 6, plan: true })).toEqual([]);
    expect(alertRuleText({ op: '<=', value: 3 })).toBe('Alert when 3 or less');
    expect(alertRuleText({ op: '=', value: false })).toBe('Alert when no');
  });

  it('keeps a number question’s unit only, and refuses an alert that does not fit its kind', () => {
    expect(q({ id: 'a', kind: 'scale', unit: 'kg' }).unit).toBe('');
    const bad = checkInTemplateInput.safeParse({
      name: 'Form',
      questions: [{ id: 'a', kind: 'long_text', label: 'Notes', alert: { op: '=', value: true } }],
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Text answers cannot raise an alert']);
  });
});
