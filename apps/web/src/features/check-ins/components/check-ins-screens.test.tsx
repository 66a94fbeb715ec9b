import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import { checkInQuestionSchema, type CheckIn } from '@kinetic/contracts/check-ins';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const slow = { timeout: 5000 };
const today = '2026-11-27';
const ID = '00000000-0000-4000-8000-0000000000c1';

const checkIn = (over: Partial<CheckIn> = {}): CheckIn => {
  const questions = [
    checkInQuestionSchema.parse({ id: 'energy', kind: 'scale', label: 'Energy', required: true }),
    checkInQuestionSchema.parse({ id: 'sleep', kind: 'number', label: 'Sleep', unit: 'hours' }),
  ];
  return {
    id: null,
    clientId: ID,
    templateId: ID,
    templateName: 'Weekly check-in',
    dueDate: today,
    status: 'due',
    missed: false,
    late: false,
    questions,
    blocks: { weight: true, measurements: false, photos: false },
    answers: questions.map((q) => ({
      questionId: q.id,
      kind: q.kind,
      label: q.label,
      unit: q.unit,
      required: q.required,
      value: null,
      alert: false,
    })),
    alerts: [],
    progressEntryIds: [],
    photoIds: [],
    submittedAt: null,
    reviewedAt: null,
    reviewedBy: null,
    replyMessageId: null,
    ...over,
  };
};

describe('the check-in template editor', { timeout: 20_000 }, () => {
  it('checks the form before sending, then saves the questions with their alert rule', async () => {
    const calls = mockFetch({
      'GET /api/check-in-templates': { body: { templates: [] } },
      'POST /api/check-in-templates': ({ body }) => ({
        status: 201,
        body: {
          template: { id: ID, ...(body as object), assignedCount: 0, createdAt: today, updatedAt: today },
        },
      }),
    });
    signIn(['TRAINER']);
    renderApp('/check-ins/templates/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: CHECK_IN_TEXTS.save }, slow));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Question is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(CHECK_IN_TEXTS.templateName), 'Sunday check-in');
    await user.type(screen.getByLabelText('Question 1'), 'Energy');
    await user.selectOptions(screen.getByLabelText('Alert rule (question 1)'), 'the answer is at most');
    await user.type(screen.getByLabelText('Alert value (question 1)'), '3');
    expect(screen.getByText('Alert when 3 or less')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CHECK_IN_TEXTS.save }));
    expect(await findToast(CHECK_IN_TEXTS.saved)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'Sunday check-in',
      questions: [{ kind: 'scale', label: 'Energy', required: true, alert: { op: '<=', value: 3 } }],
      blocks: { weight: true, measurements: false, photos: false },
    });
  });
});

describe("the client's check-in", { timeout: 20_000 }, () => {
  it('asks for the required answers, then sends the answers and the weight', async () => {
    const calls = mockFetch({
      'GET /api/check-in': { body: { today, checkIn: checkIn() } },
      [`POST /api/check-in/${today}`]: () => ({
        body: { checkIn: checkIn({ id: ID, status: 'submitted' }) },
      }),
    });
    signIn(['CLIENT']);
    renderApp('/check-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: CHECK_IN_TEXTS.submit }, slow));
    expect(await screen.findByText('Answer “Energy”')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(screen.getByRole('group', { name: 'Energy' })).getByText('8'));
    await user.type(screen.getByLabelText('Sleep (optional) (hours)'), '7.5');
    await user.type(screen.getByRole('textbox', { name: /^Body weight/ }), '80.2');
    await user.click(screen.getByRole('button', { name: CHECK_IN_TEXTS.submit }));
    expect(await screen.findByText(CHECK_IN_TEXTS.sent, {}, slow)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      answers: { energy: 8, sleep: 7.5 },
      measurements: [{ type: 'Body weight', value: 80.2, unit: expect.stringMatching(/^(kg|lbs)$/) }],
      photoIds: [],
    });
  });

  it('once reviewed, shows what was sent and the way to the reply', async () => {
    const sent = checkIn({ id: ID, status: 'reviewed', photoIds: [ID], replyMessageId: ID });
    sent.answers = sent.answers.map((a) => (a.questionId === 'energy' ? { ...a, value: 7 } : a));
    mockFetch({ 'GET /api/check-in': { body: { today, checkIn: sent } } });
    signIn(['CLIENT']);
    renderApp('/check-in');
    expect(await screen.findByText(CHECK_IN_TEXTS.reviewedNote, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECK_IN_TEXTS.readReply })).toHaveAttribute(
      'href',
      '/client/messages',
    );
    const sentList = screen.getByRole('heading', { name: CHECK_IN_TEXTS.whatYouSent }).parentElement!;
    expect(within(sentList).getByText('Energy').nextSibling).toHaveTextContent('7 of 10');
    expect(within(sentList).getByText('Sleep').nextSibling).toHaveTextContent('No answer');
    expect(within(sentList).getByText('1 progress photo sent with it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHECK_IN_TEXTS.submit })).not.toBeInTheDocument();
  });

  it('offline, says so and keeps the answers on the page', async () => {
    mockFetch({
      'GET /api/check-in': { body: { today, checkIn: checkIn() } },
      [`POST /api/check-in/${today}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signIn(['CLIENT']);
    renderApp('/check-in');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('group', { name: 'Energy' }, slow)).getByText('6'));
    await user.click(screen.getByRole('button', { name: CHECK_IN_TEXTS.submit }));
    await waitFor(() => expect(screen.getByText(CHECK_IN_TEXTS.offline)).toBeInTheDocument(), slow);
    expect(
      within(screen.getByRole('group', { name: 'Energy' })).getByRole('radio', { name: '6' }),
    ).toBeChecked();
  });
});
