import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, signIn } from '../../../test/render-app.tsx';
import { itemTexts } from '../../../test/item-texts.ts';
import { equipment, exercises, mockLibraries } from '../test/library-fixtures.ts';
import { openRow } from '../test/open-row.ts';

const squat = exercises[0]!;

describe('an exercise’s equipment (consultant)', () => {
  it('picks equipment from the equipment library instead of free text', async () => {
    const calls = mockLibraries(
      {},
      { [`PUT /api/libraries/exercises/${squat.id}`]: ({ body }) => ({ body: { item: body } }) },
    );
    signIn(['CONSULTANT']);
    const user = await openRow('Back Squat');
    const picker = screen.getByLabelText('Equipment');
    expect(picker.tagName).toBe('SELECT');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Add equipment from the library...',
        ...equipment.map((e) => e.name).sort((a, b) => a.localeCompare(b)),
      ]),
    );
    await user.selectOptions(picker, 'Rowing Machine');
    await user.click(screen.getByRole('button', { name: 'Remove Squat Rack' }));
    const chosen = screen.getByRole('list', { name: 'Equipment chosen' });
    expect(itemTexts(chosen)).toEqual(['Barbell', 'Rowing Machine']);
    expect(within(picker).queryByRole('option', { name: 'Rowing Machine' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Exercise updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...squat,
      equipment: ['Barbell', 'Rowing Machine'],
    });
  });
});
