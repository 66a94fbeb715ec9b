import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../../test/render-app.tsx';
import { T, egg, entryOf, oats, open, posted, serve, today, yesterday } from './diary-fixtures.ts';

describe('the food diary (client)', { timeout: 30_000 }, () => {
  it('shows the day against the targets: totals, bars and what is left', async () => {
    serve([
      entryOf(today, { date: today, mealType: 'LUNCH', name: 'Sandwich', kcal: 500, protein: 20 }),
      entryOf(today, { date: today, mealType: 'DINNER', name: 'Curry', kcal: 1700, fat: 70 }),
    ]);
    open();
    const totals = await screen.findByRole('region', { name: 'Day totals' }, T);
    expect(within(totals).getByText('Rest day targets')).toBeInTheDocument();
    expect(totals).toHaveTextContent('Calories2,200 of 2,000 kcal200 kcal over');
    expect(totals).toHaveTextContent('Protein20 of 150 g130 g left');
    expect(totals).toHaveTextContent('Fat70 of 60 g10 g over');
    expect(within(totals).getByRole('progressbar', { name: 'Protein: 20 of 150 g' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
    // Fiber has no target: no row for it.
    expect(totals).not.toHaveTextContent('Fiber');
    const lunch = screen.getByRole('region', { name: 'Lunch' });
    expect(within(lunch).getByRole('list', { name: 'Lunch entries' })).toHaveTextContent('Sandwich');
    expect(
      within(screen.getByRole('region', { name: 'Breakfast' })).getByText('Nothing logged.'),
    ).toBeInTheDocument();
  });

  it('adds a food from the search with a portion, seeing its nutrients first', async () => {
    const { calls } = serve();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add food to breakfast' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add to breakfast' });
    // The recent foods are offered first.
    expect(within(dialog).getByRole('list', { name: 'Recent foods' })).toHaveTextContent('Oats, rolled');
    await user.type(within(dialog).getByLabelText('Search foods'), 'egg');
    const results = await within(dialog).findByRole('list', { name: 'Food results' }, T);
    await user.click(await within(results).findByRole('button', { name: 'Add Egg, whole, raw' }, T));
    await user.selectOptions(within(dialog).getByLabelText('Amount'), '1 large (50 g)');
    const count = within(dialog).getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '2');
    expect(within(dialog).getByRole('status', { name: 'Nutrients of this amount' })).toHaveTextContent(
      '2 x 1 large (100 g): 143 kcal · Protein 12.6 g · Carbs 0.7 g · Fat 9.5 g',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add to diary' }));
    expect(await findToast('Egg, whole, raw added to breakfast')).toBeInTheDocument();
    const [add] = posted(calls, '/api/nutrition/diary');
    expect(add!.body).toEqual({
      date: today,
      mealType: 'BREAKFAST',
      foodId: egg.id,
      portion: '1 large',
      count: 2,
    });
    expect(add!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    expect(
      await within(breakfast).findByText('2 x 1 large (100 g) · P 12.6 · C 0.7 · F 9.5', {}, T),
    ).toBeInTheDocument();
  });

  it('quick-adds calories and macros', async () => {
    const { calls } = serve();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add food to snacks' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add to snacks' });
    await user.click(within(dialog).getByRole('button', { name: 'Quick add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to diary' }));
    // Checked before sending: nothing is sent without a name and calories.
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Calories is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Protein bar');
    await user.type(within(dialog).getByLabelText('Calories (kcal)'), '210');
    await user.type(within(dialog).getByLabelText('Protein (g)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add to diary' }));
    expect(await findToast('Protein bar added to snacks')).toBeInTheDocument();
    expect(posted(calls, '/api/nutrition/diary').map((c) => c.body)).toEqual([
      { date: today, mealType: 'SNACK', name: 'Protein bar', kcal: 210, protein: 20 },
    ]);
    const totals = screen.getByRole('region', { name: 'Day totals' });
    expect(await within(totals).findByText(/1,790 kcal left/, {}, T)).toBeInTheDocument();
  });

  it("copies yesterday's breakfast to today", async () => {
    const { calls } = serve([
      entryOf(yesterday, { date: yesterday, mealType: 'BREAKFAST', foodId: oats.id, grams: 80 }),
      entryOf(yesterday, { date: yesterday, mealType: 'BREAKFAST', name: 'Coffee', kcal: 5 }),
    ]);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Copy yesterday's breakfast" }, T));
    expect(await findToast('Copied 2 entries to breakfast')).toBeInTheDocument();
    expect(posted(calls, '/api/nutrition/diary/copy').map((c) => c.body)).toEqual([
      { fromDate: yesterday, meal: 'BREAKFAST', toDate: today },
    ]);
    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    expect(await within(breakfast).findByText('Coffee', {}, T)).toBeInTheDocument();
    expect(within(breakfast).getByText('Oats, rolled')).toBeInTheDocument();
  });
});
