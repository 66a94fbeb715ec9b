import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onboardingStatus as status } from '../../../test/fixtures.ts';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const NOTICE = 'Please complete your onboarding to access the dashboard';

describe('client onboarding gate on the dashboard', () => {
  it("checks the client's profile, then shows the dashboard when onboarding is complete", async () => {
    let release: (answer: MockAnswer) => void = () => {};
    mockFetch({
      'GET /api/onboarding/status': () => new Promise<MockAnswer>((resolve) => (release = resolve)),
    });
    signIn(['CLIENT']);
    renderApp('/dashboard');
    expect(await screen.findByText('Checking your profile...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My Workouts/ })).not.toBeInTheDocument();
    release({ body: status(true) });
    expect(await screen.findByRole('button', { name: /My Workouts/ })).toBeInTheDocument();
    expect(screen.queryByText('Checking your profile...')).not.toBeInTheDocument();
  });

  it('sends an unfinished client to /onboarding with the notice, in the page above its heading', async () => {
    mockFetch({ 'GET /api/onboarding/status': { body: status(false) } });
    signIn(['CLIENT']);
    const { router } = renderApp('/dashboard');
    const notice = await screen.findByText(NOTICE, {}, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(screen.queryByRole('button', { name: /My Workouts/ })).not.toBeInTheDocument();
    // Not a toast floating over the page: in the page's own flow, before its heading.
    expect(notice.closest('main')).not.toBeNull();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Said once: the history entry no longer carries it.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it.each([404, 400])('treats a %i answer as not onboarded', async (code) => {
    mockFetch({ 'GET /api/onboarding/status': { status: code, body: { error: 'Not found' } } });
    signIn(['CLIENT']);
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText(NOTICE, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('shows "Unable to check onboarding status" on any other failure and leaves the dashboard usable', async () => {
    mockFetch({ 'GET /api/onboarding/status': { status: 500, body: { error: 'Internal Server Error' } } });
    signIn(['CLIENT']);
    const { router } = renderApp('/dashboard');
    // A 5xx is tried once more (about a second later) before giving up.
    expect(
      await screen.findByText(
        'Unable to check onboarding status',
        { selector: '[role="status"]' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /My Workouts/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([[['TRAINER']], [['CONSULTANT']], [['CLIENT', 'TRAINER']]] as const)(
    'skips the check for the roles %j (active role not client)',
    async (roles) => {
      const calls = mockFetch();
      signIn([...roles]);
      renderApp('/dashboard');
      expect(
        await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Checking your profile...')).not.toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/onboarding/status')).toBe(false);
    },
  );
});
