import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnTargetsAnswer } from '@kinetic/contracts/nutrition';
import { todayCalendarDate } from '../../../lib/calendar-date.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID } from './meal-fixtures.ts';

const T = { timeout: 5000 };
const today = todayCalendarDate();
const targets = (isTrainingDay: boolean): OwnTargetsAnswer => ({
  targets: {
    clientId: CLIENT_ID,
    day: { kcal: 2400, protein: 140, carbs: 290, fat: 75, fiber: 30 },
    restDay: { kcal: 2000, protein: 140, carbs: 200, fat: 70, fiber: null },
    goalRateKgPerWeek: -0.5,
    setBy: '00000000-0000-4000-8000-000000000001',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  today: { date: today, isTrainingDay },
});

function open(answer: OwnTargetsAnswer | null) {
  mockFetch({
    'GET /api/meals': { body: { meals: [], total: 0 } },
    ...(answer ? { 'GET /api/nutrition/targets': { body: answer } } : {}),
  });
  signIn(['CLIENT'], { id: CLIENT_ID });
  renderApp('/client/meals');
}

describe("the client's targets on Meals", { timeout: 30_000 }, () => {
  it("shows today's targets, a training day's, under the page's own title", async () => {
    open(targets(true));
    const region = await screen.findByRole('region', { name: "Today's targets" }, T);
    expect(within(region).getByText('Training day')).toBeInTheDocument();
    const list = within(region).getByLabelText('Training day targets');
    expect(list).toHaveTextContent('Calories2,400 kcal');
    expect(list).toHaveTextContent('Protein140 g');
    expect(list).toHaveTextContent('Carbs290 g');
    expect(list).toHaveTextContent('Fat75 g');
    expect(region).toHaveTextContent('Goal: Lose 0.5 kg per week');
    expect(screen.getByRole('heading', { level: 1, name: 'Meals' })).toBeInTheDocument();
    expect(screen.getByText('Track your nutrition')).toBeInTheDocument();
  });

  it("a rest day shows the rest day's targets", async () => {
    open(targets(false));
    const region = await screen.findByRole('region', { name: "Today's targets" }, T);
    expect(within(region).getByLabelText('Rest day targets')).toHaveTextContent('Calories2,000 kcal');
  });

  it('shows nothing of targets when none are set', async () => {
    open({ targets: null, today: { date: today, isTrainingDay: false } });
    expect(await screen.findByText('No meals', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's targets" })).not.toBeInTheDocument();
  });
});
