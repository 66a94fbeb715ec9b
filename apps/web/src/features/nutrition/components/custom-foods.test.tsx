import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../../test/render-app.tsx';
import { T, open, ownFoods, posted, serve, sharedShake, today } from './diary-fixtures.ts';

const bake = {
  id: '00000000-0000-4000-8000-0000000005b2',
  name: 'Oat bake',
  brand: 'Home',
  calories: 380,
  protein: 11,
  totalCarbs: 52,
  fat: 14,
  fiber: null,
  sugar: null,
  sodium: null,
  servingGrams: null,
  portions: [],
  sharedWithClients: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('custom foods in the food diary', { timeout: 30_000 }, () => {
  it('marks custom foods in the results: the client’s own, and the trainer’s by name', async () => {
    serve([], [bake]);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add food to lunch' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add to lunch' });
    await user.type(within(dialog).getByLabelText('Search foods'), 'o');
    const results = await within(dialog).findByRole('list', { name: 'Food results' }, T);
    const row = async (name: string) =>
      (await within(results).findByRole('button', { name: `Add ${name}` }, T)).closest('li');
    expect(await row('Oat bake')).toHaveTextContent('Oat bake · HomeCustom');
    expect(await row(sharedShake.name)).toHaveTextContent('Recovery shakeFrom Maya Lopez');
    expect(await row('Oats, rolled')).not.toHaveTextContent(/Custom|From/);
  });

  it('creates a food when the search finds nothing, checked by the contract, and logs it at once', async () => {
    const { calls } = serve();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add food to snacks' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add to snacks' });
    await user.type(within(dialog).getByLabelText('Search foods'), 'granola square');
    expect(await within(dialog).findByText('No foods found', {}, T)).toBeInTheDocument();
    const [create] = within(dialog).getAllByRole('button', { name: 'Create a food' });
    await user.click(create!);
    const form = within(dialog).getByRole('form', { name: 'Food of my own' });
    // The contract's own messages, before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Create and add' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Calories is required')).toBeInTheDocument();
    expect(posted(calls, '/api/nutrition/custom-foods')).toEqual([]);
    // Only trainers share foods.
    expect(within(form).queryByLabelText('Share with my clients')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), 'Granola square');
    await user.type(within(form).getByLabelText('Calories (kcal)'), '450');
    await user.type(within(form).getByLabelText('Protein (g)'), '8');
    await user.type(within(form).getByLabelText('Carbohydrate (g)'), '60');
    await user.type(within(form).getByLabelText('Fat (g)'), '20');
    await user.type(within(form).getByLabelText('One serving (g, optional)'), '40');
    await user.click(within(form).getByRole('button', { name: 'Create and add' }));
    expect(await findToast('Granola square added to snacks')).toBeInTheDocument();
    expect(posted(calls, '/api/nutrition/custom-foods').map((c) => c.body)).toEqual([
      expect.objectContaining({
        name: 'Granola square',
        calories: 450,
        protein: 8,
        totalCarbs: 60,
        fat: 20,
        fiber: null,
        servingGrams: 40,
        sharedWithClients: false,
      }),
    ]);
    expect(posted(calls, '/api/nutrition/diary').map((c) => c.body)).toEqual([
      { date: today, mealType: 'SNACK', customFoodId: ownFoods[0]!.id, portion: '1 serving' },
    ]);
    const snacks = screen.getByRole('region', { name: 'Snacks' });
    expect(await within(snacks).findByText('Granola square', {}, T)).toBeInTheDocument();
    expect(within(snacks).getByText(/1 serving \(40 g\)/)).toBeInTheDocument();
  });

  it('lists the client’s foods under My foods and deletes one', async () => {
    serve([], [bake]);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My foods' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'My foods' });
    const list = await within(dialog).findByRole('list', { name: 'My foods' }, T);
    expect(list).toHaveTextContent('Oat bake · Home100 g · 380 kcal · P 11 · F 14 · C 52');
    await user.click(within(list).getByRole('button', { name: 'Delete Oat bake' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete food?' });
    expect(confirm).toHaveTextContent('Entries already logged from it keep their values.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete food' }));
    expect(await findToast('Food deleted')).toBeInTheDocument();
    expect(await within(dialog).findByText('No foods of your own yet.', {}, T)).toBeInTheDocument();
  });
});
