import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiaryDay } from '@kinetic/contracts/food-diary';
import { todayCalendarDate } from '../../../lib/calendar-date.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, emptyClientPage } from './client-fixtures.ts';

const base = `/api/clients/${CLIENT_ID}`;
const today = todayCalendarDate();

const day = (date: string): DiaryDay => ({
  clientId: CLIENT_ID,
  date,
  isTrainingDay: true,
  entries:
    date === today
      ? [
          {
            id: '00000000-0000-4000-8000-0000000000e1',
            clientId: CLIENT_ID,
            date,
            mealType: 'DINNER',
            foodId: null,
            customFoodId: null,
            name: 'Curry',
            grams: null,
            servings: null,
            amount: '',
            kcal: 700,
            protein: 30,
            carbs: 80,
            fat: 25,
            fiber: null,
            createdAt: '2026-11-27T19:00:00.000Z',
          },
        ]
      : [],
  totals:
    date === today
      ? { kcal: 700, protein: 30, carbs: 80, fat: 25, fiber: 0 }
      : { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 },
  targets: { kcal: 2400, protein: 140, carbs: 290, fat: 75, fiber: null },
  versusTargets: [
    {
      nutrient: 'kcal',
      total: date === today ? 700 : 0,
      target: 2400,
      remaining: date === today ? 1700 : 2400,
    },
    { nutrient: 'protein', total: 30, target: 140, remaining: 110 },
    { nutrient: 'carbs', total: 80, target: 290, remaining: 210 },
    { nutrient: 'fat', total: 25, target: 75, remaining: 50 },
    { nutrient: 'fiber', total: 0, target: null, remaining: null },
  ],
});

describe("the client's food diary (trainer)", { timeout: 30_000 }, () => {
  it('reads a day, and the day before, without any editing control', async () => {
    const calls = mockFetch({
      ...emptyClientPage(),
      [`GET ${base}/nutrition/targets`]: { body: { targets: null } },
      [`GET ${base}/nutrition/diary`]: ({ query }) => ({ body: day(query.get('date')!) }),
    });
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const user = userEvent.setup();
    // The diary is read (an audited read) only when the trainer opens it.
    const toggle = await screen.findByRole('button', { name: 'Food diary' }, { timeout: 15_000 });
    expect(calls.some((c) => c.path === `${base}/nutrition/diary`)).toBe(false);
    await user.click(toggle);
    const dinner = await screen.findByRole('region', { name: 'Dinner' }, { timeout: 5000 });
    expect(within(dinner).getByText('Curry')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Day totals' });
    expect(totals).toHaveTextContent('Training day targets');
    expect(totals).toHaveTextContent('Calories700 of 2,400 kcal1,700 kcal left');
    expect(screen.queryByRole('button', { name: /Add food/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy yesterday/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Curry' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Nothing logged on this day.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
