import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { itemTexts } from '../../../test/item-texts.ts';

const findCard = () => screen.findByRole('region', { name: 'Your conditions' }, { timeout: 10_000 });

describe('profile: the client’s own conditions', () => {
  it('lists them read-only by their names', async () => {
    mockFetch({
      'GET /api/users/me/conditions': { body: { conditions: ['lower-back', 'high-blood-pressure'] } },
    });
    signIn(['CLIENT']);
    renderApp('/profile');
    const card = await findCard();
    const list = await within(card).findByRole('list', { name: 'Your conditions' });
    expect(itemTexts(list)).toEqual(['Lower back', 'High blood pressure']);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
  });

  it('says so when none are recorded, after showing that it loads', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockFetch({
      'GET /api/users/me/conditions': () => new Promise((resolve) => (answer = resolve)),
    });
    signIn(['CLIENT']);
    renderApp('/profile');
    const card = await findCard();
    expect(within(card).getByText(/Loading your conditions/)).toBeInTheDocument();
    answer({ body: { conditions: [] } });
    expect(await within(card).findByText('No conditions recorded')).toBeInTheDocument();
  });

  it('shows a failure and tries again', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/users/me/conditions': () =>
        (calls += 1) === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: { conditions: ['knee'] } },
    });
    signIn(['CLIENT']);
    renderApp('/profile');
    const card = await findCard();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your conditions.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Knee')).toBeInTheDocument();
  });

  it('is not shown to a trainer, who has no conditions of their own', async () => {
    const calls = mockFetch();
    signIn(['TRAINER']);
    renderApp('/profile');
    await screen.findByRole('region', { name: 'Signed-in devices' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Your conditions' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/users/me/conditions')).toBe(false);
  });
});
