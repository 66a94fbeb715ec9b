import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckInReview, QueuedCheckIn } from '@kinetic/contracts/check-in-review';
import type { CheckIn } from '@kinetic/contracts/check-ins';
import type { ProgressPhoto } from '@kinetic/contracts/progress-photos';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const CLIENT = { id: id(50), firstName: 'Sam', lastName: 'Rivera' };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const queued = (n: number, firstName: string, over: Partial<QueuedCheckIn> = {}): QueuedCheckIn => ({
  id: id(n),
  client: { id: id(n + 40), firstName, lastName: 'Rivera' },
  templateName: 'Weekly check-in',
  dueDate: '2026-11-20',
  submittedAt: hoursAgo(30),
  late: false,
  alertCount: 0,
  ...over,
});

const photo = (n: number, pose: 'front' | 'side' | 'back', date: string): ProgressPhoto => ({
  id: id(n),
  clientId: CLIENT.id,
  date,
  pose,
  width: 300,
  height: 400,
  bytes: 1000,
  createdAt: `${date}T08:00:00.000Z`,
});

const checkIn: CheckIn = {
  id: id(1),
  clientId: CLIENT.id,
  templateId: null,
  templateName: 'Weekly check-in',
  dueDate: '2026-11-27',
  status: 'submitted',
  missed: false,
  late: false,
  questions: [],
  blocks: { weight: true, measurements: true, photos: true },
  answers: [
    { questionId: 'energy', kind: 'scale', label: 'Energy', unit: '', required: true, value: 2, alert: true },
    {
      questionId: 'sleep',
      kind: 'number',
      label: 'Sleep',
      unit: 'hours',
      required: false,
      value: 7,
      alert: false,
    },
  ],
  alerts: [],
  progressEntryIds: [],
  photoIds: [id(11), id(12), id(13)],
  submittedAt: hoursAgo(2),
  reviewedAt: null,
  reviewedBy: null,
  replyMessageId: null,
};

const review: CheckInReview = {
  checkIn,
  client: CLIENT,
  previous: { id: id(9), dueDate: '2026-11-20', answers: { energy: 6, sleep: 6.5 } },
  figures: {
    week: { from: '2026-11-21', to: '2026-11-27' },
    previousWeek: { from: '2026-11-14', to: '2026-11-20' },
    weight: { unit: 'kg', average: 79.3, previousAverage: 80.5, change: -1.2, entries: [] },
    measurements: [{ type: 'Waist', unit: 'cm', value: 88, date: '2026-11-27', previous: 90, change: -2 }],
    photos: {
      current: [
        photo(11, 'front', '2026-11-27'),
        photo(12, 'side', '2026-11-27'),
        photo(13, 'back', '2026-11-27'),
      ],
      previous: [
        photo(21, 'front', '2026-11-20'),
        photo(22, 'side', '2026-11-20'),
        photo(23, 'back', '2026-11-20'),
      ],
    },
    workouts: { completed: 3, assigned: 4 },
    habits: [{ name: 'Steps', done: 5, goal: 7 }],
    nutrition: { from: '2026-11-21', to: '2026-11-27', onTarget: 4, logged: 6 },
  },
  nextInQueue: id(2),
};

describe('the check-in review queue', { timeout: 20000 }, () => {
  it('says there is nothing to review, and links the templates', async () => {
    mockFetch({ 'GET /api/check-ins/review-queue': { body: { checkIns: [], total: 0 } } });
    signIn(['TRAINER']);
    renderApp('/check-ins');
    expect(await screen.findByText('No check-ins to review', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-in templates' })).toHaveAttribute(
      'href',
      '/check-ins/templates',
    );
  });

  it('lists the oldest first and is reviewed and replied to in three actions, then the next opens', async () => {
    const calls = mockFetch({
      'GET /api/check-ins/review-queue': {
        body: {
          checkIns: [
            queued(1, 'Sam', { late: true, alertCount: 1 }),
            queued(2, 'Lena', { submittedAt: hoursAgo(3) }),
          ],
          total: 2,
        },
      },
      [`GET /api/check-ins/${id(1)}/review`]: { body: { review } },
      [`POST /api/check-ins/${id(1)}/review`]: ({ body }) => ({
        body: { checkIn: { ...checkIn, status: 'reviewed' }, message: null, sent: body },
      }),
    });
    signIn(['TRAINER']);
    const { router } = renderApp('/check-ins');
    const list = await screen.findByRole('list', { name: 'To review' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Sam Rivera', 'Lena Rivera']);
    expect(rows[0]).toHaveTextContent('Late');
    expect(rows[0]).toHaveTextContent('1 alert');

    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('link')); // 1
    expect(await screen.findByRole('heading', { name: 'Sam Rivera' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('79.3 kg')).toBeInTheDocument();
    expect(screen.getByText('−1.2 kg on last week (80.5 kg)')).toBeInTheDocument();
    expect(screen.getByText('3/4')).toBeInTheDocument();
    expect(screen.getByText('Energy').closest('div')).toHaveTextContent('2 of 10');
    expect(screen.getByText('Energy').closest('div')).toHaveTextContent('Last week: 6 of 10');
    // The photos side by side, pose by pose: this check-in's and the previous one's.
    expect(within(screen.getByRole('figure', { name: 'Front' })).getAllByRole('img')).toHaveLength(2);

    await user.type(screen.getByLabelText('Reply'), 'Energy is low: let us talk sleep.'); // 2
    await user.click(screen.getByRole('button', { name: 'Send and mark reviewed' })); // 3
    await waitFor(() => expect(router.state.location.pathname).toBe(`/check-ins/${id(2)}`));
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ reply: 'Energy is low: let us talk sleep.' });
  });
});
