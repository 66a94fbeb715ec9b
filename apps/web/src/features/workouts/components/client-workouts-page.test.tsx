import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { type MockAnswer, mockFetch, pageOf } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { makeSummary } from '../lib/client-workout-fixtures.ts';

/** The first screen of a test waits for the lazily loaded route. */
const slow = { timeout: 5000 };

function section(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

/** The server's pages of one client: each section's workouts, in its order, `limit` from `offset`. */
function serve(lists: { SCHEDULED: WorkoutSummary[]; COMPLETED: WorkoutSummary[] }) {
  return ({ query }: { query: URLSearchParams }): MockAnswer => {
    const list = lists[query.get('status') as 'SCHEDULED' | 'COMPLETED'];
    return { body: { workouts: pageOf(list, query), total: list.length } };
  };
}
const none = { SCHEDULED: [], COMPLETED: [] };

describe('client workout list', () => {
  it('shows the loading state, then the two sections with counts, in order, linking to each workout', async () => {
    signIn(['CLIENT']);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const newer = makeSummary({ name: 'Leg Day', scheduledDate: '2026-03-09' });
    const undated = makeSummary({
      name: 'Mobility',
      scheduledDate: null,
      createdAt: '2026-03-05T10:00:00.000Z',
    });
    const older = makeSummary({ name: 'Upper Body', scheduledDate: '2026-03-02' });
    const doneLate = makeSummary({
      name: 'Full Body',
      status: 'COMPLETED',
      completedDate: '2026-02-20T10:00:00.000Z',
    });
    const doneEarly = makeSummary({
      name: 'Intro Circuit',
      status: 'COMPLETED',
      completedDate: '2026-02-01T10:00:00.000Z',
    });
    const answer = serve({ SCHEDULED: [newer, undated, older], COMPLETED: [doneLate, doneEarly] });
    mockFetch({
      'GET /api/workouts': async (request) => {
        await gate;
        return answer(request);
      },
    });
    renderApp('/client/workouts');
    expect(await screen.findByText('Loading workouts...', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Workouts' })).toBeInTheDocument();
    release();

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
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();

    await user.click(scheduled);
    expect(scheduled).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Leg Day')).not.toBeVisible();
  });

  it('counts every workout, shows them 50 at a time, and loads more on request', async () => {
    signIn(['CLIENT']);
    const many = Array.from({ length: 57 }, (_, i) =>
      makeSummary({
        name: `Session ${i + 1}`,
        scheduledDate: `2026-05-${String(28 - (i % 28)).padStart(2, '0')}`,
      }),
    );
    const calls = mockFetch({ 'GET /api/workouts': serve({ SCHEDULED: many, COMPLETED: [] }) });
    renderApp('/client/workouts');
    const scheduled = await screen.findByRole('button', { name: /^Scheduled Workouts/ }, slow);
    expect(within(scheduled).getByText('57')).toBeInTheDocument();
    const panel = document.getElementById(scheduled.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link')).toHaveLength(50);
    expect(within(panel).getByText('Showing 50 of 57 workouts')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Load more workouts' }));
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(57), slow);
    expect(within(panel).getAllByRole('link').at(-1)).toHaveTextContent('Session 57');
    expect(within(panel).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(within(scheduled).getByText('57')).toBeInTheDocument();
    // The first page, then the next one on request. On a loaded machine the list may be read again
    // whole (the screen mounting more than 10 s after the start read it): each read is one of
    // these two pages all the same.
    const pages = calls
      .filter((c) => c.path === '/api/workouts' && c.query.get('status') === 'SCHEDULED')
      .map((c) => `${c.query.get('offset')}+${c.query.get('limit')}`);
    expect(pages[0]).toBe('0+50');
    expect(pages).toContain('50+50');
    expect(new Set(pages)).toEqual(new Set(['0+50', '50+50']));
  });

  it('shows the empty states', async () => {
    signIn(['CLIENT']);
    mockFetch({ 'GET /api/workouts': serve(none) });
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
    mockFetch({
      'GET /api/workouts': serve({ SCHEDULED: [makeSummary({ name: 'Leg Day' })], COMPLETED: [] }),
    });
    renderApp('/workouts');
    expect(await screen.findByText('Leg Day', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Workouts' })).toBeInTheDocument();
  });

  it('asks once for each section, with the stored token', async () => {
    signIn(['CLIENT']);
    const calls = mockFetch({ 'GET /api/workouts': serve(none) });
    renderApp('/client/workouts');
    await screen.findByText('No scheduled workouts', {}, slow);
    const asked = calls.filter((c) => c.path === '/api/workouts');
    expect(asked.map((c) => c.query.get('status')).sort()).toEqual(['COMPLETED', 'SCHEDULED']);
    await waitFor(() => expect(calls[calls.length - 1]?.headers.Authorization).toBe('Bearer test-token'));
  });

  it('opened again just after it was read, it shows the lists without reading them again', async () => {
    signIn(['CLIENT']);
    const lists = {
      SCHEDULED: [makeSummary({ name: 'Leg Day', scheduledDate: '2026-03-09' })],
      COMPLETED: [],
    };
    const calls = mockFetch({ 'GET /api/workouts': serve(lists) });
    const { router } = renderApp('/client/workouts');
    expect(await screen.findByText('Leg Day', undefined, slow)).toBeInTheDocument();
    await router.navigate('/privacy-policy');
    await waitFor(() => expect(screen.queryByText('Leg Day')).not.toBeInTheDocument(), slow);
    await router.navigate('/client/workouts');
    expect(await screen.findByText('Leg Day', undefined, slow)).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/workouts');
    expect(asked.map((c) => c.query.get('status')).sort()).toEqual(['COMPLETED', 'SCHEDULED']);
  });
});
