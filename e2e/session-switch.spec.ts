import { expect, test } from '@playwright/test';
import { apiAs, DEMO, DEMO_PASSWORD, signIn } from './helpers';

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

// The app keeps what it fetched in memory while the tab lives: signing out and someone else
// signing in on the same tab (no reload) must show them none of the first person's data.
test('after one client signs out and another signs in on the same tab, nothing of the first shows', async ({
  page,
  request,
}) => {
  const sam = await apiAs(request, DEMO.sam);
  const { foods } = (await sam.get('/api/libraries/foods?search=banana&limit=1')) as {
    foods: { id: string }[];
  };
  const mealName = `Sam's private snack ${Date.now().toString(36)}`;
  const created = await sam.post('/api/meals', {
    name: mealName,
    mealType: 'SNACK',
    date: today(),
    items: [{ foodId: foods[0]!.id, servings: 1 }],
  });
  expect(created.ok()).toBeTruthy();

  await signIn(page, DEMO.sam);
  await page.getByRole('link', { name: 'My Meals' }).click();
  await expect(page.getByText(mealName)).toBeVisible();

  await page.getByRole('button', { name: /User menu for Sam/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // From now on, note whether the first client's meal is ever on screen, even for a moment.
  await page.evaluate((name) => {
    (window as { sawFirstUsersMeal?: boolean }).sawFirstUsersMeal = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes(name))
        (window as { sawFirstUsersMeal?: boolean }).sawFirstUsersMeal = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, mealName);

  // Signed in again in the same page: the app (and its cache) stays loaded.
  await page.getByLabel('Email').fill(DEMO.priya);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'My Meals' }).click();
  await expect(page).toHaveURL(/\/client\/meals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meals' })).toBeVisible();
  await expect(page.getByRole('button', { name: /User menu for Priya/ })).toBeVisible();
  await expect(page.getByText(mealName)).toHaveCount(0);
  await expect(page.getByText('Sam Rivera')).toHaveCount(0);

  // Back in history lands on screens of the second client too.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => (window as { sawFirstUsersMeal?: boolean }).sawFirstUsersMeal)).toBe(
    false,
  );
});
