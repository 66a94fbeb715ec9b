import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { makeSummary } from '../lib/client-workout-fixtures.ts';

/** The first screen of a test waits for the lazily loaded route. */
const slow = { timeout: 5000 };

function section(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

describe('client workout list', () => {
  it('shows the loading state, then the two sections with counts, sorted, linking to each workout', async () => {
    signIn(['CLIENT']);
    let release: (answer: MockAnswer) => void = () => {};
    const older = makeSummary({ name: 'Upper Body', scheduledDate: '2026-03-02' });
    const newer = makeSummary({ name: 'Leg Day', scheduledDate: '2026-03-09' });
    const undated = makeSummary({
      name: 'Mobility',
      scheduledDate: null,
      createdAt: '2026-03-05T10:00:00.000Z',
    });
    const doneEarly = makeSummary({
      name: 'Intro Circuit',
      status: 'COMPLETED',
      completedDate: '2026-02-01T10:00:00.000Z',
    });
    const doneLate = makeSummary({
      name: 'Full Body',
      status: 'COMPLETED',
      completedDate: '2026-02-20T10:00:00.000Z',
    });
    mockFetch({
      'GET /api/workouts': () =>
        new Promise<MockAnswer>((resolve) => {
          release = resolve;
        }),
    });
    renderApp('/client/workouts');
    expect(await screen.findByText('Loading workouts...', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Workouts' })).toBeInTheDocument();
    release({ body: { workouts: [older, doneEarly, newer, undated, doneLate] } });

    const scheduled = await screen.findByRole('button', { name: /^Scheduled Workouts/ });
    expect(scheduled).toHaveAttribute('aria-expanded', 'true');
    expect(within(scheduled).getByText('3')).toBeInTheDocument();
    const completedToggle = section('Completed Workouts');
    expect(completedToggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(completedToggle).getByText('2')).toBeInTheDocument();

    const scheduledLinks = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/client/workouts/'));
    expect(scheduledLinks.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Leg Day'),
      expect.stringContaining('Mobility'),
      expect.stringContaining('Upper Body'),
    ]);
    expect(scheduledLinks[0]).toHaveAttribute('href', `/client/workouts/${newer.id}`);
    expect(scheduledLinks[0]).toHaveTextContent('Mar 9, 2026');
    expect(scheduledLinks[1]).toHaveTextContent('Not scheduled');

    const user = userEvent.setup();
    await user.click(completedToggle);
    expect(completedToggle).toHaveAttribute('aria-expanded', 'true');
    const completedPanel = document.getElementById(completedToggle.getAttribute('aria-controls')!)!;
    const completedLinks = within(completedPanel).getAllByRole('link');
    expect(completedLinks.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Full Body'),
      expect.stringContaining('Intro Circuit'),
    ]);
    expect(completedLinks[0]).toHaveTextContent('Feb 20, 2026');
    expect(completedLinks[1]).toHaveAttribute('href', `/client/workouts/${doneEarly.id}`);

    await user.click(scheduled);
    expect(scheduled).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Leg Day')).not.toBeVisible();
  });

  it('accepts the list as the answer itself', async () => {
    signIn(['CLIENT']);
    mockFetch({ 'GET /api/workouts': { body: [makeSummary({ name: 'Leg Day' })] } });
    renderApp('/client/workouts');
    expect(await screen.findByText('Leg Day', {}, slow)).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    signIn(['CLIENT']);
    mockFetch({ 'GET /api/workouts': { body: { workouts: [] } } });
    renderApp('/client/workouts');
    expect(await screen.findByText('No scheduled workouts', {}, slow)).toBeVisible();
    const user = userEvent.setup();
    await user.click(section('Completed Workouts'));
    expect(screen.getByText('No completed workouts')).toBeVisible();
    expect(within(section('Scheduled Workouts')).getByText('0')).toBeInTheDocument();
  });

  it('shows the error with the server message', async () => {
    signIn(['CLIENT']);
    mockFetch({ 'GET /api/workouts': { status: 500, body: { error: 'Something went wrong on our side' } } });
    renderApp('/client/workouts');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Error loading workouts');
    expect(alert).toHaveTextContent('Something went wrong on our side');
  });

  it('is the /workouts screen of a client', async () => {
    signIn(['CLIENT']);
    mockFetch({ 'GET /api/workouts': { body: { workouts: [makeSummary({ name: 'Leg Day' })] } } });
    renderApp('/workouts');
    expect(await screen.findByText('Leg Day', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Workouts' })).toBeInTheDocument();
  });

  it('asks once, with the stored token', async () => {
    signIn(['CLIENT']);
    const calls = mockFetch({ 'GET /api/workouts': { body: { workouts: [] } } });
    renderApp('/client/workouts');
    await screen.findByText('No scheduled workouts', {}, slow);
    expect(calls.filter((c) => c.path === '/api/workouts')).toHaveLength(1);
    await waitFor(() => expect(calls[calls.length - 1]?.headers.Authorization).toBe('Bearer test-token'));
  });
});
