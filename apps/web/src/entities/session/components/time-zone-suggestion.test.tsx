import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@kinetic/contracts/time-and-units';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

// The tests' device is set to UTC (vitest.config.ts).
const inAuckland = { preferences: { ...DEFAULT_PREFERENCES, timeZone: 'Pacific/Auckland' } };

describe('the time zone suggestion', () => {
  it('offers the device’s zone when the preferences name another, and saves it when chosen', async () => {
    const person = signIn(['CLIENT'], inAuckland);
    const calls = mockFetch({
      'PUT /api/users/preferences': {
        body: { user: { ...person, preferences: { ...inAuckland.preferences, timeZone: 'UTC' } } },
      },
    });
    renderApp('/dashboard');
    const region = await screen.findByRole('region', { name: 'Time zone' });
    expect(region).toHaveTextContent(
      'Your days in Kinetic follow Pacific/Auckland, but this device is set to UTC.',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Use UTC' }));
    await waitFor(() => expect(useAuthStore.getState().user?.preferences.timeZone).toBe('UTC'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      weightUnit: 'lbs',
      restSeconds: 90,
      timeZone: 'UTC',
    });
    expect(screen.queryByRole('region', { name: 'Time zone' })).toBeNull();
  });

  it('stays quiet once the person keeps their zone on this device', async () => {
    mockFetch();
    signIn(['TRAINER'], inAuckland);
    const first = renderApp('/dashboard');
    const region = await screen.findByRole('region', { name: 'Time zone' });
    await userEvent.click(within(region).getByRole('button', { name: 'Keep Pacific/Auckland' }));
    expect(screen.queryByRole('region', { name: 'Time zone' })).toBeNull();
    first.unmount();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Time zone' })).toBeNull();
  });

  it('says nothing when the preferences already follow the device', async () => {
    mockFetch();
    signIn(['CLIENT']);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Time zone' })).toBeNull();
  });
});
