import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageOf } from '../../../test/mock-fetch.ts';
import type { Exercise } from '@kinetic/contracts/libraries';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { makeExercise } from '../../libraries/test/library-fixtures.ts';

const exercise = (n: number, name: string, category: string, difficulty: Exercise['difficulty']) =>
  makeExercise(n, { name, category, difficulty });

describe('older exercises list', () => {
  it('shows cards with name, category and difficulty and an Add Exercise button that does nothing', async () => {
    const calls = mockFetch({
      'GET /api/exercises': {
        body: {
          exercises: [
            exercise(1, 'Back Squat', 'Strength', 'INTERMEDIATE'),
            exercise(2, 'Plank', 'Core', 'BEGINNER'),
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

  it('reaches the whole library with Load more, and shows the count', async () => {
    const all = Array.from({ length: 237 }, (_, i) =>
      exercise(i + 1, `Move ${i + 1}`, 'Strength', 'BEGINNER'),
    );
    all[236] = { ...all[236]!, name: 'Zercher Squat' };
    const calls = mockFetch({
      'GET /api/exercises': ({ query }) => ({
        body: { exercises: pageOf(all, query), total: 237, libraryTotal: 237 },
      }),
    });
    signIn(['TRAINER']);
    renderApp('/exercises');
    const list = await screen.findByRole('list', { name: 'Exercises' }, { timeout: 5000 });
    expect(screen.getByText('237 exercises')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    expect(screen.getByText('Showing 200 of 237 exercises')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more exercises' }));
    expect(await within(list).findByText('Zercher Squat')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(237);
    expect(screen.queryByRole('button', { name: 'Load more exercises' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/exercises').map((c) => c.query.get('offset'))).toEqual([
      '0',
      '200',
    ]);
  });
});
