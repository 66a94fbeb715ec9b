import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomFood } from '@kinetic/contracts/custom-foods';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { mockLibraries } from '../test/library-fixtures.ts';

const T = { timeout: 5000 };

describe("a trainer's own foods (food library)", { timeout: 30_000 }, () => {
  it('creates a food shared with clients from My foods, and shows it as shared', async () => {
    const foods: CustomFood[] = [];
    const calls = mockLibraries(
      {},
      {
        'GET /api/nutrition/custom-foods': () => ({ body: { foods, total: foods.length } }),
        'POST /api/nutrition/custom-foods': ({ body }) => {
          const stamp = '2026-11-27T08:00:00.000Z';
          const food = {
            ...(body as CustomFood),
            id: '00000000-0000-4000-8000-0000000005c3',
            createdAt: stamp,
            updatedAt: stamp,
          };
          foods.push(food);
          return { status: 201, body: { food } };
        },
      },
    );
    signIn(['TRAINER']);
    renderApp('/libraries/foods');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My foods' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'My foods' });
    expect(await within(dialog).findByText('No foods of your own yet.', {}, T)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create a food' }));
    const form = within(dialog).getByRole('form', { name: 'Food of my own' });
    await user.type(within(form).getByLabelText('Name'), 'Recovery shake');
    await user.type(within(form).getByLabelText('Calories (kcal)'), '90');
    await user.type(within(form).getByLabelText('Protein (g)'), '10');
    await user.type(within(form).getByLabelText('Carbohydrate (g)'), '8');
    await user.type(within(form).getByLabelText('Fat (g)'), '2');
    await user.click(within(form).getByLabelText('Share with my clients'));
    await user.click(within(form).getByRole('button', { name: 'Save food' }));
    expect(await findToast('Recovery shake saved')).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'POST' && c.path === '/api/nutrition/custom-foods');
    expect(sent.map((c) => c.body)).toEqual([
      expect.objectContaining({ name: 'Recovery shake', calories: 90, fiber: null, sharedWithClients: true }),
    ]);
    const list = await within(dialog).findByRole('list', { name: 'My foods' }, T);
    expect(list).toHaveTextContent('Recovery shakeShared');
  });

  it('is not offered to consultants, who edit the library itself', async () => {
    mockLibraries();
    signIn(['CONSULTANT']);
    renderApp('/libraries/foods');
    expect(await screen.findByRole('button', { name: 'Import' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My foods' })).not.toBeInTheDocument();
  });
});
