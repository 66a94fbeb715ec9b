import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Meal } from '@kinetic/contracts/meals';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import { todayCalendarDate } from '../../../lib/calendar-date.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { food, meal as plannedMeal, TRAINER_ID } from '../../meals/components/meal-fixtures.ts';
import { progressEntry } from '../../progress/components/progress-fixtures.ts';
import { CLIENT_ID, emptyClientPage } from './client-fixtures.ts';

const T = { timeout: 5000 };

const oats = food();

function meal(overrides: Partial<Meal>): Meal {
  return plannedMeal({
    clientId: CLIENT_ID,
    name: 'Meal',
    calories: 300,
    protein: 10,
    fat: 6,
    totalCarbs: 54,
    ...overrides,
  });
}

// Newest day first, as the API answers.
const meals = [
  meal({
    id: '00000000-0000-4000-8000-00000000a003',
    name: 'Salmon dinner',
    mealType: 'DINNER',
    date: '2026-11-22',
    calories: 600,
  }),
  meal({
    id: '00000000-0000-4000-8000-00000000a002',
    name: 'Porridge',
    date: '2026-11-22',
    isCompleted: true,
  }),
  meal({ id: '00000000-0000-4000-8000-00000000a001', name: 'Toast', date: '2026-11-21', plannedBy: null }),
];

const progress: ProgressEntry[] = [
  progressEntry({
    id: '00000000-0000-4000-8000-00000000e002',
    clientId: CLIENT_ID,
    value: 79,
    date: '2026-11-15',
    createdAt: '2026-11-15T08:00:00.000Z',
  }),
  progressEntry({ id: '00000000-0000-4000-8000-00000000e001', clientId: CLIENT_ID }),
];

function handlers(overrides: Parameters<typeof mockFetch>[0] = {}): Parameters<typeof mockFetch>[0] {
  return {
    ...emptyClientPage(),
    [`GET /api/clients/${CLIENT_ID}/meals`]: { body: { meals, total: meals.length } },
    [`GET /api/clients/${CLIENT_ID}/progress`]: { body: { progress, total: progress.length } },
    ...overrides,
  };
}

async function openSection(name: RegExp) {
  await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' }, T);
  const toggle = screen.getByRole('button', { name });
  const user = userEvent.setup();
  await user.click(toggle);
  return { user, toggle };
}

describe('trainer client page: meals and progress', { timeout: 30_000 }, () => {
  it('counts the meals and lists them by day with totals and completion', async () => {
    mockFetch(handlers());
    signIn(['TRAINER'], { id: TRAINER_ID });
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const { toggle } = await openSection(/Meals/);
    await waitFor(() => expect(toggle).toHaveTextContent('3'));
    expect(screen.getByRole('button', { name: /Progress/ })).toHaveTextContent('2');

    const day1 = screen.getByRole('region', { name: 'Sunday, November 22' });
    const day2 = screen.getByRole('region', { name: 'Saturday, November 21' });
    expect(day1.compareDocumentPosition(day2) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(day1).toHaveTextContent('900 kcal');
    expect(day1).toHaveTextContent('1 of 2 eaten');
    const names = within(day1)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(names).toEqual(['Porridge', 'Salmon dinner']);
    expect(
      within(screen.getByRole('article', { name: 'Porridge' })).getByText('Completed'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Salmon dinner' })).getByText('Pending'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Toast' })).toHaveTextContent('Logged by Sam Rivera');
  });

  it("'Plan Meal' posts the meal to the client's meals", async () => {
    const calls = mockFetch(
      handlers({
        [`GET /api/clients/${CLIENT_ID}/meals`]: { body: { meals: [], total: 0 } },
        'GET /api/libraries/foods': { body: { foods: [oats], total: 1, libraryTotal: 1 } },
        [`POST /api/clients/${CLIENT_ID}/meals`]: ({ body }) => ({
          status: 201,
          body: { meal: meal(body as Partial<Meal>) },
        }),
      }),
    );
    signIn(['TRAINER'], { id: TRAINER_ID });
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const { user } = await openSection(/Meals/);
    expect(await screen.findByText('No meals yet. Plan the first one!', {}, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plan Meal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan Meal' });
    await user.type(within(dialog).getByLabelText('Meal name'), 'Power lunch');
    await user.selectOptions(within(dialog).getByLabelText('Meal type'), 'Lunch');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Rolled oats' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add another serving of Rolled oats' }));
    expect(within(dialog).getByLabelText('Servings of Rolled oats')).toHaveValue(2);
    await user.click(within(dialog).getByRole('button', { name: 'Save meal' }));
    expect(await findToast('Meal planned')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/api/clients/${CLIENT_ID}/meals`);
    expect(post?.body).toEqual({
      name: 'Power lunch',
      mealType: 'LUNCH',
      date: todayCalendarDate(),
      items: [{ foodId: oats.id, servings: 2 }],
      notes: '',
    });
  });

  it('deletes a planned meal after confirmation', async () => {
    const calls = mockFetch(handlers({ [`DELETE /api/meals/${meals[0]!.id}`]: { status: 204 } }));
    signIn(['TRAINER'], { id: TRAINER_ID });
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const { user } = await openSection(/Meals/);
    await user.click(await screen.findByRole('button', { name: 'Delete Salmon dinner' }, T));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete meal?' });
    expect(dialog).toHaveTextContent('"Salmon dinner" will be removed from Sam Rivera\'s meals.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete meal' }));
    expect(await findToast('Meal deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/meals/${meals[0]!.id}`)).toBe(true);
  });

  it('shows the charts and the entries read-only', async () => {
    mockFetch(handlers());
    signIn(['TRAINER'], { id: TRAINER_ID });
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    await openSection(/Progress/);
    const chart = await screen.findByRole('region', { name: 'Body weight (kg)' }, T);
    expect(await within(chart).findAllByRole('img', { name: /kg on/ }, T)).toHaveLength(2);
    const rows = within(screen.getByRole('list', { name: 'Progress entries' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('79 kg');
    expect(rows[0]).toHaveTextContent('Body composition');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
