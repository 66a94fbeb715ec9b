import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const exercise = (id: string, name: string, category: string, difficulty: string) => ({
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  name,
  description: '',
  category,
  difficulty,
  musclesWorked: [],
  equipment: [],
  videoUrl: '',
  estimatedDuration: null,
  caloriesBurned: null,
  approved: true,
  isPublic: true,
});

describe('older exercises list', () => {
  it('shows cards with name, category and difficulty and an Add Exercise button that does nothing', async () => {
    const calls = mockFetch({
      'GET /api/exercises': {
        body: {
          exercises: [
            exercise('00000000-0000-4000-8000-000000000001', 'Back Squat', 'Strength', 'INTERMEDIATE'),
            exercise('00000000-0000-4000-8000-000000000002', 'Plank', 'Core', 'BEGINNER'),
          ],
          total: 2,
          libraryTotal: 2,
        },
      },
    });
    signIn(['TRAINER']);
    renderApp('/exercises');
    const list = await screen.findByRole('list', { name: 'Exercises' }, { timeout: 5000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Back Squat');
    expect(cards[0]).toHaveTextContent('Strength');
    expect(cards[0]).toHaveTextContent('Intermediate');
    expect(cards[1]).toHaveTextContent('Beginner');
    const before = calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Exercise' }));
    expect(calls).toHaveLength(before);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty state and the load failure', async () => {
    mockFetch({ 'GET /api/exercises': { body: { exercises: [], total: 0, libraryTotal: 0 } } });
    signIn(['TRAINER']);
    const first = renderApp('/exercises');
    expect(await screen.findByText('No exercises found', {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();
    mockFetch({ 'GET /api/exercises': { status: 500, body: { error: 'Boom' } } });
    renderApp('/exercises');
    expect(await screen.findByText('Failed to load exercises', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
