import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_RULE,
  complianceOf,
  type ComplianceAnswer,
  type DiaryDayTotals,
} from '@kinetic/contracts/nutrition-compliance';
import type { DiaryDay } from '@kinetic/contracts/food-diary';
import { shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const T = { timeout: 5000 };
const CLIENT_ID = '00000000-0000-4000-8000-00000000c11e';
const today = todayCalendarDate();
const day = { kcal: 2000, protein: 150, carbs: 200, fat: 60, fiber: null };
const targets = { day, restDay: null };

const emptyDay = (date: string): DiaryDay => ({
  clientId: CLIENT_ID,
  date,
  isTrainingDay: false,
  entries: [],
  totals: { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 },
  targets: day,
  versusTargets: [],
});

/** The 7 days before today: the first `on` on target, the rest not logged. */
const week = (on: number): ComplianceAnswer => {
  const days: DiaryDayTotals[] = Array.from({ length: 7 }, (_, i) => ({
    date: shiftCalendarDate(today, i - 7),
    kcal: i < on ? 2000 : 0,
    protein: i < on ? 150 : 0,
    entries: i < on ? 2 : 0,
    isTrainingDay: false,
  }));
  return { compliance: complianceOf(targets, days) };
};

describe('the client’s own week on the food diary', { timeout: 30_000 }, () => {
  it('shows the days on target, compact, with the rule; a diary write reads it again', async () => {
    let onTarget = 4;
    const calls = mockFetch({
      'GET /api/nutrition/diary': ({ query }) => ({ body: emptyDay(query.get('date')!) }),
      'GET /api/nutrition/compliance': () => ({ body: week(onTarget) }),
      'POST /api/nutrition/diary/copy': () => {
        onTarget = 5;
        return { status: 201, body: { entries: [] } };
      },
    });
    signIn(['CLIENT'], { id: CLIENT_ID });
    renderApp('/client/nutrition');
    const own = await screen.findByRole('region', { name: 'Your last 7 days' }, T);
    expect(await within(own).findByText('4 of 7 days on target this week', {}, T)).toBeInTheDocument();
    const days = within(own).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('On target: 2,000 of 2,000 kcal, 150 of 150 g protein (rest day)');
    expect(days[6]).toHaveTextContent('Not logged (rest day)');
    // Compact: the calories, not the target under them.
    expect(within(own).queryByText(/^of /)).not.toBeInTheDocument();
    expect(within(own).getByText(COMPLIANCE_RULE)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: "Copy yesterday's breakfast" }));
    expect(await within(own).findByText('5 of 7 days on target this week', {}, T)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/nutrition/compliance').length).toBeGreaterThan(1);
  });

  it('says when no targets are set', async () => {
    mockFetch({
      'GET /api/nutrition/diary': ({ query }) => ({
        body: { ...emptyDay(query.get('date')!), targets: null },
      }),
      'GET /api/nutrition/compliance': { body: { compliance: null } },
    });
    signIn(['CLIENT'], { id: CLIENT_ID });
    renderApp('/client/nutrition');
    const own = await screen.findByRole('region', { name: 'Your last 7 days' }, T);
    expect(own).toHaveTextContent('Your trainer has not set nutrition targets yet.');
  });
});
