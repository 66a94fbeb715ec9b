import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signOut } from './helpers.ts';

/** The sidebar shows exactly these links, in this order. */
async function expectSidebar(page: Page, links: string[]) {
  await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link')).toHaveText(links);
}

const TRAINER_LINKS = [
  'Dashboard',
  'My Clients',
  'Messages',
  'Check-ins',
  'Calendar',
  'Workouts',
  'Templates',
  'Programs',
  'Libraries',
  'My Profile',
];
const CLIENT_LINKS = [
  'Dashboard',
  'My Workouts',
  'My Calendar',
  'My Meals',
  'My Progress',
  'Messages',
  'My Profile',
];

test.describe('each role lands in its own shell', () => {
  test('a consultant sees the consultant sidebar and dashboard', async ({ page }) => {
    await signIn(page, DEMO.consultant);
    await expectSidebar(page, ['Dashboard', 'Libraries', 'User Management', 'Audit Trail', 'My Profile']);
    await expect(page.getByRole('button', { name: /User Management/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Libraries/ })).toBeVisible();
    await page.getByRole('button', { name: /User Management/ }).click();
    await expect(page).toHaveURL(/\/consultant\/users$/);
  });

  test('a trainer sees the trainer sidebar and dashboard, and Access Denied on the consultant one', async ({
    page,
  }) => {
    await signIn(page, DEMO.maya);
    await expectSidebar(page, TRAINER_LINKS);
    await expect(page.getByRole('button', { name: /My Clients/ })).toBeVisible();
    await page.goto('/consultant/dashboard');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('You need consultant privileges to access this dashboard.')).toBeVisible();
  });

  test('an onboarded client sees the client sidebar and the three large buttons', async ({ page }) => {
    await signIn(page, DEMO.sam);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectSidebar(page, CLIENT_LINKS);
    for (const name of [/My Workouts/, /My Meals/, /My Progress/])
      await expect(page.getByRole('button', { name })).toBeVisible();
    await page.goto('/trainer/dashboard');
    await expect(page.getByText('You need trainer privileges to access this dashboard.')).toBeVisible();
  });

  test('a user with all three roles switches role from the user menu', async ({ page }) => {
    await signIn(page, DEMO.morgan);
    const menu = page.getByRole('button', { name: /User menu for Morgan Ellis/ });
    await expect(menu).toContainText('consultant');
    await expect(menu).toContainText('Multi-role');
    await menu.click();
    await expect(page.getByText('Signed in as')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Switch to trainer' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectSidebar(page, TRAINER_LINKS);
    await page.getByRole('button', { name: /User menu for Morgan Ellis/ }).click();
    await page.getByRole('menuitem', { name: 'Switch to client' }).click();
    await expectSidebar(page, CLIENT_LINKS);
    // The choice survives a reload (auth-storage).
    await page.reload();
    await expectSidebar(page, CLIENT_LINKS);
    // Logout clears the session.
    await signOut(page, 'Morgan Ellis');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the layout works at 375 px: the sidebar slides over and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, DEMO.maya);
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'My Clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(sheet).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('on a phone, the open user menu shows the Multi-role mark', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, DEMO.morgan);
    await page.getByRole('button', { name: /User menu for Morgan Ellis/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Signed in as')).toBeVisible();
    await expect(menu.getByText('Multi-role', { exact: true })).toBeVisible();
  });

  test('unknown paths go to the dashboard, and signed-out visitors to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, DEMO.maya);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: /Privacy Policy/ })).toBeVisible();
  });
});
