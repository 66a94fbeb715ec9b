import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_FORMS, PARQ_QUESTIONS, type OnboardingStatus } from '@kinetic/contracts/onboarding';
import { mockFetch, testConfig, type MockAnswer } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { statusAfter, statusAt } from '../test/onboarding-status.ts';
import { LIFESTYLE_QUESTIONS } from './forms/lifestyle-form.tsx';

/** A server whose status moves on with each accepted form; records what each form sent. */
function onboardingServer(start = 0) {
  let done = start;
  const sent: Record<string, unknown> = {};
  const handlers: Record<string, (request: { body: unknown }) => MockAnswer> = {
    'GET /api/onboarding/status': () => ({ body: statusAfter(done) }),
  };
  ONBOARDING_FORMS.forEach((form, index) => {
    handlers[`POST /api/onboarding/${form}`] = ({ body }) => {
      sent[form] = body;
      done = Math.max(done, index + 1);
      return { status: 201, body: { status: statusAfter(done) } };
    };
  });
  return { handlers, sent };
}

function group(name: string) {
  return screen.getByRole('radiogroup', { name });
}

async function choose(user: UserEvent, question: string, answer: 'Yes' | 'No') {
  await user.click(within(group(question)).getByLabelText(answer));
}

/** Presses the form's submit button and sees the toast that says it was saved. */
async function send(user: UserEvent, button: string, saved: string) {
  await user.click(screen.getByRole('button', { name: button }));
  expect(await findToast(saved)).toBeInTheDocument();
}

