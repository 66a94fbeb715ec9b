import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '../../../test/render-app.tsx';

/** A client opens the two-step setup dialog from their profile; answers the user and the dialog. */
export async function openTwoStepSetup() {
  signIn(['CLIENT']);
  renderApp('/profile');
  const card = await screen.findByRole('region', { name: 'Two-step sign-in' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'Set up two-step sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set up two-step sign-in' });
  return { user, dialog };
}
