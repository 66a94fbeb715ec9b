import { expect, test } from '@playwright/test';
import { apiAs, DEMO, newClientOfMaya, signIn } from './helpers';

test.describe.configure({ timeout: 90_000 });

test('every screen of the demo says it is a demo, from the sign-in page on', async ({ page }) => {
  await page.goto('/login');
  const banner = page.getByRole('note', { name: 'Demo' });
  await expect(banner).toContainText('Do not enter real health information.');
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(banner).toBeVisible();
  await signIn(page, DEMO.sam);
  await expect(banner).toBeVisible();
  await page.goto('/client/meals');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meals' })).toBeVisible();
});

test('a client with 55 scheduled workouts sees 50, the true counts, and loads the rest', async ({
  page,
  request,
}) => {
  const client = await newClientOfMaya(request, 'Paging');
  const maya = await apiAs(request, DEMO.maya);
  const { exercises } = (await maya.get('/api/libraries/exercises?limit=1')) as {
    exercises: { id: string }[];
  };
  const sets = [
    { setType: 'Straight Sets', exercises: [{ exerciseId: exercises[0]!.id, sets: [{ targetReps: 10 }] }] },
  ];
  const day = (offset: number) =>
    new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  const ids: string[] = [];
  for (let i = 1; i <= 57; i++) {
    const res = await maya.post('/api/workouts', {
      name: `Session ${String(i).padStart(2, '0')}`,
      scheduledDate: day(i),
      assignedTo: client.id,
      sets,
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { workout: { id: string } }).workout.id);
  }
  // The client completes the first two.
  const self = await apiAs(request, client.email, client.password);
  for (const id of ids.slice(0, 2)) {
    const done = await request.patch(`/api/workouts/${id}/complete`, {
      headers: { authorization: `Bearer ${self.token}` },
      data: { sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() },
    });
    expect(done.status()).toBe(200);
  }

  await signIn(page, client.email, client.password);
  await page.goto('/client/workouts');
  const scheduled = page.getByRole('button', { name: /^Scheduled Workouts/ });
  await expect(scheduled).toContainText('55');
  await expect(page.getByRole('button', { name: /^Completed Workouts/ })).toContainText('2');
  const rows = page.locator(`#${await scheduled.getAttribute('aria-controls')}`).getByRole('link');
  await expect(rows).toHaveCount(50);
  // Newest scheduled date first.
  await expect(rows.first()).toContainText('Session 57');
  await expect(page.getByText('Showing 50 of 55 workouts')).toBeVisible();
  await page.getByRole('button', { name: 'Load more workouts' }).click();
  await expect(rows).toHaveCount(55);
  await expect(rows.last()).toContainText('Session 03');
  await expect(page.getByRole('button', { name: 'Load more workouts' })).toBeHidden();

  // The trainer sees the client's 57 workouts counted, 50 of them listed until asked for more.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${client.id}`);
  await expect(page.getByRole('button', { name: /^Workouts/ })).toContainText('57');
  const list = page.getByRole('list', { name: 'Workouts' });
  await expect(list.getByRole('link')).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more workouts' }).click();
  await expect(list.getByRole('link')).toHaveCount(57);
});