describe('onboarding page', () => {
  it('shows the loading state, then the product name, the progress and the next form', async () => {
    let release: (answer: MockAnswer) => void = () => {};
    mockFetch({
      'GET /api/config': { body: { ...testConfig, appName: 'Acme Coaching' } },
      'GET /api/onboarding/status': () => new Promise<MockAnswer>((resolve) => (release = resolve)),
    });
    signIn(['CLIENT']);
    renderApp('/onboarding');
    expect(await screen.findByText('Loading onboarding...', {}, { timeout: 5000 })).toBeInTheDocument();
    release({ body: statusAfter(2) });

    expect(await screen.findByText('2 of 6 completed')).toBeInTheDocument();
    expect(screen.getAllByText('Acme Coaching').length).toBeGreaterThan(0);
    const steps = within(screen.getByRole('list', { name: 'Onboarding steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Waiver(completed)',
      'PAR-Q(completed)',
      '3Goals',
      '4Medical',
      '5Nutrition',
      '6Lifestyle',
    ]);
    expect(steps.map((s) => s.dataset.state)).toEqual(['done', 'done', 'current', 'todo', 'todo', 'todo']);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('heading', { name: 'Goals & Activities' })).toBeInTheDocument();
  });

  it('walks through the six forms, posting exactly each form, toasting and showing the next one', async () => {
    const server = onboardingServer();
    mockFetch(server.handlers);
    signIn(['CLIENT']);
    const { router } = renderApp('/onboarding');
    const user = userEvent.setup();

    // Waiver
    expect(await screen.findByText('0 of 6 completed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Liability Waiver' })).toBeInTheDocument();
    expect(screen.getByText(/I take part voluntarily and accept these risks/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), '  Alex Morgan ');
    await send(user, 'Sign and continue', 'Waiver form completed successfully!');
    expect(server.sent.waiver).toEqual({ name: 'Alex Morgan' });
    expect(await screen.findByText('1 of 6 completed')).toBeInTheDocument();

    // PAR-Q
    expect(screen.getByRole('heading', { name: 'Physical Activity Readiness (PAR-Q)' })).toBeInTheDocument();
    for (const [field, question] of Object.entries(PARQ_QUESTIONS))
      await choose(user, question, field === 'boneOrJoint' ? 'Yes' : 'No');
    await send(user, 'Save and continue', 'PARQ form completed successfully!');
    expect(server.sent.parq).toEqual({
      heartCondition: 'No',
      chestPainActive: 'No',
      chestPainResting: 'No',
      loseBalance: 'No',
      boneOrJoint: 'Yes',
      prescribedDrugs: 'No',
      noActivityReason: 'No',
    });

    // Goals
    expect(await screen.findByRole('heading', { name: 'Goals & Activities' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Height'), '178 cm');
    await user.type(screen.getByLabelText('Weight'), '75 kg');
    await user.type(screen.getByLabelText('Short-term goals'), 'Run 5 km');
    await user.type(screen.getByLabelText('Long-term goals'), 'A marathon');
    await choose(user, 'Do you currently exercise?', 'Yes');
    await user.type(screen.getByLabelText('Current program (optional)'), 'Running twice a week');
    await user.selectOptions(screen.getByLabelText('Days per week'), '3');
    await user.selectOptions(screen.getByLabelText('Time per workout'), '45 min');
    await send(user, 'Save and continue', 'Goals form completed successfully!');
    expect(server.sent['goals-activities']).toEqual({
      height: '178 cm',
      weight: '75 kg',
      shortTermGoals: 'Run 5 km',
      longTermGoals: 'A marathon',
      doYouExercise: 'Yes',
      currentProgram: 'Running twice a week',
      daysPerWeek: '3',
      timePerWorkout: '45 min',
      gymName: '',
    });

    // Medical history
    expect(await screen.findByRole('heading', { name: 'Medical History' })).toBeInTheDocument();
    await choose(user, 'Are your nails brittle?', 'No');
    await choose(user, 'Are your bowel movements regular?', 'Yes');
    await user.selectOptions(screen.getByLabelText('Times you urinate per day'), '6+');
    await user.selectOptions(screen.getByLabelText('Hours of sleep per night'), '8+');
    await user.selectOptions(screen.getByLabelText('Stress level'), 'Moderate');
    await user.selectOptions(screen.getByLabelText('Daily energy level'), 'Good');
    await user.type(screen.getByLabelText('Surgeries (optional)'), 'Knee, 2019');
    await choose(user, 'Do you smoke?', 'No');
    await send(user, 'Save and continue', 'Medical history form completed successfully!');
    expect(server.sent['medical-history']).toEqual({
      ailments: '',
      nailsBrittle: 'No',
      bowelMovements: 'Yes',
      urinatePerDay: '6+',
      stressLevel: 'Moderate',
      dailyEnergy: 'Good',
      medications: '',
      sleepPerNight: '8+',
      surgery: 'Knee, 2019',
      smoker: 'No',
    });

    // Nutrition
    expect(await screen.findByRole('heading', { name: 'Nutrition' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Meals per day'), '4');
    await choose(user, 'Are you currently following a diet?', 'No');
    await user.type(screen.getByLabelText('Meals of the past 3 days'), 'Oats, rice, chicken');
    await user.type(screen.getByLabelText('Food allergies (optional)'), 'Peanuts');
    await choose(user, 'Do you drink coffee?', 'Yes');
    await choose(user, 'Do you drink soft drinks?', 'No');
    await choose(user, 'Do you drink alcohol?', 'No');
    await send(user, 'Save and continue', 'Nutrition form completed successfully!');
    expect(server.sent.nutrition).toEqual({
      eatTimesPerDay: '4',
      currentDiet: 'No',
      pastMeals: 'Oats, rice, chicken',
      foodAllergies: 'Peanuts',
      digestiveIssues: '',
      coffeeAmount: 'Yes',
      softDrinksAmount: 'No',
      alcoholAmount: 'No',
    });

    // Lifestyle
    expect(await screen.findByRole('heading', { name: 'Lifestyle' })).toBeInTheDocument();
    for (const question of Object.values(LIFESTYLE_QUESTIONS)) await choose(user, question, 'No');
    await send(user, 'Finish onboarding', 'Lifestyle form completed successfully!');
    expect(server.sent.lifestyle).toEqual({
      bodyComp: 'No',
      thinkAboutFood: 'No',
      eatDifferently: 'No',
      eatWhenNotHungry: 'No',
      exerciseExcessively: 'No',
      calculateCalories: 'No',
    });

    // Complete: the welcome naming the product, and the dashboard.
    expect(await findToast('Welcome to Kinetic!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: /My Workouts/ }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Onboarding Complete!')).not.toBeInTheDocument();
  }, 30_000);

  it("without a next form while the status is not yet complete: 'Onboarding Complete!' and Go to Dashboard", async () => {
    mockFetch({ 'GET /api/onboarding/status': { body: { ...statusAfter(6), isComplete: false } } });
    signIn(['CLIENT']);
    const { router } = renderApp('/onboarding');
    expect(
      await screen.findByRole('heading', { name: 'Onboarding Complete!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.queryByText('Welcome to Kinetic!')).not.toBeInTheDocument();
  });

  it('re-fetches the status after a submit', async () => {
    const server = onboardingServer();
    const calls = mockFetch(server.handlers);
    signIn(['CLIENT']);
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Alex Morgan');
    await send(user, 'Sign and continue', 'Waiver form completed successfully!');
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    const post = paths.indexOf('POST /api/onboarding/waiver');
    expect(paths.slice(post + 1)).toContain('GET /api/onboarding/status');
  });

  it('shows the next form as soon as the status answers with another next form', async () => {
    mockFetch({ 'GET /api/onboarding/status': { body: statusAt('nutrition') } });
    signIn(['CLIENT']);
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Nutrition' })).toBeInTheDocument();
    expect(screen.getByText('4 of 6 completed')).toBeInTheDocument();
  });

  it('welcomes a client who has already finished and goes to the dashboard', async () => {
    mockFetch({
      'GET /api/config': { body: { ...testConfig, appName: 'Acme Coaching' } },
      'GET /api/onboarding/status': { body: statusAfter(6) },
    });
    signIn(['CLIENT']);
    const { router } = renderApp('/onboarding');
    expect(await findToast('Welcome to Acme Coaching!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: /My Workouts/ }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    mockFetch();
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the load failure with a retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/onboarding/status': () =>
        fail ? { status: 500, body: { error: 'Internal Server Error' } } : { body: statusAfter(0) },
    });
    signIn(['CLIENT']);
    renderApp('/onboarding');
    expect(await findToast('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Failed to load onboarding status' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Liability Waiver' })).toBeInTheDocument();
  });

  it('falls back to the generic load failure toast', async () => {
    mockFetch({ 'GET /api/onboarding/status': { status: 403 } });
    signIn(['CLIENT']);
    renderApp('/onboarding');
    expect(await findToast('Failed to load onboarding status')).toBeInTheDocument();
  });

  it('says the server had a problem when it answered without words, and to check the connection only without an answer', async () => {
    mockFetch({ 'GET /api/onboarding/status': { status: 503 } });
    signIn(['CLIENT']);
    const first = renderApp('/onboarding');
    const heading = await screen.findByRole('heading', { name: 'Failed to load onboarding status' });
    expect(heading.parentElement).toHaveTextContent('The server had a problem. Please try again.');
    expect(heading.parentElement).not.toHaveTextContent(/connection/i);
    first.unmount();

    mockFetch({ 'GET /api/onboarding/status': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/onboarding');
    const again = await screen.findByRole('heading', { name: 'Failed to load onboarding status' });
    expect(again.parentElement).toHaveTextContent('Could not reach the server. Check your connection.');
  });

  it('toasts the server error and puts field errors under their fields', async () => {
    mockFetch({
      'GET /api/onboarding/status': { body: statusAt('waiver') },
      'POST /api/onboarding/waiver': {
        status: 400,
        body: {
          error: 'Invalid input',
          errors: [{ path: 'name', msg: 'Name must be at most 120 characters' }],
        },
      },
    });
    signIn(['CLIENT']);
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(await findToast('Invalid input')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Name must be at most 120 characters',
    );
  });

  it.each([
    ['waiver', 'Sign and continue', 'Failed to submit waiver form'],
    ['lifestyle', 'Finish onboarding', 'Failed to submit lifestyle form'],
  ] as const)(
    'falls back to the %s failure toast',
    async (form, button, message) => {
      mockFetch({
        'GET /api/onboarding/status': { body: statusAt(form) },
        [`POST /api/onboarding/${form}`]: { status: 403 },
      });
      signIn(['CLIENT']);
      renderApp('/onboarding');
      const user = userEvent.setup();
      if (form === 'waiver') await user.type(await screen.findByLabelText('Full name'), 'Alex Morgan');
      else
        for (const question of Object.values(LIFESTYLE_QUESTIONS)) {
          await screen.findByRole('radiogroup', { name: question });
          await choose(user, question, 'Yes');
        }
      await user.click(screen.getByRole('button', { name: button }));
      expect(await findToast(message)).toBeInTheDocument();
      // The form stays, with its answers.
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    },
    15_000,
  );

  it('shows the busy state while a form is being sent', async () => {
    let release: (answer: MockAnswer) => void = () => {};
    let status: OnboardingStatus = statusAfter(0);
    mockFetch({
      'GET /api/onboarding/status': () => ({ body: status }),
      'POST /api/onboarding/waiver': () => new Promise<MockAnswer>((resolve) => (release = resolve)),
    });
    signIn(['CLIENT']);
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    status = statusAfter(1);
    release({ status: 201, body: { status } });
    expect(
      await screen.findByRole('heading', { name: 'Physical Activity Readiness (PAR-Q)' }),
    ).toBeInTheDocument();
  });
});
