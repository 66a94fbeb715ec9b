import { expect, test } from '@playwright/test';
import { DEMO, signIn, signInLive } from './helpers';

// The trainer's weekly review: from the queue, one check-in against the week before (the photos side
// by side), and a reply that reaches the client's open conversation live. The demo has Sam's latest
// check-in sent with front, side and back photos, waiting for Maya.

test.describe.configure({ timeout: 90_000 });

test('a trainer reviews a check-in and replies in at most 4 actions; the client sees the reply live', async ({
  browser,
}) => {
  const reply = `Energy is low this week: let us look at your sleep (${Date.now().toString(36)}).`;

  // The client has their conversation open, on a phone.
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signInLive(phone, DEMO.sam);
  await phone.goto('/client/messages');
  await expect(phone.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(phone.getByText(reply)).toHaveCount(0);

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, DEMO.maya);
  await page.getByRole('link', { name: 'Check-ins' }).first().click();
  await expect(page).toHaveURL(/\/check-ins$/);
  const queue = page.getByRole('list', { name: 'To review' });
  const row = queue.getByRole('listitem', { name: 'Sam Rivera' });
  await expect(row).toContainText('3 alerts');

  // The actions, counted from the open queue.
  let actions = 0;
  await row.getByRole('link').click();
  actions += 1;
  await expect(page.getByRole('heading', { name: 'Sam Rivera', level: 1 })).toBeVisible();
  // This week against last: figures, answers beside last week's, the photos side by side.
  await expect(page.getByText('Energy this week').locator('..')).toContainText('Last week: 8 of 10');
  for (const pose of ['Front', 'Side', 'Back']) {
    const figure = page.getByRole('figure', { name: pose });
    const images = figure.locator('img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all())
      await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  }

  const reviewUrl = page.url();
  await page.getByLabel('Reply').fill(reply);
  actions += 1;
  await page.getByRole('button', { name: 'Send and mark reviewed' }).click();
  actions += 1;
  await expect(page.getByText('Reply sent, check-in reviewed')).toBeVisible();
  expect(actions).toBeLessThanOrEqual(4);

  // On to the next in the queue (or the queue, when none waits): Sam's check-in has left it.
  await expect(page).not.toHaveURL(reviewUrl);
  await page.goto('/check-ins');
  await expect(
    page.getByRole('list', { name: 'To review' }).or(page.getByText('No check-ins to review')),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Sam Rivera' })).toHaveCount(0);

  // The client sees the reply without reloading.
  await expect(phone.getByText(reply)).toBeVisible();
});
