import { expect, test, type BrowserContext, type Route } from '@playwright/test';
import { DEMO, apiAs, signIn } from './helpers';

// A trainer gives Sam a habit; Sam, on a phone and offline, ticks it done today: it shows at once as
// done and waiting, is sent once the phone is back online, and the trainer sees it ticked.

test.describe.configure({ timeout: 90_000 });

// Playwright's offline switch does not reach a service worker's own requests: those are cut here.
const cutWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

async function setOffline(context: BrowserContext, offline: boolean) {
  if (offline) {
    await context.setOffline(true);
    await context.route('**', cutWorkerRequests);
  } else {
    await context.unroute('**', cutWorkerRequests);
    await context.setOffline(false);
  }
}

test('a trainer gives a habit, the client ticks it offline, and the trainer sees it ticked', async ({
  page,
  browser,
  request,
}) => {
  const sam = (await apiAs(request, DEMO.sam)).user;
  const name = `Stretch 10 minutes ${Date.now().toString(36)}`;

  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${sam.id}`);
  const card = page.getByRole('region', { name: 'Habits' });
  await card.getByLabel('Habit', { exact: true }).fill(name);
  await card.getByRole('button', { name: 'Add habit' }).click();
  await expect(page.getByText('Habit added')).toBeVisible();
  const given = card.locator('li').filter({ hasText: name });
  await expect(given.getByText('0 days in a row')).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await context.newPage();
  await signIn(phone, DEMO.sam);
  const today = phone.getByRole('region', { name: "Today's habits" });
  const habit = today.locator('li').filter({ hasText: name });
  await expect(habit.getByRole('button', { name: `${name}: Done today` })).toBeVisible();

  await setOffline(context, true);
  await habit.getByRole('button', { name: `${name}: Done today` }).click();
  // Done at once, and waiting to be sent.
  await expect(habit.getByRole('button', { name: `${name}: Done`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(habit.getByText('1 day in a row')).toBeVisible();
  await expect(today.getByText('Saved on this device; sent when you are back online.')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await setOffline(context, false);
  await expect(today.getByText('Saved on this device; sent when you are back online.')).toBeHidden({
    timeout: 30_000,
  });
  await phone.reload();
  await expect(
    phone
      .getByRole('region', { name: "Today's habits" })
      .locator('li')
      .filter({ hasText: name })
      .getByText('1 day in a row'),
  ).toBeVisible();
  await context.close();

  await page.reload();
  const ticked = page.getByRole('region', { name: 'Habits' }).locator('li').filter({ hasText: name });
  await expect(ticked.getByText('1 day in a row')).toBeVisible();
  await expect(ticked.getByRole('img', { name: /: done$/ })).toHaveCount(1);
});
