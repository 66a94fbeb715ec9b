import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NutritionTargets, ProposalAnswer } from '@kinetic/contracts/nutrition';
import { PROPOSAL_FORMULA } from '@kinetic/contracts/nutrition';
import { fieldRefusal, mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, emptyClientPage } from './client-fixtures.ts';

const base = `/api/clients/${CLIENT_ID}`;
const T = { timeout: 5000 };

const saved = (over: Partial<NutritionTargets> = {}): NutritionTargets => ({
  clientId: CLIENT_ID,
  day: { kcal: 2000, protein: 120, carbs: 230, fat: 65, fiber: null },
  restDay: null,
  goalRateKgPerWeek: null,
  setBy: '00000000-0000-4000-8000-000000000001',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const note = (value: number | string | null, source: string | null, text: string) => ({
  value,
  source,
  note: text,
});
/** The proposal with the sex missing, then (entered) complete: the woman of the worked example. */
const proposal = (query: URLSearchParams): ProposalAnswer => {
  const sex = query.get('sex');
  return {
    formula: PROPOSAL_FORMULA,
    inputs: {
      weightKg: note(60, 'progress', 'Latest body weight entry, 2026-11-20'),
      heightCm: note(165, 'profile', 'Profile'),
      age: note(30, 'profile', 'Profile (born 1996-01-01)'),
      sex: sex ? note(sex, 'entered', 'Entered by you') : note(null, null, 'Not in the profile'),
      daysPerWeek: note(3, 'intake', 'Intake (goals): days per week'),
      goalRateKgPerWeek: note(0, 'default', 'Not set: keep the weight (0 kg per week)'),
    } as ProposalAnswer['inputs'],
    intake: { height: `5'5"`, weight: '132 lbs' },
    missing: sex ? [] : ['sex'],
    result: sex
      ? {
          bmr: 1320.25,
          activityFactor: 1.55,
          activityLabel: 'moderately active (3-5 training days a week)',
          maintenance: 2046,
          goalEnergy: 0,
          targets: { kcal: 2046, protein: 108, carbs: 251, fat: 68, fiber: null },
        }
      : null,
  };
};

function serve(start: NutritionTargets | null, put?: (body: unknown) => MockAnswer) {
  let stored = start;
  return mockFetch({
    ...emptyClientPage(),
    [`GET ${base}/nutrition/targets`]: () => ({ body: { targets: stored } }),
    [`GET ${base}/nutrition/proposal`]: ({ query }) => ({ body: proposal(query) }),
    [`PUT ${base}/nutrition/targets`]: ({ body }) => {
      const refused = put?.(body);
      if (refused) return refused;
      const b = body as {
        day: NutritionTargets['day'];
        restDay: NutritionTargets['day'] | null;
        goalRateKgPerWeek: number | null;
      };
      stored = saved({ day: b.day, restDay: b.restDay, goalRateKgPerWeek: b.goalRateKgPerWeek });
      return { body: { targets: stored } };
    },
  });
}

async function openCard() {
  signIn(['TRAINER']);
  renderApp(`/trainer/clients/${CLIENT_ID}`);
  return screen.findByRole('region', { name: 'Nutrition targets' }, { timeout: 15_000 });
}

describe('the nutrition targets panel (trainer)', { timeout: 30_000 }, () => {
  it('shows an empty state when none are set', async () => {
    serve(null);
    const card = await openCard();
    expect(await within(card).findByText(/No nutrition targets set/, {}, T)).toBeInTheDocument();
  });

  it('shows the current targets: training and rest days, and the goal', async () => {
    serve(
      saved({
        restDay: { kcal: 1800, protein: 120, carbs: 180, fat: 60, fiber: 25 },
        goalRateKgPerWeek: -0.5,
      }),
    );
    const again = await openCard();
    expect(await within(again).findByText('Training days', {}, T)).toBeInTheDocument();
    expect(within(again).getByLabelText('Rest days')).toHaveTextContent('1,800 kcal');
    expect(within(again).getByLabelText('Rest days')).toHaveTextContent('Fiber25 g');
    expect(within(again).getByText('Goal: Lose 0.5 kg per week')).toBeInTheDocument();
  });

  it('suggests targets: the formula and inputs, asks for what is missing, and the trainer confirms them', async () => {
    const calls = serve(null);
    const card = await openCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Suggest targets' }, T));
    const suggestion = await within(card).findByRole('region', { name: 'Suggested targets' }, T);
    expect(await within(suggestion).findByText(/Mifflin-St Jeor/, {}, T)).toBeInTheDocument();
    expect(suggestion).toHaveTextContent('Weight (kg):60 (Latest body weight entry, 2026-11-20)');
    expect(suggestion).toHaveTextContent(`The intake says: height 5'5", weight 132 lbs.`);
    expect(within(suggestion).getByText('Missing')).toBeInTheDocument();

    await user.selectOptions(within(suggestion).getByLabelText('Sex (for the formula)'), 'female');
    await user.click(within(suggestion).getByRole('button', { name: 'Work out the suggestion' }));
    expect(await within(suggestion).findByText(/BMR 1,320.25 kcal x 1.55/, {}, T)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/proposal') && c.query.get('sex') === 'female')).toBe(true);

    await user.click(within(suggestion).getByRole('button', { name: 'Use these targets' }));
    const form = within(card).getByRole('form', { name: 'Nutrition targets' });
    expect(within(form).getByLabelText('Calories (kcal)')).toHaveValue(2046);
    expect(within(form).getByLabelText('Protein (g)')).toHaveValue(108);
    await user.click(within(form).getByRole('button', { name: 'Save targets' }));
    expect(await findToast('Nutrition targets saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      day: { kcal: 2046, protein: 108, carbs: 251, fat: 68, fiber: null },
      restDay: null,
      goalRateKgPerWeek: null,
    });
    expect(await within(card).findByLabelText('Every day', {}, T)).toHaveTextContent('2,046 kcal');
  });

  it('edits the targets with separate rest days behind the switch', async () => {
    const calls = serve(saved());
    const card = await openCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Edit targets' }, T));
    const form = within(card).getByRole('form', { name: 'Nutrition targets' });
    await user.click(within(form).getByRole('switch', { name: 'Different targets on rest days' }));
    const rest = within(form).getByRole('group', { name: 'Rest days' });
    const restKcal = within(rest).getByLabelText('Calories (kcal)');
    await user.clear(restKcal);
    await user.type(restKcal, '1800');
    const restCarbs = within(rest).getByLabelText('Carbohydrate (g)');
    await user.clear(restCarbs);
    await user.type(restCarbs, '180');
    await user.type(within(form).getByLabelText('Goal rate (kg per week, optional)'), '-0.25');
    await user.click(within(form).getByRole('button', { name: 'Save targets' }));
    expect(await findToast('Nutrition targets saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      day: { kcal: 2000, protein: 120, carbs: 230, fat: 65, fiber: null },
      restDay: { kcal: 1800, protein: 120, carbs: 180, fat: 65, fiber: null },
      goalRateKgPerWeek: -0.25,
    });
    expect(await within(card).findByLabelText('Rest days', {}, T)).toHaveTextContent('1,800 kcal');
  });

  it("shows the refusal under the field: the browser's check, then the server's", async () => {
    const message = 'The macros add up to 2,540 kcal, 540 kcal (27%) more than the 2,000 kcal target';
    const calls = serve(saved(), () => fieldRefusal(400, 'day.kcal', message));
    const card = await openCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Edit targets' }, T));
    const form = within(card).getByRole('form', { name: 'Nutrition targets' });
    const kcal = within(form).getByLabelText('Calories (kcal)');
    await user.clear(kcal);
    await user.type(kcal, '500');
    await user.click(within(form).getByRole('button', { name: 'Save targets' }));
    expect(await within(form).findByText('Calories must be between 800 and 10,000 kcal')).toBeInTheDocument();
    expect(kcal).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(kcal);
    await user.type(kcal, '2000');
    await user.click(within(form).getByRole('button', { name: 'Save targets' }));
    expect(await within(form).findByText(message, {}, T)).toBeInTheDocument();
    expect(within(card).getByRole('form', { name: 'Nutrition targets' })).toBeInTheDocument();
  });
});
