import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NutritionTargets } from '@kinetic/contracts/nutrition';
import type { AdjustmentAnswer, NutritionAdjustment } from '@kinetic/contracts/nutrition-adjustments';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, emptyClientPage } from './client-fixtures.ts';

const base = `/api/clients/${CLIENT_ID}`;
const ID = '00000000-0000-4000-8000-0000000000a1';
const T = { timeout: 5000 };

const day = { kcal: 2000, protein: 150, carbs: 200, fat: 60, fiber: 30 };
const proposedDay = { kcal: 1780, protein: 150, carbs: 167, fat: 50, fiber: 30 };
const targets = (d: NutritionTargets['day'] = day): NutritionTargets => ({
  clientId: CLIENT_ID,
  day: d,
  restDay: null,
  goalRateKgPerWeek: -0.5,
  setBy: '00000000-0000-4000-8000-000000000001',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const pending: NutritionAdjustment = {
  id: ID,
  clientId: CLIENT_ID,
  week: '2026-W48',
  status: 'pending',
  reasoning:
    'Losing 0.3 kg a week against a goal of losing 0.5 kg a week: lower the calories by 220 kcal a day.',
  weeks: [
    { week: '2026-W45', start: '2026-11-02', end: '2026-11-08', averageKg: 80.4, entries: 3 },
    { week: '2026-W46', start: '2026-11-09', end: '2026-11-15', averageKg: 80, entries: 2 },
    { week: '2026-W47', start: '2026-11-16', end: '2026-11-22', averageKg: 79.7, entries: 1 },
  ],
  rateKgPerWeek: -0.3,
  goalRateKgPerWeek: -0.5,
  kcalChange: -220,
  current: { day, restDay: null, goalRateKgPerWeek: -0.5 },
  proposed: { day: proposedDay, restDay: null, goalRateKgPerWeek: -0.5 },
  applied: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-23T08:00:00.000Z',
};

function serve(decided?: (action: string, body: unknown) => MockAnswer | undefined) {
  let stored = targets();
  let adjustment = pending;
  const answer = (): AdjustmentAnswer => ({
    week: '2026-W48',
    adjustment,
    none: null,
    weeks: adjustment.weeks,
  });
  const decide =
    (action: string) =>
    ({ body }: { body: unknown }): MockAnswer => {
      const refused = decided?.(action, body);
      if (refused) return refused;
      const applied = action === 'dismiss' ? null : ((body as typeof pending.proposed) ?? pending.proposed);
      const status = action === 'dismiss' ? 'dismissed' : body ? 'edited' : 'approved';
      adjustment = { ...pending, status, applied, decidedAt: '2026-11-23T09:00:00.000Z' };
      if (applied) stored = targets(applied.day);
      return { body: applied ? { adjustment, targets: stored } : { adjustment } };
    };
  return mockFetch({
    ...emptyClientPage(),
    [`GET ${base}/nutrition/targets`]: () => ({ body: { targets: stored } }),
    [`GET ${base}/nutrition/adjustment`]: () => ({ body: answer() }),
    [`POST ${base}/nutrition/adjustments/${ID}/approve`]: decide('approve'),
    [`POST ${base}/nutrition/adjustments/${ID}/approve-with-edits`]: decide('approve-with-edits'),
    [`POST ${base}/nutrition/adjustments/${ID}/dismiss`]: decide('dismiss'),
  });
}

async function openBox() {
  signIn(['TRAINER']);
  renderApp(`/trainer/clients/${CLIENT_ID}`);
  const card = await screen.findByRole('region', { name: 'Nutrition targets' }, { timeout: 15_000 });
  const box = await within(card).findByRole('region', { name: 'Weekly adjustment' }, { timeout: 15_000 });
  return { card, box };
}

describe('the weekly adjustment (trainer)', { timeout: 30_000 }, () => {
  it('shows why, the weekly averages and the targets now and proposed; approve applies them', async () => {
    const calls = serve();
    const { card, box } = await openBox();
    expect(box).toHaveTextContent(pending.reasoning);
    const trend = within(box).getByRole('list', { name: 'Weekly average body weight' });
    expect(
      within(trend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Week of Nov 2, 2026: 80.4 kg (3 entries)',
      'Week of Nov 9, 2026: 80 kg (2 entries)',
      'Week of Nov 16, 2026: 79.7 kg (1 entry)',
    ]);
    const table = within(box).getByRole('table', { name: 'Every day' });
    expect(within(table).getByRole('row', { name: /Calories/ })).toHaveTextContent(
      'Calories2,000 kcal→1,780 kcal',
    );
    expect(within(table).getByRole('row', { name: /Protein/ })).toHaveTextContent('Protein150 g→150 g');
    expect(within(table).getByRole('row', { name: /Carbs/ })).toHaveTextContent('Carbs200 g→167 g');

    await userEvent.setup().click(within(box).getByRole('button', { name: 'Approve' }));
    expect(await findToast('Adjustment approved: the client is notified')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/approve'))).toBe(true);
    expect(within(card).queryByRole('region', { name: 'Weekly adjustment' })).not.toBeInTheDocument();
    expect(await within(card).findByLabelText('Every day', {}, T)).toHaveTextContent('1,780 kcal');
    expect(
      within(card).getByText("This week's adjustment was approved (-220 kcal a day)."),
    ).toBeInTheDocument();
  });

  it('Edit prefills the targets form with the proposal; the edit is approved', async () => {
    const calls = serve();
    const { card, box } = await openBox();
    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Nutrition targets' });
    const kcal = within(form).getByLabelText('Calories (kcal)');
    expect(kcal).toHaveValue(1780);
    expect(within(form).getByLabelText('Carbohydrate (g)')).toHaveValue(167);
    expect(within(form).getByLabelText('Goal rate (kg per week, optional)')).toHaveValue(-0.5);
    await user.clear(kcal);
    await user.type(kcal, '1800');
    await user.click(within(form).getByRole('button', { name: 'Approve these targets' }));
    expect(
      await findToast('Adjustment approved with your edits: the client is notified'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/approve-with-edits'))?.body).toEqual({
      day: { ...proposedDay, kcal: 1800 },
      restDay: null,
      goalRateKgPerWeek: -0.5,
    });
    expect(await within(card).findByLabelText('Every day', {}, T)).toHaveTextContent('1,800 kcal');
  });

  it('Dismiss keeps the targets', async () => {
    serve();
    const { card, box } = await openBox();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Dismiss' }));
    expect(await findToast('Adjustment dismissed: the targets stay as they are')).toBeInTheDocument();
    expect(await within(card).findByText("This week's adjustment was dismissed.", {}, T)).toBeInTheDocument();
    expect(within(card).getByLabelText('Every day')).toHaveTextContent('2,000 kcal');
  });

  it('says so when someone decided it meanwhile', async () => {
    serve(() => ({ status: 409, body: { error: 'This adjustment was already approved.' } }));
    const { box } = await openBox();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Approve' }));
    expect(await findToast('This adjustment was already approved.')).toBeInTheDocument();
  });
});
