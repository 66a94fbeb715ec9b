import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DAYS_PER_WEEK,
  ENERGY_LEVELS,
  ONE_TO_SIX_PLUS,
  PARQ_QUESTIONS,
  SLEEP_HOURS,
  STRESS_LEVELS,
  TIME_PER_WORKOUT,
  type OnboardingForm,
} from '@kinetic/contracts/onboarding';
import { mockFetch, type RecordedCall } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { statusAt } from '../test/onboarding-status.ts';
import { LIFESTYLE_QUESTIONS } from './forms/lifestyle-form.tsx';

/** Opens /onboarding at `form`; returns the calls made and a user. */
async function openForm(form: OnboardingForm, heading: string) {
  const calls = mockFetch({ 'GET /api/onboarding/status': { body: statusAt(form) } });
  signIn(['CLIENT']);
  renderApp('/onboarding');
  expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeInTheDocument();
  return { calls, user: userEvent.setup() };
}

function posted(calls: RecordedCall[]) {
  return calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/onboarding/'));
}

/** A Yes/No question: two choices, and the message under it once submitted empty. */
function expectYesNo(question: string, message?: string) {
  const group = screen.getByRole('radiogroup', { name: question });
  expect(within(group).getByLabelText('Yes')).toHaveAttribute('type', 'radio');
  expect(within(group).getByLabelText('No')).toHaveAttribute('type', 'radio');
  if (message) {
    expect(within(group).getByText(message)).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(message);
  }
}

/** A select with exactly these options after the placeholder. */
function expectSelect(label: string, options: readonly string[], message?: string) {
  const select = screen.getByLabelText(label);
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select an option', ...options]);
  if (message) expect(select).toHaveAccessibleDescription(message);
}

