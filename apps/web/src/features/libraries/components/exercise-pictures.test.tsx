import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/render-app.tsx';
import { listAnswer, makeExercise, mockLibraries } from '../test/library-fixtures.ts';
import { openRow } from '../test/open-row.ts';

const swing = makeExercise(1, {
  name: 'Kettlebell Swing',
  primaryMuscles: ['Hamstrings'],
  secondaryMuscles: ['Glutes'],
  instructions: ['Hinge and hike the bell back.', 'Drive the hips through.'],
  pictures: ['0123456789abcdef', 'fedcba9876543210'],
});

describe('an exercise’s pictures in the library', () => {
  it('shows a thumbnail in the row, both pictures with their positions and the steps in the detail', async () => {
    mockLibraries({ exercises: (params) => listAnswer('exercises', [swing], params) });
    signIn(['TRAINER']);
    await openRow('Kettlebell Swing');
    const thumb = screen.getAllByRole('presentation')[0]!;
    expect(thumb).toHaveAttribute('src', '/api/exercise-pictures/0123456789abcdef-160.webp');
    const start = screen.getByRole('img', { name: 'Kettlebell Swing, start position' });
    expect(start).toHaveAttribute('src', '/api/exercise-pictures/0123456789abcdef-480.webp');
    expect(start).toHaveAttribute('loading', 'lazy');
    expect(start).toHaveAttribute('width', '240');
    expect(start).toHaveAttribute('height', '160');
    expect(screen.getByRole('img', { name: 'Kettlebell Swing, end position' })).toHaveAttribute(
      'src',
      '/api/exercise-pictures/fedcba9876543210-480.webp',
    );
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(swing.instructions);
    expect(screen.getByText('Primary muscles').nextSibling).toHaveTextContent('Hamstrings');
  });
});
