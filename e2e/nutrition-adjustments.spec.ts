import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

// The demo's Sam loses about 0.3 kg a week against his goal of 0.5: Maya opens his page, finds the
// weekly adjustment waiting in his Nutrition targets and approves it; Sam, on his phone, is told and
// sees the new targets on Meals.

test.describe.configure({ timeout: 90_000 });

test('a trainer approves the weekly adjustment; the client is told and sees the new targets', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.maya);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Clients' }).click();
  await page
    .getByRole('list', { name: 'Clients' })
    .getByRole('link', { name: /Sam Rivera/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Sam Rivera', level: 1 })).toBeVisible();

  const card = page.getByRole('region', { name: 'Nutrition targets' });
  const box = card.getByRole('region', { name: 'Weekly adjustment' });
  await expect(
    box.getByText(
      'Losing 0.3 kg a week against a goal of losing 0.5 kg a week: lower the calories by 220 kcal a day.',
    ),
  ).toBeVisible();
  await expect(
    box.getByRole('list', { name: 'Weekly average body weight' }).getByRole('listitem'),
  ).toHaveCount(3);
  const training = box.getByRole('table', { name: 'Training days' });
  await expect(training.getByRole('row', { name: /Calories/ })).toContainText('2,100 kcal→1,880 kcal');
  await expect(training.getByRole('row', { name: /Protein/ })).toContainText('140 g→140 g');
  await expect(
    box.getByRole('table', { name: 'Rest days' }).getByRole('row', { name: /Calories/ }),
  ).toContainText('1,900 kcal→1,680 kcal');

  await box.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Adjustment approved: the client is notified')).toBeVisible();
  await expect(box).toBeHidden();
  await expect(card.getByLabel('Training days')).toContainText('1,880 kcal');
  await expect(card.getByLabel('Rest days')).toContainText('1,680 kcal');
  await expect(card.getByText("This week's adjustment was approved (-220 kcal a day).")).toBeVisible();

  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signIn(phone, DEMO.sam);
  await phone.getByRole('button', { name: /^Notifications/ }).click();
  const notice = phone.getByRole('menuitem', { name: /Your trainer adjusted your nutrition targets/ });
  await expect(notice).toContainText(
    '1,880 kcal on training days (was 2,100). Losing 0.3 kg a week against a goal of losing 0.5 kg a week.',
  );
  await notice.click();
  await expect(phone).toHaveURL(/\/client\/meals$/);
  const today = phone.getByRole('region', { name: "Today's targets" });
  // Training or rest day, whichever today is for Sam: both moved by 220 kcal.
  await expect(today).toContainText(/1,880 kcal|1,680 kcal/);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
