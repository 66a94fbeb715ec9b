import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '../../../test/render-app.tsx';

/**
 * A trainer opens the calendar on the week of 4 March 2020, presses `button` on the day `dayName`
 * and answers the user and the dialog `dialogName` it opens.
 */
export async function openDayDialog(dayName: string, button: string, dialogName: string) {
  signIn(['TRAINER']);
  renderApp('/trainer/calendar?date=2020-03-04');
  const day = await screen.findByRole('region', { name: dayName }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.click(within(day).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { user, dialog };
}