describe('onboarding forms', () => {
  it('waiver: shows the waiver text and checks the name', async () => {
    const { calls, user } = await openForm('waiver', 'Liability Waiver');
    expect(screen.getByRole('region', { name: 'Waiver text' })).toHaveTextContent(
      'I agree that my trainer may see my intake answers',
    );
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(await screen.findByText('Name must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Name must be at least 4 characters',
    );
    await user.type(screen.getByLabelText('Full name'), 'Al ');
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Name must be at least 4 characters',
    );
    expect(posted(calls)).toHaveLength(0);
  });

  it('PAR-Q: seven Yes/No questions, each required', async () => {
    const { calls, user } = await openForm('parq', 'Physical Activity Readiness (PAR-Q)');
    const questions = Object.values(PARQ_QUESTIONS);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(7);
    questions.forEach((q) => expectYesNo(q));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('Please select an option')).toHaveLength(7);
    questions.forEach((q) => expectYesNo(q, 'Please select an option'));
    expect(posted(calls)).toHaveLength(0);
  });

  it('goals: fields, options and every message', async () => {
    const { calls, user } = await openForm('goals-activities', 'Goals & Activities');
    expectSelect('Days per week', DAYS_PER_WEEK);
    expectSelect('Time per workout', TIME_PER_WORKOUT);
    expect(screen.getByLabelText('Gym name (optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Height is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Height')).toHaveAccessibleDescription('Height is required');
    expect(screen.getByLabelText('Weight')).toHaveAccessibleDescription('Weight is required');
    expect(screen.getByLabelText('Short-term goals')).toHaveAccessibleDescription(
      'Short term goals are required',
    );
    expect(screen.getByLabelText('Long-term goals')).toHaveAccessibleDescription(
      'Long term goals are required',
    );
    expectYesNo('Do you currently exercise?', 'Please select an option');
    expectSelect('Days per week', DAYS_PER_WEEK, 'Please select days per week');
    expectSelect('Time per workout', TIME_PER_WORKOUT, 'Please select time per workout');
    // Blank text counts as missing.
    await user.type(screen.getByLabelText('Height'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByLabelText('Height')).toHaveAccessibleDescription('Height is required');
    expect(posted(calls)).toHaveLength(0);
  });

  it('goals: the current program is asked only of people who exercise, and dropped otherwise', async () => {
    let current = statusAt('goals-activities');
    const calls = mockFetch({
      'GET /api/onboarding/status': () => ({ body: current }),
      'POST /api/onboarding/goals-activities': () => {
        current = statusAt('medical-history');
        return { status: 201, body: { status: current } };
      },
    });
    signIn(['CLIENT']);
    renderApp('/onboarding');
    const user = userEvent.setup();
    const exercise = await screen.findByRole('radiogroup', { name: 'Do you currently exercise?' });
    expect(screen.queryByLabelText('Current program (optional)')).not.toBeInTheDocument();
    await user.click(within(exercise).getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Current program (optional)'), 'Yoga');
    await user.click(within(exercise).getByLabelText('No'));
    expect(screen.queryByLabelText('Current program (optional)')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Height'), '170 cm');
    await user.type(screen.getByLabelText('Weight'), '60 kg');
    await user.type(screen.getByLabelText('Short-term goals'), 'Move more');
    await user.type(screen.getByLabelText('Long-term goals'), 'Stay healthy');
    await user.selectOptions(screen.getByLabelText('Days per week'), '7');
    await user.selectOptions(screen.getByLabelText('Time per workout'), 'More than 60');
    await user.type(screen.getByLabelText('Gym name (optional)'), 'City Gym');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Medical History' })).toBeInTheDocument();
    expect(posted(calls)[0]?.body).toEqual({
      height: '170 cm',
      weight: '60 kg',
      shortTermGoals: 'Move more',
      longTermGoals: 'Stay healthy',
      doYouExercise: 'No',
      currentProgram: '',
      daysPerWeek: '7',
      timePerWorkout: 'More than 60',
      gymName: 'City Gym',
    });
  }, 15_000);

  it('medical history: fields, options and every message', async () => {
    const { calls, user } = await openForm('medical-history', 'Medical History');
    expect(screen.getByLabelText('Ailments or injuries (optional)').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Medications (optional)').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Surgeries (optional)').tagName).toBe('TEXTAREA');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please select frequency')).toBeInTheDocument();
    expectYesNo('Are your nails brittle?', 'Please select an option');
    expectYesNo('Are your bowel movements regular?', 'Please select an option');
    expectYesNo('Do you smoke?', 'Please select an option');
    expectSelect('Times you urinate per day', ONE_TO_SIX_PLUS, 'Please select frequency');
    expectSelect('Stress level', STRESS_LEVELS, 'Please select stress level');
    expectSelect('Daily energy level', ENERGY_LEVELS, 'Please select energy level');
    expectSelect('Hours of sleep per night', SLEEP_HOURS, 'Please select sleep hours');
    // The optional text fields are not required.
    expect(screen.getByLabelText('Ailments or injuries (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Medications (optional)')).not.toHaveAttribute('aria-invalid');
    expect(posted(calls)).toHaveLength(0);
  });

  it('medical history: the questions in the order of the intake, sleep after medications', async () => {
    await openForm('medical-history', 'Medical History');
    const form = screen.getByRole('button', { name: 'Save and continue' }).closest('form')!;
    // Each question once, in document order: a text field or select by its label, a Yes/No by its group.
    const questions = [...form.querySelectorAll('textarea, select, [role="radiogroup"]')].map((el) =>
      el.getAttribute('role') === 'radiogroup'
        ? document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent
        : form.querySelector(`label[for="${el.id}"]`)?.textContent,
    );
    expect(questions).toEqual([
      'Ailments or injuries (optional)',
      'Are your nails brittle?',
      'Are your bowel movements regular?',
      'Times you urinate per day',
      'Stress level',
      'Daily energy level',
      'Medications (optional)',
      'Hours of sleep per night',
      'Surgeries (optional)',
      'Do you smoke?',
    ]);
  });

  it('nutrition: fields, options and every message', async () => {
    const { calls, user } = await openForm('nutrition', 'Nutrition');
    expect(screen.getByLabelText('Food allergies (optional)').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Digestive issues (optional)').tagName).toBe('TEXTAREA');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Past meals are required')).toBeInTheDocument();
    expectSelect('Meals per day', ONE_TO_SIX_PLUS, 'Please select meals per day');
    expectYesNo('Are you currently following a diet?', 'Please select an option');
    expect(screen.getByLabelText('Meals of the past 3 days')).toHaveAccessibleDescription(
      'Past meals are required',
    );
    expectYesNo('Do you drink coffee?', 'Please select an option');
    expectYesNo('Do you drink soft drinks?', 'Please select an option');
    expectYesNo('Do you drink alcohol?', 'Please select an option');
    expect(posted(calls)).toHaveLength(0);
  });

  it('lifestyle: six Yes/No questions, each required', async () => {
    const { calls, user } = await openForm('lifestyle', 'Lifestyle');
    const questions = Object.values(LIFESTYLE_QUESTIONS);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Finish onboarding' }));
    expect(await screen.findAllByText('Please select an option')).toHaveLength(6);
    questions.forEach((q) => expectYesNo(q, 'Please select an option'));
    expect(posted(calls)).toHaveLength(0);
  });
});
