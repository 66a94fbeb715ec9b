import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { createStore, entries, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { meal } from '../features/meals/components/meal-fixtures.ts';
import { AUTH_STORAGE_KEY, useAuthStore } from '../lib/auth-store.ts';
import { todayCalendarDate } from '../lib/calendar-date.ts';
import { PENDING_SIGN_OUTS_KEY } from '../lib/session-revocation.ts';
import { useWriteQueue, type QueuedWrite } from '../lib/write-queue.ts';
import { onboardingStatus } from '../test/fixtures.ts';
import { mockFetch, type MockAnswer } from '../test/mock-fetch.ts';
import { makeSecondUser, renderApp, signIn } from '../test/render-app.tsx';

const writes = () => createStore('kinetic-writes', 'queue');

/** A write the client recorded in the gym, kept on the device by an earlier page. */
function waitingWrite(userId: string): QueuedWrite {
  return {
    key: crypto.randomUUID(),
    seq: 1,
    userId,
    method: 'PATCH',
    path: '/workouts/a',
    body: { blocks: [] },
    subject: 'workout:a',
    summary: ['Squat: set 1, 8 reps at 100 kg'],
    invalidates: [],
    createdAt: new Date().toISOString(),
  };
}

/** An answer the test hands out when it chooses: a late answer, arriving after what the test did meanwhile. */
function later() {
  let answer: (value: MockAnswer) => void = () => {};
  const promise = new Promise<MockAnswer>((resolve) => (answer = resolve));
  return { promise, answer };
}

const unauthorized: MockAnswer = { status: 401, body: { error: 'Unauthorized' } };

async function openLogout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /User menu/ }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('signing out on a phone without a network', () => {
  it('ends the session on the device at once, deletes the unsent entries, and ends it on the server once online', async () => {
    let offline = true;
    let sentOnline = 0;
    const calls = mockFetch({
      'POST /api/auth/logout': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return { status: 204 };
      },
      'PATCH /api/workouts/a': () => {
        if (offline) throw new TypeError('Failed to fetch');
        sentOnline += 1;
        return { body: {} };
      },
    });
    onlineManager.setOnline(false);
    const person = signIn(['CLIENT']);
    await set('w1', waitingWrite(person.id), writes());
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(useWriteQueue.getState().entries).toHaveLength(1));

    const user = userEvent.setup();
    await openLogout(user);
    expect(
      await screen.findByRole('alertdialog', { name: 'Sign out with entries not sent?' }),
    ).toHaveTextContent('1 entry you recorded has not reached the server yet.');
    await user.click(screen.getByRole('button', { name: 'Sign out anyway' }));

    // Without waiting for any network: signed out, on the sign-in page, nothing of the person kept.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toContain('test-token');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toContain(person.email);
    await waitFor(async () => expect(await entries(writes())).toEqual([]));
    expect(useWriteQueue.getState().entries).toEqual([]);
    // Only the token, to end the session on the server later.
    expect(JSON.parse(localStorage.getItem(PENDING_SIGN_OUTS_KEY) ?? 'null')).toEqual(['test-token']);

    offline = false;
    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem(PENDING_SIGN_OUTS_KEY)).toBeNull());
    const ended = calls.filter((c) => c.method === 'POST' && c.path === '/api/auth/logout');
    expect(ended.at(-1)?.headers.Authorization).toBe('Bearer test-token');
    // The deleted entry is not sent once the network is back.
    expect(sentOnline).toBe(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('the sign-out of the onboarding screen works offline too', async () => {
    mockFetch({
      'GET /api/onboarding/status': {
        body: onboardingStatus(false),
      },
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signIn(['CLIENT']);
    const { router } = renderApp('/onboarding');
    const button = await screen.findByRole('button', { name: 'Sign out' }, { timeout: 10_000 });
    onlineManager.setOnline(false);
    await userEvent.setup().click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(JSON.parse(localStorage.getItem(PENDING_SIGN_OUTS_KEY) ?? 'null')).toEqual(['test-token']);
  });
});

describe('a late answer of a session signed out on this tab', () => {
  const second = makeSecondUser();

  it('never ends, nor changes, the session of the person who signed in since', async () => {
    const firstMeals = later();
    const firstSignOut = later();
    const firstProfile = later();
    mockFetch({
      'GET /api/meals': ({ headers }) =>
        headers.Authorization === 'Bearer second-token'
          ? {
              body: {
                meals: [meal({ name: 'Robin lentil soup', date: todayCalendarDate() })],
                total: 1,
              },
            }
          : firstMeals.promise,
      'GET /api/auth/me': ({ headers }) =>
        headers.Authorization === 'Bearer second-token' ? { body: { user: second } } : firstProfile.promise,
      'POST /api/auth/logout': () => firstSignOut.promise,
      'POST /api/auth/login': { body: { token: 'second-token', user: second } },
    });
    signIn(['CLIENT']);
    const { router } = renderApp('/meals');
    const user = userEvent.setup();
    await openLogout(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'robin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });

    // Now the first session's calls answer: the server ended it, so they are refused.
    firstMeals.answer(unauthorized);
    firstSignOut.answer(unauthorized);
    firstProfile.answer(unauthorized);
    await router.navigate('/meals');
    expect(await screen.findByText('Robin lentil soup', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      token: 'second-token',
      user: second,
      isAuthenticated: true,
      sessionEnded: false,
    });
    expect(router.state.location.pathname).toBe('/meals');
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });
});
