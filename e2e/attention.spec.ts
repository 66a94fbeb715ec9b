import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, completeWorkout, mayasWorkoutToday, newClientOfMaya, apiAs, signInLive } from './helpers';

// Needs attention as a coach works it: a reason is cleared and leaves the panel, and the next pain
// the client reports shows up on the open dashboard without a reload.

/** The client's row in Maya's panel; the panel may list the first clients only. */
async function expectRow(page: Page, panel: Locator, row: Locator, visible: boolean) {
  await expect(async () => {
    const showAll = panel.getByRole('button', { name: /^Show all/ });
    if (await showAll.isVisible()) await showAll.click();
    if (visible) await expect(row).toBeVisible({ timeout: 1000 });
    else await expect(row).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

test('a trainer resolves a pain note, it leaves; a new pain the client reports appears live', async ({
  browser,
  page,
  request,
}) => {
  const person = await newClientOfMaya(request, 'Pain');
  const client = await apiAs(request, person.email, person.password);
  const first = await mayasWorkoutToday(request, person.id, 'Lunges');
  const second = await mayasWorkoutToday(request, person.id, 'Step-ups');
  const done = await client.patch(`/api/workouts/${first.id}/complete`, {
    sets: [],
    status: 'COMPLETED',
    completedDate: new Date().toISOString(),
    pain: { area: 'left knee', level: 4 },
  });
  expect(done.status()).toBe(200);

  await signInLive(page, DEMO.maya);
  await expect(page).toHaveURL(/\/dashboard$/);
  const panel = page.getByRole('region', { name: 'Needs attention' });
  await expect(panel.getByRole('list', { name: 'Clients who need attention' })).toBeVisible();
  const row = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: person.fullName }) });
  await expectRow(page, panel, row, true);
  await expect(row).toContainText(/Reported pain in left knee, 4\/10, after Lunges/);

  // Resolved, with a note: the client has no other reason, so the row leaves the panel.
  await row.getByRole('button', { name: `Clear Pain note for ${person.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pain note: ${person.fullName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Note (optional)').fill('Called, swapped lunges for split squats');
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Pain note for ${person.fullName} resolved` }),
  ).toBeVisible();
  await expectRow(page, panel, row, false);

  // The client completes the next workout and reports that something hurt.
  const clientPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInLive(clientPage, person.email, person.password);
  await clientPage.goto(`/client/workouts/${second.id}`);
  await expect(clientPage.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await clientPage.getByRole('checkbox', { name: /Something hurt/ }).check();
  await clientPage.getByLabel('Where did it hurt?').fill('lower back');
  await clientPage.getByLabel('How much (0-10)').selectOption('7');
  const summary = await completeWorkout(clientPage);
  // Summed up, then back to the list.
  await summary.getByRole('button', { name: 'Back to workouts' }).click();
  await expect(clientPage).toHaveURL(/\/client\/workouts$/);

  // Maya's open dashboard has the new pain, live, naming the workout.
  await expectRow(page, panel, row, true);
  const pain = row.getByRole('link', {
    name: /^Pain note: Reported pain in lower back, 7\/10, after Step-ups/,
  });
  await expect(pain).toBeVisible();
  await pain.click();
  await expect(page).toHaveURL(new RegExp(`/workouts/${second.id}$`));
});
