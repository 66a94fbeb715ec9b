import { expect, test, type Page } from '@playwright/test';
import { DEMO, newPerson, registerByApi, registerClientOfMaya, signIn } from './helpers.ts';

/** Answers every Yes/No question of the current form with `answer`. */
async function answerAll(page: Page, answer: 'Yes' | 'No') {
  for (const group of await page.getByRole('radiogroup').all())
    await group.getByLabel(answer, { exact: true }).check();
}

const submit = (page: Page) =>
  page.getByRole('button', { name: /Sign and continue|Save and continue|Finish onboarding/ }).click();

/** Sends the form unanswered and sees each of `messages` (each shown once). */
async function submitEmpty(page: Page, messages: string[]) {
  await submit(page);
  for (const message of messages) await expect(page.getByText(message)).toBeVisible();
}

/** Sends the form unanswered: every Yes/No question says it needs an answer. */
async function submitUnanswered(page: Page) {
  await submit(page);
  await expect(page.getByText('Please select an option').first()).toBeVisible();
}

/** Sends the form and sees the progress reach `done` of six. */
async function submitStep(page: Page, done: number) {
  await submit(page);
  await expect(page.getByText(`${done} of 6 completed`)).toBeVisible();
}

/** Picks `answer` in the Yes/No question named `question`. */
const answer = (page: Page, question: string | RegExp, choice: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByLabel(choice, { exact: true }).check();

test('a new client completes the six-step intake, and their trainer sees it with its flags', async ({
  page,
  request,
}) => {
  const person = newPerson('intake');
  const user = await registerClientOfMaya(request, person);

  await signIn(page, person.email, person.password);
  await expect(page.getByText('Please complete your onboarding to access the dashboard')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('0 of 6 completed')).toBeVisible();

  // Waiver
  await page.getByLabel('Full name').fill('Rob');
  await submitEmpty(page, ['Name must be at least 4 characters']);
  await page.getByLabel('Full name').fill(`${person.firstName} ${person.lastName}`);
  await submit(page);
  await expect(page.getByText('Waiver form completed successfully!')).toBeVisible();
  await expect(page.getByText('1 of 6 completed')).toBeVisible();

  // PAR-Q: a Yes on the bone-or-joint question will flag medical clearance.
  await submitUnanswered(page);
  await answerAll(page, 'No');
  await answer(page, /bone or joint problem/, 'Yes');
  await submitStep(page, 2);

  // Goals
  await submitEmpty(page, [
    'Height is required',
    'Weight is required',
    'Short term goals are required',
    'Long term goals are required',
    'Please select days per week',
    'Please select time per workout',
  ]);
  await page.getByLabel('Height').fill('180 cm');
  await page.getByLabel('Weight').fill('82 kg');
  await page.getByLabel('Short-term goals').fill('Three workouts a week');
  await page.getByLabel('Long-term goals').fill('Run a half marathon');
  await expect(page.getByLabel('Current program (optional)')).toBeHidden();
  await answer(page, 'Do you currently exercise?', 'Yes');
  await page.getByLabel('Current program (optional)').fill('Cycling to work');
  await page.getByLabel('Days per week').selectOption('3');
  await page.getByLabel('Time per workout').selectOption('45 min');
  await submitStep(page, 3);

  // Medical history: smoker, with medications
  await submitEmpty(page, ['Please select stress level']);
  await answerAll(page, 'No');
  await answer(page, 'Do you smoke?', 'Yes');
  await page.getByLabel('Times you urinate per day').selectOption('5');
  await page.getByLabel('Hours of sleep per night').selectOption('7');
  await page.getByLabel('Stress level').selectOption('Moderate');
  await page.getByLabel('Daily energy level').selectOption('Good');
  await page.getByLabel('Medications (optional)').fill('Ibuprofen when needed');
  await submitStep(page, 4);

  // Nutrition
  await submitEmpty(page, ['Past meals are required', 'Please select meals per day']);
  await answerAll(page, 'No');
  await page.getByLabel('Meals per day').selectOption('3');
  await page.getByLabel('Meals of the past 3 days').fill('Porridge, salad, curry');
  await submitStep(page, 5);

  // Lifestyle
  await submitUnanswered(page);
  await answerAll(page, 'No');
  await submit(page);
  // The sixth form done: the welcome naming the product, and straight to the dashboard.
  await expect(page.getByText('Welcome to Kinetic!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /My Workouts/ })).toBeVisible();

  // The trainer sees the intake and its flags on the client page.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${user.id}`);
  await expect(page.getByText('Medical clearance recommended')).toBeVisible();
  await expect(page.getByText('Smoker', { exact: true })).toBeVisible();
  await expect(page.getByText('Ibuprofen when needed')).toBeVisible();
});

test('on a phone, the notice that sends a new client to the intake covers nothing', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const person = newPerson('notice');
  await registerByApi(request, person);
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/onboarding$/);
  const notice = page.getByText('Please complete your onboarding to access the dashboard');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(notice).toBeVisible();
  await expect(heading).toBeVisible();
  const [n, h] = [await notice.boundingBox(), await heading.boundingBox()];
  expect(n && h && n.y + n.height <= h.y).toBe(true);
  // It goes after about 4 seconds.
  await expect(notice).toBeHidden({ timeout: 6_000 });
});
