import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '../../../test/render-app.tsx';

/** A trainer opens the schedule dialog of the template `name` from the template list. */
export async function openScheduleDialog(name: string) {
  signIn(['TRAINER']);
  renderApp('/trainer/templates');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Schedule ${name}` }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule Template' });
  return { user, dialog };
}
