import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app.tsx';

/** Opens the library screen at `path` and expands the row whose name matches `name`; answers the user. */
export async function openRow(name: string, path = '/libraries/exercises') {
  renderApp(path);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }, { timeout: 5000 }));
  return user;
}
