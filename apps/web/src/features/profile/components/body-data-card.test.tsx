import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BodyDataAnswer } from '@kinetic/contracts/body-data';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const section = () => screen.findByRole('region', { name: 'Body data' }, { timeout: 10_000 });
const answer = (body: Partial<BodyDataAnswer['body']> = {}): BodyDataAnswer => ({
  body: { dateOfBirth: null, sex: null, heightCm: null, weightKg: null, updatedAt: null, ...body },
  hints: {
    intakeHeight: `5'5"`,
    intakeWeight: '132 lbs',
    latestWeighing: { weightKg: 59.5, date: '2026-11-20' },
  },
});

describe('the body data card', { timeout: 30_000 }, () => {
  it("shows the intake's words and the latest weighing, and saves height in inches as cm", async () => {
    const calls = mockFetch({
      'GET /api/users/body': { body: answer({ sex: 'female' }) },
      'PUT /api/users/body': { body: answer({ sex: 'female', heightCm: 165.1, dateOfBirth: '1996-01-01' }) },
    });
    signIn(['CLIENT']);
    renderApp('/profile');
    const card = await section();
    expect(await within(card).findByText(`Your intake says 5'5".`)).toBeInTheDocument();
    expect(
      within(card).getByText('Your latest body weight entry (59.5 kg on 2026-11-20) is used before this.'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Only for the energy formula/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Sex')).toHaveValue('female');

    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Date of birth'), '1996-01-01');
    await user.type(within(card).getByLabelText('Height'), '65');
    await user.selectOptions(within(card).getByLabelText('Height unit'), 'in');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await findToast('Body data saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      dateOfBirth: '1996-01-01',
      sex: 'female',
      height: 165.1,
      heightUnit: 'cm',
      weight: null,
      weightUnit: 'kg',
    });
    expect(within(card).getByLabelText('Height')).toHaveValue(165.1);
  });

  it('refuses a weight out of bounds on the field, before sending', async () => {
    const calls = mockFetch({ 'GET /api/users/body': { body: answer() } });
    signIn(['CLIENT']);
    renderApp('/profile');
    const card = await section();
    const user = userEvent.setup();
    await user.type(await within(card).findByLabelText('Weight'), '20');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Weight must be between 30 and 300 kg')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
