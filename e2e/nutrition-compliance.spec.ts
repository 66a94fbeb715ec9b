import { expect, test } from '@playwright/test';
import { DEMO, newClientWithSessions, signIn } from './helpers';

// A client logs some days against the targets their trainer set; the trainer sees the week's figure
// in the client list and the days on the client's page, and the client sees their own week.

test.describe.configure({ timeout: 90_000 });

test("the week against the targets: the trainer's list and client page, the client's diary", async ({
  page,
  browser,
  request,
}) => {
  const { person, client, maya } = await newClientWithSessions(request, 'Compliance');
  const set = await maya.put(`/api/clients/${person.id}/nutrition/targets`, {
    day: { kcal: 2000, protein: 150, carbs: 200, fat: 60 },
  });
  expect(set.ok()).toBeTruthy();
  // The window's days as the server counts them: the 7 days before today.
  const { compliance } = await client.get('/api/nutrition/compliance');
  const days: string[] = compliance.days.map((d: { date: string }) => d.date);
  expect(days).toHaveLength(7);
  // Two days on target (one exactly 10% over), one off (protein short), the rest not logged.
  for (const [date, kcal, protein] of [
    [days[5], 2200, 140],
    [days[6], 1950, 160],
    [days[4], 2000, 100],
  ] as const) {
    const logged = await client.post('/api/nutrition/diary', {
      date,
      mealType: 'DINNER',
      name: 'Dinner',
      kcal,
      protein,
    });
    expect(logged.status()).toBe(201);
  }

  await signIn(page, DEMO.maya);
  await page.goto('/trainer/clients');
  const row = page.getByRole('link', { name: new RegExp(person.fullName) });
  await expect(row).toContainText('2 of 7 days on nutrition target in the last week');
  await row.click();
  const card = page.getByRole('region', { name: 'Nutrition compliance' });
  await expect(card.getByText('2 of 7 days on target this week')).toBeVisible();
  const week = card.getByRole('list', { name: 'The last 7 days' }).getByRole('listitem');
  await expect(week).toHaveCount(7);
  await expect(week.nth(5)).toContainText('On target: 2,200 of 2,000 kcal');
  await expect(week.nth(4)).toContainText('Off target: 2,000 of 2,000 kcal, 100 of 150 g protein');
  await expect(week.nth(0)).toContainText('Not logged');
  await expect(card.getByRole('progressbar')).toHaveCount(4);

  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signIn(phone, person.email, person.password);
  await phone.goto('/client/nutrition');
  const own = phone.getByRole('region', { name: 'Your last 7 days' });
  await expect(own.getByText('2 of 7 days on target this week')).toBeVisible();
  await expect(own.getByRole('listitem')).toHaveCount(7);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
