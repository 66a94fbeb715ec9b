import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, food, meal } from './meal-fixtures.ts';

const today = todayCalendarDate();
const T = { timeout: 5000 };

/** Records the full URLs fetched (mockFetch keeps only the path). */
function recordUrls() {
  const urls: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = ((input: string, init?: RequestInit) => {
    urls.push(`${(init?.method ?? 'GET').toUpperCase()} ${String(input)}`);
    return original(input, init);
  }) as typeof fetch;
  return urls;
}

/** The client's meals page with no meals yet, and its 'Add Meal' dialog opened. */
async function openAddMealOnEmptyDay() {
  renderApp('/client/meals');
  await screen.findByText('No meals', {}, T);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Meal' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Meal' }) };
}

const breakfast = meal({ date: today });
const lunch = meal({
  id: '00000000-0000-4000-8000-00000000a002',
  name: 'Chicken salad',
  mealType: 'LUNCH',
  date: today,
  calories: 520,
  protein: 40,
  fat: 20,
  totalCarbs: 30,
  isCompleted: true,
  completedAt: `${today}T12:30:00.000Z`,
  items: [],
});

describe('client meals', { timeout: 30_000 }, () => {
  it("shows the day's meals by type with calories, badges and day totals", async () => {
    mockFetch({ 'GET /api/meals': { body: { meals: [breakfast, lunch], total: 2 } } });
    signIn(['CLIENT'], { id: CLIENT_ID });
    renderApp('/client/meals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meals' }, T)).toBeInTheDocument();
    expect(screen.getByText('Track your nutrition')).toBeInTheDocument();

    const oats = await screen.findByRole('article', { name: 'Oatmeal bowl' }, T);
    expect(oats).toHaveTextContent('Breakfast');
    expect(oats).toHaveTextContent('350 kcal');
    expect(within(oats).getByText('Pending')).toBeInTheDocument();
    expect(within(oats).getByRole('list', { name: 'Foods in Oatmeal bowl' })).toHaveTextContent(
      'Rolled oats',
    );
    expect(oats).toHaveTextContent('Planned by your trainer');

    const salad = screen.getByRole('article', { name: 'Chicken salad' });
    expect(salad).toHaveTextContent('Lunch');
    expect(salad).toHaveTextContent('520 kcal');
    expect(within(salad).getByText('Completed')).toBeInTheDocument();

    const totals = screen.getByLabelText('Day totals');
    expect(totals).toHaveTextContent('Calories870 kcal');
    expect(totals).toHaveTextContent('Protein52 g');
    expect(totals).toHaveTextContent('Fat28 g');
    expect(totals).toHaveTextContent('Carbs85 g');
    expect(screen.getByText('Eaten 520 of 870 kcal')).toBeInTheDocument();
  });

  it("shows 'No meals' for an empty day, also at /meals", async () => {
    mockFetch({ 'GET /api/meals': { body: { meals: [], total: 0 } } });
    signIn(['CLIENT']);
    renderApp('/meals');
    expect(await screen.findByText('No meals', {}, T)).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first meal.')).toBeInTheDocument();
  });

  it('asks for the shown day and moves between days', async () => {
    const calls = mockFetch({ 'GET /api/meals': { body: { meals: [], total: 0 } } });
    const askedFor = () => calls.filter((c) => c.path === '/api/meals').map((c) => c.query.get('date'));
    signIn(['CLIENT']);
    const { router } = renderApp('/client/meals');
    await screen.findByText('No meals', {}, T);
    expect(askedFor()).toContain(today);
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const yesterday = shiftCalendarDate(today, -1);
    await waitFor(() => expect(askedFor()).toContain(yesterday));
    expect(router.state.location.search).toBe(`?date=${yesterday}`);
    expect(screen.getByText('Yesterday')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    const tomorrow = shiftCalendarDate(today, 1);
    await waitFor(() => expect(askedFor()).toContain(tomorrow));

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(router.state.location.search).toBe('');
  });

  it('marks a meal as eaten', async () => {
    let stored = breakfast;
    const calls = mockFetch({
      'GET /api/meals': () => ({ body: { meals: [stored], total: 1 } }),
      [`PATCH /api/meals/${breakfast.id}/completion`]: ({ body }) => {
        stored = { ...breakfast, isCompleted: (body as { isCompleted: boolean }).isCompleted };
        return { body: { meal: stored } };
      },
    });
    signIn(['CLIENT'], { id: CLIENT_ID });
    renderApp('/client/meals');
    const card = await screen.findByRole('article', { name: 'Oatmeal bowl' }, T);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Mark as eaten' }));
    expect(await findToast('Oatmeal bowl marked as eaten')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(`/api/meals/${breakfast.id}/completion`);
    expect(patch?.body).toEqual({ isCompleted: true });
    expect(await within(card).findByText('Completed')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark as not eaten' })).toBeInTheDocument();
  });

  it('adds a planned meal to the food diary in one tap, marking it eaten', async () => {
    let stored = breakfast;
    const calls = mockFetch({
      'GET /api/meals': () => ({ body: { meals: [stored], total: 1 } }),
      [`POST /api/nutrition/diary/from-meal/${breakfast.id}`]: () => {
        stored = { ...breakfast, isCompleted: true };
        return { status: 201, body: { entries: [] } };
      },
    });
    signIn(['CLIENT'], { id: CLIENT_ID });
    renderApp('/client/meals');
    const card = await screen.findByRole('article', { name: 'Oatmeal bowl' }, T);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Add to diary' }));
    expect(await findToast('Oatmeal bowl added to your food diary')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/api/nutrition/diary/from-meal/${breakfast.id}`);
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(card).findByText('Completed')).toBeInTheDocument();
  });

  it("'Add Meal' picks foods with servings, previews totals and posts { name, mealType, date, items }", async () => {
    const oats = food();
    const banana = food({
      id: '00000000-0000-4000-8000-00000000f002',
      name: 'Banana',
      servingSize: 1,
      servingMeasure: 'medium',
      calories: 105,
      protein: 1.3,
      fat: 0.4,
      totalCarbs: 27,
    });
    const calls = mockFetch({
      'GET /api/meals': { body: { meals: [], total: 0 } },
      'GET /api/libraries/foods': { body: { foods: [oats, banana], total: 2, libraryTotal: 2 } },
      'POST /api/meals': ({ body }) => ({
        status: 201,
        body: { meal: { ...breakfast, ...(body as object) } },
      }),
    });
    const urls = recordUrls();
    signIn(['CLIENT']);
    const { user, dialog } = await openAddMealOnEmptyDay();
    expect(within(dialog).getByLabelText('Date')).toHaveValue(today);

    // Before anything is typed, the picker asks for everyday foods first.
    await waitFor(() => expect(urls).toContain('GET /api/libraries/foods?order=everyday&limit=20'));
    await user.type(within(dialog).getByLabelText('Meal name'), 'Breakfast bowl');
    await user.selectOptions(within(dialog).getByLabelText('Meal type'), 'Breakfast');
    await user.type(within(dialog).getByLabelText('Search foods'), 'oat');
    await waitFor(() => expect(urls).toContain('GET /api/libraries/foods?search=oat&limit=20'));
    await user.click(await within(dialog).findByRole('button', { name: 'Add Rolled oats' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Banana' }));
    const servings = within(dialog).getByLabelText('Servings of Rolled oats');
    await user.clear(servings);
    await user.type(servings, '2');

    const preview = within(dialog).getByLabelText('Meal totals preview');
    expect(preview).toHaveTextContent('Calories405 kcal');
    expect(preview).toHaveTextContent('Protein11.3 g');
    expect(preview).toHaveTextContent('Carbs81 g');

    await user.click(within(dialog).getByRole('button', { name: 'Save meal' }));
    expect(await findToast('Meal added')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/meals');
    expect(post?.body).toEqual({
      name: 'Breakfast bowl',
      mealType: 'BREAKFAST',
      date: today,
      items: [
        { foodId: oats.id, servings: 2 },
        { foodId: banana.id, servings: 1 },
      ],
      notes: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows messages under the fields, from the form and from the server', async () => {
    const calls = mockFetch({
      'GET /api/meals': { body: { meals: [], total: 0 } },
      'GET /api/libraries/foods': { body: { foods: [food()], total: 1, libraryTotal: 1 } },
      'POST /api/meals': {
        status: 400,
        body: {
          error: 'Date must be within a year of today',
          errors: [
            { path: 'date', msg: 'Date must be within a year of today' },
            { path: 'items.0.servings', msg: 'Servings must be more than 0' },
          ],
        },
      },
    });
    signIn(['CLIENT']);
    const { user, dialog } = await openAddMealOnEmptyDay();

    await user.click(within(dialog).getByRole('button', { name: 'Save meal' }));
    expect(await within(dialog).findByText('Meal name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one food')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Meal name'), 'Late snack');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Rolled oats' }));
    const servings = within(dialog).getByLabelText('Servings of Rolled oats');
    await user.clear(servings);
    await user.type(servings, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save meal' }));
    expect(await within(dialog).findByText('Servings must be more than 0')).toBeInTheDocument();
    expect(servings).toHaveAccessibleDescription('Servings must be more than 0');

    await user.clear(servings);
    await user.type(servings, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save meal' }));
    expect(await within(dialog).findByText('Date must be within a year of today')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription(
      'Date must be within a year of today',
    );
  });

  it('deletes a meal after confirmation', async () => {
    const calls = mockFetch({
      'GET /api/meals': { body: { meals: [breakfast], total: 1 } },
      [`DELETE /api/meals/${breakfast.id}`]: { status: 204 },
    });
    signIn(['CLIENT']);
    renderApp('/client/meals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Oatmeal bowl' }, T));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete meal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete meal' }));
    expect(await findToast('Meal deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/meals/${breakfast.id}`)).toBe(true);
  });
});
