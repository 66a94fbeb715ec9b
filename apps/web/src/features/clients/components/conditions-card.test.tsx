import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientConditions, Condition } from '@kinetic/contracts/conditions';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { itemTexts } from '../../../test/item-texts.ts';
import { CLIENT_ID, client, emptyClientPage } from './client-fixtures.ts';

const base = `/api/clients/${CLIENT_ID}`;

/** The client page's calls, with the conditions kept as the server keeps them. */
function serve(start: ClientConditions, { failSave = false } = {}) {
  let stored = start;
  const calls = mockFetch({
    ...emptyClientPage(),
    [`GET ${base}/conditions`]: () => ({ body: stored }),
    [`PUT ${base}/conditions`]: ({ body }) => {
      if (failSave) return { status: 400, body: { error: 'Unknown condition', errors: [] } };
      stored = { ...stored, conditions: (body as { conditions: Condition[] }).conditions };
      return { body: { conditions: stored.conditions } };
    },
  });
  return calls;
}

async function openCard() {
  signIn(['TRAINER']);
  renderApp(`/trainer/clients/${CLIENT_ID}`);
  return screen.findByRole('region', { name: 'Conditions' }, { timeout: 5000 });
}

describe('the conditions card (trainer)', () => {
  it('shows the conditions as chips, or that there are none', async () => {
    serve({ conditions: ['knee', 'lower-back'], suggested: [] });
    const card = await openCard();
    const list = await within(card).findByRole('list', { name: 'Client conditions' });
    expect(itemTexts(list)).toEqual(['Knee', 'Lower back']);
    expect(within(card).queryByText('Suggested from intake')).not.toBeInTheDocument();
  });

  it('confirms a condition suggested by the intake in one click', async () => {
    const calls = serve({ conditions: ['shoulder'], suggested: ['knee', 'shoulder'] });
    const card = await openCard();
    expect(await within(card).findByText('Suggested from intake')).toBeInTheDocument();
    // A suggestion already confirmed is not offered again.
    expect(within(card).queryByRole('button', { name: 'Confirm Shoulder' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Confirm Knee' }));
    expect(await findToast('Knee added to the conditions')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ conditions: ['knee', 'shoulder'] });
    await waitFor(() =>
      expect(
        within(within(card).getByRole('list', { name: 'Client conditions' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(within(card).queryByText('Suggested from intake')).not.toBeInTheDocument();
  });

  it('edits the conditions in a dialog of checkboxes', async () => {
    const calls = serve({ conditions: ['knee'], suggested: [] });
    const card = await openCard();
    expect(await within(card).findByText('Knee')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit conditions' });
    expect(within(dialog).getByLabelText('Knee')).toBeChecked();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(dialog).getByLabelText('Knee'));
    await user.click(within(dialog).getByLabelText('Pregnancy'));
    await user.click(within(dialog).getByLabelText('Wrist'));
    await user.click(within(dialog).getByRole('button', { name: 'Save conditions' }));
    expect(await findToast('Conditions saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ conditions: ['wrist', 'pregnancy'] });
    expect(await within(card).findByText('Pregnancy')).toBeInTheDocument();
    expect(within(card).queryByText('Knee')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the message when saving fails', async () => {
    serve({ conditions: [], suggested: [] }, { failSave: true });
    const card = await openCard();
    expect(await within(card).findByText('No conditions recorded.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit conditions' });
    await user.click(within(dialog).getByLabelText('Hip'));
    await user.click(within(dialog).getByRole('button', { name: 'Save conditions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unknown condition');
  });

  it('offers a retry when the conditions cannot be loaded', async () => {
    mockFetch({
      [`GET ${base}`]: { body: { client } },
      [`GET ${base}/conditions`]: { status: 500, body: { error: 'Internal error' } },
    });
    const card = await openCard();
    expect(
      await within(card).findByText('The conditions could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
