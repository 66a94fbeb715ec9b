import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_RULE,
  NO_TARGETS_FOR_COMPLIANCE,
  complianceOf,
  type DiaryDayTotals,
} from '@kinetic/contracts/nutrition-compliance';
import type { NutritionTargets } from '@kinetic/contracts/nutrition';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, emptyClientPage } from './client-fixtures.ts';

const base = `/api/clients/${CLIENT_ID}`;
const T = { timeout: 15_000 };

const targets: NutritionTargets = {
  clientId: CLIENT_ID,
  day: { kcal: 2100, protein: 140, carbs: 230, fat: 70, fiber: null },
  restDay: { kcal: 1900, protein: 140, carbs: 180, fat: 68, fiber: null },
  goalRateKgPerWeek: -0.5,
  setBy: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** 28 days from 30 Oct to 26 Nov 2026: the last week 5 on target, one off, one not logged. */
const days: DiaryDayTotals[] = Array.from({ length: 28 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 30 + i)).toISOString().slice(0, 10);
  const last = i - 21;
  if (i < 21) return { date, kcal: i % 2 ? 1900 : 1500, protein: 140, entries: 3, isTrainingDay: false };
  if (last === 2) return { date, kcal: 0, protein: 0, entries: 0, isTrainingDay: false };
  if (last === 4) return { date, kcal: 1700, protein: 150, entries: 4, isTrainingDay: true };
  return { date, kcal: 2003.9, protein: 203.2, entries: 5, isTrainingDay: false };
});

function serve(withTargets: boolean) {
  return mockFetch({
    ...emptyClientPage(),
    [`GET ${base}/nutrition/targets`]: { body: { targets: withTargets ? targets : null } },
    [`GET ${base}/nutrition/compliance`]: {
      body: { compliance: withTargets ? complianceOf(targets, days) : null },
    },
  });
}

describe("the client's nutrition compliance (trainer)", { timeout: 30_000 }, () => {
  it('shows the week day by day, the figure, the last 4 weeks and the rule', async () => {
    const calls = serve(true);
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const card = await screen.findByRole('region', { name: 'Nutrition compliance' }, T);
    expect(await within(card).findByText('5 of 7 days on target this week', {}, T)).toBeInTheDocument();
    const week = within(card).getByRole('list', { name: 'The last 7 days' });
    const items = within(week).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]).toHaveTextContent(
      'Fri, Nov 20: On target: 2,003.9 of 1,900 kcal, 203.2 of 140 g protein (rest day)',
    );
    expect(items[0]).toHaveTextContent('2,004');
    expect(items[2]).toHaveTextContent('Not logged (rest day)');
    expect(items[2]).toHaveTextContent('—');
    expect(items[4]).toHaveTextContent(
      'Off target: 1,700 of 2,100 kcal, 150 of 140 g protein (training day)',
    );
    const bars = within(card).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Oct 30 – Nov 5: 3 of 7 days on target',
      'Nov 6 – Nov 12: 4 of 7 days on target',
      'Nov 13 – Nov 19: 3 of 7 days on target',
      'Nov 20 – Nov 26: 5 of 7 days on target',
    ]);
    expect(within(card).getByText('5/7')).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(`^${COMPLIANCE_RULE}`))).toBeInTheDocument();
    // One read, once the targets are known.
    expect(calls.filter((c) => c.path === `${base}/nutrition/compliance`)).toHaveLength(1);
  });

  it('says there is nothing to measure against without targets, and still states the rule', async () => {
    serve(false);
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const card = await screen.findByRole('region', { name: 'Nutrition compliance' }, T);
    expect(await within(card).findByText(NO_TARGETS_FOR_COMPLIANCE, {}, T)).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'The last 7 days' })).not.toBeInTheDocument();
    expect(within(card).getByText(new RegExp(`^${COMPLIANCE_RULE}`))).toBeInTheDocument();
  });
});
