import { expect, test } from '@playwright/test';
import { DEMO, newClientWithSessions, signIn } from './helpers';

// A trainer on a phone suggests a client's nutrition targets from their data (the sex, missing from
// the profile, entered inline), confirms them and saves; the client sees them on Meals.

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 375, height: 812 } });

test('a trainer sets targets from the proposal and the client sees them on Meals', async ({
  page,
  browser,
  request,
}) => {
  const { person: client, client: asClient } = await newClientWithSessions(request, 'Targets');
  // A woman of 30 (born on 1 January), 175 cm and 82 kg; her intake says 3 training days a week.
  const born = `${new Date().getFullYear() - 30}-01-01`;
  const body = await asClient.put('/api/users/body', { dateOfBirth: born, height: 175, weight: 82 });
  expect(body.ok()).toBeTruthy();

  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${client.id}`);
  const card = page.getByRole('region', { name: 'Nutrition targets' });
  await expect(card.getByText(/No nutrition targets set/)).toBeVisible();
  await card.getByRole('button', { name: 'Suggest targets' }).click();
  const suggestion = card.getByRole('region', { name: 'Suggested targets' });
  await expect(suggestion.getByText(/Mifflin-St Jeor/)).toBeVisible();
  await expect(suggestion.getByText('Missing (Not in the profile)')).toBeVisible();
  await suggestion.getByLabel('Sex (for the formula)').selectOption('female');
  await suggestion.getByRole('button', { name: 'Work out the suggestion' }).click();
  // 10 x 82 + 6.25 x 175 - 5 x 30 - 161 = 1,602.75; x 1.55 = 2,484 kcal.
  await expect(suggestion.getByText(/BMR 1,602.75 kcal x 1.55/)).toBeVisible();
  await suggestion.getByRole('button', { name: 'Use these targets' }).click();

  const form = card.getByRole('form', { name: 'Nutrition targets' });
  await expect(form.getByLabel('Calories (kcal)')).toHaveValue('2484');
  await form.getByLabel('Fiber (g, optional)').fill('28');
  await form.getByRole('button', { name: 'Save targets' }).click();
  await expect(page.getByText('Nutrition targets saved')).toBeVisible();
  await expect(card.getByLabel('Every day')).toContainText('2,484 kcal');
  // Nothing runs off the side of a phone.
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(375);

  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signIn(phone, client.email, client.password);
  await phone.goto('/client/meals');
  await expect(phone.getByRole('heading', { name: 'Meals', level: 1 })).toBeVisible();
  const today = phone.getByRole('region', { name: "Today's targets" });
  await expect(today.getByText('Rest day', { exact: true })).toBeVisible();
  await expect(today.getByLabel('Rest day targets')).toContainText('2,484 kcal');
  await expect(today.getByLabel('Rest day targets')).toContainText('Fiber28 g');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
