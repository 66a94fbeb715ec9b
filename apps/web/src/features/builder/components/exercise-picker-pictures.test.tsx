import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { makeExercise } from '../../libraries/test/library-fixtures.ts';

const swing = makeExercise(1, {
  name: 'Kettlebell Swing',
  musclesWorked: ['Glutes', 'Hamstrings'],
  equipment: ['Kettlebell'],
  pictures: ['0123456789abcdef', 'fedcba9876543210'],
});
const plank = makeExercise(2, { name: 'Plank', musclesWorked: ['Core'] });

describe('the exercise picker', { timeout: 20_000 }, () => {
  it('shows each exercise’s picture and filters by muscle and equipment on the server', async () => {
    const calls = mockFetch({
      'GET /api/set-types': { body: { setTypes: [] } },
      'GET /api/clients': { body: { clients: [], total: 0 } },
      'GET /api/templates': { body: { templates: [], total: 0 } },
      'GET /api/equipment': {
        body: {
          equipment: [
            { id: '00000000-0000-4000-8000-000000000101', name: 'Kettlebell' },
            { id: '00000000-0000-4000-8000-000000000102', name: 'Barbell' },
          ].map((e) => ({
            ...e,
            description: '',
            category: '',
            location: '',
            brand: '',
            modelName: '',
            isAvailable: true,
            approved: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          })),
          total: 2,
          libraryTotal: 2,
        },
      },
      'GET /api/libraries/exercises': ({ query }) => {
        const found = [swing, plank].filter(
          (e) =>
            (!query.get('muscle') || e.musclesWorked.includes(query.get('muscle')!)) &&
            (!query.get('equipment') || e.equipment.includes(query.get('equipment')!)),
        );
        return { body: { exercises: found, total: found.length, libraryTotal: 2 } };
      },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/templates/new');
    await screen.findByRole('heading', { level: 1, name: 'New Template' }, { timeout: 5000 });
    const user = userEvent.setup();
    const block = screen.getByRole('region', { name: /^Set 1 - / });
    await user.click(within(block).getByRole('button', { name: 'Add Exercise' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Exercise' });
    const list = await within(picker).findByRole('list', { name: 'Exercises' });

    // A picture beside the name: the small file, its size set, loaded when scrolled near.
    const picture = within(list).getAllByRole('presentation')[0] as HTMLImageElement;
    expect(picture).toHaveAttribute('src', '/api/exercise-pictures/0123456789abcdef-160.webp');
    expect(picture).toHaveAttribute('width', '80');
    expect(picture).toHaveAttribute('height', '53');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('alt', '');
    // Plank has no picture: no image, a placeholder of the same size.
    expect(within(list).getAllByRole('presentation')).toHaveLength(1);

    await user.selectOptions(within(picker).getByLabelText('Muscle'), 'Glutes');
    await waitFor(() => expect(within(picker).queryByText('Plank')).not.toBeInTheDocument());
    expect(within(picker).getByText('Kettlebell Swing')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(within(picker).getByLabelText('Equipment')).getAllByRole('option')).toHaveLength(3),
    );
    await user.selectOptions(within(picker).getByLabelText('Equipment'), 'Barbell');
    expect(await within(picker).findByText('No exercises match your search and filters')).toBeInTheDocument();
    const last = calls.filter((c) => c.path === '/api/libraries/exercises').at(-1)!;
    expect(last.query.get('muscle')).toBe('Glutes');
    expect(last.query.get('equipment')).toBe('Barbell');
  });
});
