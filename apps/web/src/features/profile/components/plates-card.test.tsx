import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATES } from '@kinetic/contracts/plates';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const section = () => screen.findByRole('region', { name: 'Plate calculator' }, { timeout: 5000 });
const saved = { kg: { barWeight: 15, plates: [20, 10, 5] }, lbs: DEFAULT_PLATES.lbs };

describe('the plate calculator card', { timeout: 20000 }, () => {
  it("shows the saved bar and plates of the person's unit, each unit's own, and saves a change", async () => {
    const calls = mockFetch({
      'GET /api/users/plates': { body: { plates: saved } },
      'PUT /api/users/plates': ({ body }) => {
        const { unit, ...set } = body as { unit: 'kg' | 'lbs' };
        return { body: { plates: { ...saved, [unit]: set } } };
      },
    });
    signIn(['CLIENT'], { preferences: { weightUnit: 'kg', timeZone: 'UTC', restSeconds: 90 } });
    renderApp('/profile');
    const card = await section();
    expect(await within(card).findByDisplayValue('20, 10, 5')).toBeInTheDocument();
    expect(within(card).getByLabelText('Bar weight')).toHaveValue(15);

    const user = userEvent.setup();
    await user.selectOptions(within(card).getByLabelText('Plates in'), 'lbs');
    expect(within(card).getByLabelText('Plate sizes')).toHaveValue('45, 35, 25, 10, 5, 2.5');
    expect(within(card).getByLabelText('Bar weight')).toHaveValue(45);
    await user.clear(within(card).getByLabelText('Plate sizes'));
    await user.type(within(card).getByLabelText('Plate sizes'), '45 25, 10,2.5');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await findToast('Plates saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      unit: 'lbs',
      barWeight: 45,
      plates: [45, 25, 10, 2.5],
    });
  });

  it('says what is wrong with the plates before sending', async () => {
    const calls = mockFetch({ 'GET /api/users/plates': { body: { plates: DEFAULT_PLATES } } });
    signIn(['CLIENT']);
    renderApp('/profile');
    const card = await section();
    const user = userEvent.setup();
    const plates = within(card).getByLabelText('Plate sizes');
    await user.clear(plates);
    await user.type(plates, '20, ten');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('List the plates as numbers: 25, 20, 15')).toBeInTheDocument();
    await user.clear(plates);
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Give at least one plate size')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
