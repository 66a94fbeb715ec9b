import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageOf } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { equipment } from '../../libraries/test/library-fixtures.ts';

const rowingMachine = equipment[1]!;

describe('older equipment list', () => {
  it('shows cards with name and category and an Add Equipment button that does nothing', async () => {
    const calls = mockFetch({
      'GET /api/equipment': {
        body: {
          // The rowing machine: not available.
          equipment: [rowingMachine],
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

  it('reaches the whole library with Load more, and shows the count', async () => {
    const piece = (i: number) => ({
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      name: `Machine ${i + 1}`,
      description: '',
      category: 'Strength',
      location: '',
      brand: '',
      modelName: '',
      isAvailable: true,
      approved: true,
    });
    const all = Array.from({ length: 230 }, (_, i) => piece(i));
    mockFetch({
      'GET /api/equipment': ({ query }) => ({
        body: { equipment: pageOf(all, query), total: 230, libraryTotal: 230 },
      }),
    });
    signIn(['TRAINER']);
    renderApp('/equipment');
    const list = await screen.findByRole('list', { name: 'Equipment' }, { timeout: 5000 });
    expect(screen.getByText('230 pieces of equipment')).toBeInTheDocument();
    expect(screen.getByText('Showing 200 of 230 equipment')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more equipment' }));
    expect(await within(list).findByText('Machine 230')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(230);
  });
});
