import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_FORMS, PARQ_QUESTIONS } from '@kinetic/contracts/onboarding';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { statusAfter } from '../test/onboarding-status.ts';

const parq = Object.fromEntries(
  Object.keys(PARQ_QUESTIONS).map((field) => [field, field === 'boneOrJoint' ? 'Yes' : 'No']),
);
const stored = (fields: unknown) => ({ fields, submittedAt: '2026-11-20T10:00:00.000Z', version: 1 });

/** A client who sent the waiver and the PAR-Q before; the server records what is sent again. */
function setup() {
  const done = 2;
  const sent: Record<string, unknown> = {};
  const handlers: Record<string, (request: { body: unknown }) => MockAnswer> = {
    'GET /api/onboarding/status': () => ({ body: statusAfter(done) }),
    'GET /api/onboarding/answers': () => ({
      body: {
        answers: {
          waiver: stored({ name: 'Alex Morgan', waiverVersion: '2026-11-01' }),
          parq: stored(parq),
          'goals-activities': null,
          'medical-history': null,
          nutrition: null,
          lifestyle: null,
        },
      },
    }),
  };
  for (const form of ONBOARDING_FORMS)
    handlers[`POST /api/onboarding/${form}`] = ({ body }) => {
      sent[form] = body;
      return { status: 201, body: { status: statusAfter(done) } };
    };
  mockFetch(handlers);
  signIn(['CLIENT']);
  renderApp('/onboarding');
  return { sent, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });
const back = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Back' }));

describe('the intake’s Back step', { timeout: 20000 }, () => {
  it('goes back to the forms sent before, with their answers, and forward again keeps what was typed', async () => {
    const { sent, user } = setup();
    await heading('Goals & Activities');
    await user.type(screen.getByLabelText('Height'), '178 cm');

    await back(user);
    await heading('Physical Activity Readiness (PAR-Q)');
    const bone = screen.getByRole('radiogroup', { name: PARQ_QUESTIONS.boneOrJoint });
    expect(within(bone).getByLabelText('Yes')).toBeChecked();

    await back(user);
    await heading('Liability Waiver');
    expect(screen.getByLabelText('Full name')).toHaveValue('Alex Morgan');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Alex J. Morgan');
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(await findToast('Waiver form completed successfully!')).toBeInTheDocument();
    expect(sent.waiver).toEqual({ name: 'Alex J. Morgan' });

    // Sent again, the waiver goes on to the PAR-Q (as it was), then to Goals with what was typed.
    await heading('Physical Activity Readiness (PAR-Q)');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await findToast('PARQ form completed successfully!')).toBeInTheDocument();
    expect(sent.parq).toEqual(parq);
    await heading('Goals & Activities');
    expect(screen.getByLabelText('Height')).toHaveValue('178 cm');
  });
});
