import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { fieldRefusal, mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const section = () => screen.findByRole('region', { name: 'Preferences' }, { timeout: 5000 });

describe('the preferences card', { timeout: 20000 }, () => {
  it('shows the saved preferences, saves the changes and refreshes the stored user', async () => {
    const calls = mockFetch({
      'PUT /api/users/preferences': ({ body }) => ({
        body: { user: { ...useAuthStore.getState().user, preferences: body } },
      }),
    });
    signIn(['CLIENT'], { preferences: { weightUnit: 'lbs', timeZone: 'UTC', restSeconds: 90 } });
    renderApp('/profile');
    const card = await section();
    expect(within(card).getByLabelText('Weight unit')).toHaveValue('lbs');
    expect(within(card).getByLabelText('Time zone')).toHaveValue('UTC');
    expect(within(card).getByLabelText('Rest between sets (seconds)')).toHaveValue(90);

    const user = userEvent.setup();
    await user.selectOptions(within(card).getByLabelText('Weight unit'), 'kg');
    await user.selectOptions(within(card).getByLabelText('Time zone'), 'Europe/Berlin');
    await user.clear(within(card).getByLabelText('Rest between sets (seconds)'));
    await user.type(within(card).getByLabelText('Rest between sets (seconds)'), '120');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await findToast('Preferences saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      weightUnit: 'kg',
      timeZone: 'Europe/Berlin',
      restSeconds: 120,
    });
    expect(useAuthStore.getState().user?.preferences).toEqual({
      weightUnit: 'kg',
      timeZone: 'Europe/Berlin',
      restSeconds: 120,
    });
  });

  it('checks the rest time before sending and shows the server’s field message', async () => {
    const calls = mockFetch({
      'PUT /api/users/preferences': () =>
        fieldRefusal(400, 'timeZone', 'Choose a time zone from the list (e.g. Europe/Berlin)'),
    });
    signIn(['TRAINER']);
    renderApp('/profile');
    const card = await section();
    const user = userEvent.setup();
    const rest = within(card).getByLabelText('Rest between sets (seconds)');
    await user.clear(rest);
    await user.type(rest, '601');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Rest must be at most 600 seconds')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(rest);
    await user.type(rest, '60');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText('Choose a time zone from the list (e.g. Europe/Berlin)'),
    ).toBeInTheDocument();
  });
});
