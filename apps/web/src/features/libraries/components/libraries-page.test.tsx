import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { listCalls, mockLibraries } from '../test/library-fixtures.ts';

describe('libraries hub', () => {
  it('shows the three libraries with their counts and shares the list calls', async () => {
    const calls = mockLibraries();
    signIn(['TRAINER']);
    const { router } = renderApp('/libraries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Libraries' }, { timeout: 5000 }));
    const nav = screen.getByRole('navigation', { name: 'Libraries' });
    expect(await within(nav).findByRole('link', { name: /Exercises\s*4 items/ })).toHaveAttribute(
      'href',
      '/libraries/exercises',
    );
    expect(within(nav).getByRole('link', { name: /Equipment\s*2 items/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Foods\s*1 item/ })).toBeInTheDocument();
    expect(screen.queryByText('Quick Add')).not.toBeInTheDocument();
    // One call per library; the list page then reads the same cached answer (5 minutes) without a call.
    await userEvent.setup().click(within(nav).getByRole('link', { name: /Exercises/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/libraries/exercises'));
    expect(await screen.findByText('4 items')).toBeInTheDocument();
    expect(listCalls(calls, 'exercises')).toHaveLength(1);
    expect(listCalls(calls, 'equipment')).toHaveLength(1);
    expect(listCalls(calls, 'foods')).toHaveLength(1);
  });

  it("gives consultants a 'Quick Add' panel that opens each create form", async () => {
    const calls = mockLibraries(
      {},
      { 'POST /api/libraries/equipment': ({ body }) => ({ status: 201, body: { item: body } }) },
    );
    signIn(['CONSULTANT']);
    renderApp('/libraries');
    expect(await screen.findByText('Quick Add', {}, { timeout: 5000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    expect(screen.getByRole('dialog', { name: 'New food' })).toBeInTheDocument();
    expect(screen.getByLabelText('Serving size')).toHaveAttribute('step', '0.1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
    const dialog = screen.getByRole('dialog', { name: 'New equipment' });
    await user.type(within(dialog).getByLabelText('Name'), 'Kettlebell 16 kg');
    await user.type(within(dialog).getByLabelText('Location'), 'Free weights area');
    await user.click(within(dialog).getByRole('button', { name: 'Add Equipment' }));
    expect(await findToast('Equipment created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Kettlebell 16 kg',
      location: 'Free weights area',
      isAvailable: true,
      approved: true,
    });
  });
});
