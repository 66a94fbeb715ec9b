import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, apiAs, newClientOfMaya, signIn } from './helpers';

// A trainer builds a weekly check-in form and gives it to a client, due today; the client, on a
// phone, ticks a habit, fills the check-in in with a photo from the file chooser and sends it; the
// trainer sees it sent in the client's history.

test.describe.configure({ timeout: 120_000 });

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test('a trainer builds and gives a check-in; the client sends it from a phone with a photo', async ({
  page,
  browser,
  request,
}) => {
  const client = await newClientOfMaya(request, 'Checkin');
  const maya = await apiAs(request, DEMO.maya);
  const habit = `Walk 20 minutes ${Date.now().toString(36)}`;
  expect(
    (await maya.post(`/api/clients/${client.id}/habits`, { name: habit, frequency: 'daily' })).ok(),
  ).toBeTruthy();
  const form = `Sunday check-in ${Date.now().toString(36)}`;
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer();

  // The trainer builds the form: a scale with an alert, a yes/no, body weight and photos.
  await signIn(page, DEMO.maya);
  await page.goto('/check-ins/templates');
  await page.getByRole('link', { name: 'New template' }).click();
  await page.getByLabel('Template name').fill(form);
  await page.getByLabel('Question 1', { exact: true }).fill('Energy');
  await page.getByLabel('Alert rule (question 1)').selectOption({ label: 'the answer is at most' });
  await page.getByLabel('Alert value (question 1)').fill('3');
  await expect(page.getByText('Alert when 3 or less')).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByLabel('Question 2', { exact: true }).fill('Stuck to the plan');
  await page.getByLabel('Answer (question 2)').selectOption({ label: 'Yes / no' });
  await page.getByLabel('Progress photos (front, side, back)').check();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(page.getByRole('link', { name: form, exact: true })).toBeVisible();

  // Given to the client, due today (their days follow UTC).
  await page.goto(`/trainer/clients/${client.id}`);
  const card = page.getByRole('region', { name: 'Weekly check-in' });
  await card.getByLabel('Template', { exact: true }).selectOption({ label: form });
  await card.getByLabel('Due every').selectOption({ label: WEEKDAYS[new Date().getUTCDay()]! });
  await card.getByRole('button', { name: 'Give check-in' }).click();
  await expect(page.getByText('Check-in given')).toBeVisible();
  await expect(card.getByText(`${form}, due every ${WEEKDAYS[new Date().getUTCDay()]}.`)).toBeVisible();

  // The client, on a phone.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await context.newPage();
  await signIn(phone, client.email, client.password);
  const habits = phone.getByRole('region', { name: "Today's habits" });
  await habits.getByRole('button', { name: `${habit}: Done today` }).click();
  await expect(habits.getByRole('button', { name: `${habit}: Done`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const due = phone.getByRole('region', { name: 'Check-in due' });
  await due.getByRole('link', { name: 'Fill in check-in' }).click();
  await expect(phone.getByRole('heading', { name: 'Weekly check-in' })).toBeVisible();

  // Sent without its required answers: each question says what it needs.
  await phone.getByRole('button', { name: 'Send check-in' }).click();
  await expect(phone.getByText('Some answers need a look.')).toBeVisible();
  await expect(phone.getByText('Answer “Energy”')).toBeVisible();

  await phone.getByRole('group', { name: 'Energy' }).getByText('7', { exact: true }).click();
  await phone.getByRole('group', { name: 'Stuck to the plan' }).getByText('Yes', { exact: true }).click();
  await phone.getByRole('textbox', { name: /^Body weight/ }).fill('81.5');
  await phone
    .getByLabel('Front photo')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(phone.getByRole('region', { name: 'Progress photos' }).getByText('Photo added')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.getByRole('button', { name: 'Send check-in' }).click();
  await expect(phone.getByText('Check-in sent: your trainer will review it.')).toBeVisible();
  await context.close();

  // The trainer sees it sent.
  await page.reload();
  const history = page
    .getByRole('region', { name: 'Weekly check-in' })
    .getByRole('list', { name: 'Check-ins' });
  await expect(history.getByText('Sent', { exact: true })).toBeVisible();
});
