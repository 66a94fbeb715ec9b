import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

describe('older equipment list', () => {
  it('shows cards with name and category and an Add Equipment button that does nothing', async () => {
    const calls = mockFetch({
      'GET /api/equipment': {
        body: {
          equipment: [
            {
              id: '00000000-0000-4000-8000-000000000101',
              createdAt: '2026-01-01T00:00:00.000Z',
              name: 'Rowing Machine',
              description: '',
              category: 'Cardio',
              location: 'Cardio deck',
              brand: 'Concept2',
              modelName: 'RowErg',
              isAvailable: false,
              approved: true,
            },
          ],
          total: 1,
          libraryTotal: 1,
        },
      },
    });
    signIn(['CONSULTANT']);
    renderApp('/equipment');
    const list = await screen.findByRole('list', { name: 'Equipment' }, { timeout: 5000 });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Rowing Machine');
    expect(card).toHaveTextContent('Cardio · Cardio deck');
    expect(card).toHaveTextContent('Unavailable');
    const before = calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Equipment' }));
    expect(calls).toHaveLength(before);
  });

  it('shows the empty state and the load failure', async () => {
    mockFetch({ 'GET /api/equipment': { body: { equipment: [], total: 0, libraryTotal: 0 } } });
    signIn(['TRAINER']);
    const first = renderApp('/equipment');
    expect(await screen.findByText('No equipment found', {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();
    mockFetch({ 'GET /api/equipment': { status: 500 } });
    renderApp('/equipment');
    expect(await screen.findByText('Failed to load equipment', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
