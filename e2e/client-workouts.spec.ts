import { expect, test, type Page } from '@playwright/test';
import { apiAs, DEMO, signIn } from './helpers';

// A client performs a workout: results as assigned or modified, notes, saving, completing (asked
// once); a completed workout is read-only, and someone else's workout is not found.

test.describe.configure({ timeout: 60_000 });

/** The body of a collapsible section of the workout list ('Scheduled Workouts', 'Completed Workouts'). */
async function sectionPanel(page: Page, title: string) {
  const toggle = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await expect(toggle).toBeVisible();
  return { toggle, panel: page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`) };
}

test('a client records performance, completes the workout and then sees it read-only', async ({ page }) => {
  const workout = 'Full Body Strength A';
  const note = `Last set was hard, elbow felt fine (${Date.now().toString(36)})`;

  await signIn(page, DEMO.sam);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Workouts' }).click();
  await expect(page.getByRole('heading', { name: 'Your Workouts' })).toBeVisible();
  const scheduled = await sectionPanel(page, 'Scheduled Workouts');
  await expect(scheduled.toggle).toHaveAttribute('aria-expanded', 'true');
  await scheduled.panel.getByRole('link', { name: new RegExp(`^${workout}`) }).click();
  await expect(page).toHaveURL(/\/client\/workouts\/[^/]+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: workout, level: 1 })).toBeVisible();

  // Goblet Squat stays 'completed as assigned': the targets are the results, locked.
  const squat = page.getByRole('group', { name: 'Goblet Squat' });
  await expect(squat.getByRole('radio', { name: 'completed as assigned' })).toBeChecked();
  await expect(squat.getByLabel('Goblet Squat set 1 Actual reps')).toHaveValue('10');
  await expect(squat.getByLabel('Goblet Squat set 1 Actual reps')).toBeDisabled();

  // Dumbbell Bench Press: 'modify actual performance' clears the values to type what was done.
  const press = page.getByRole('group', { name: 'Dumbbell Bench Press' });
  await press.getByRole('radio', { name: 'modify actual performance' }).check();
  await expect(press.getByRole('radio', { name: 'completed as assigned' })).not.toBeChecked();
  const actual = [
    { reps: '10', weight: '32.5' },
    { reps: '9', weight: '32.5' },
    { reps: '7', weight: '30' },
  ];
  for (const [i, { reps, weight }] of actual.entries()) {
    const repsInput = press.getByLabel(`Dumbbell Bench Press set ${i + 1} Actual reps`);
    await expect(repsInput).toBeEnabled();
    await expect(repsInput).toHaveValue('');
    await repsInput.fill(reps);
    await press.getByLabel(`Dumbbell Bench Press set ${i + 1} Actual weight (lbs)`).fill(weight);
  }
  await press.getByLabel('Notes').fill(note);
  await expect(press.getByText('Unsaved')).toBeVisible();
  await expect(press.getByText('Feedback added')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Performance/Feedback' }).click();
  await expect(page.getByText('Performance feedback saved')).toBeVisible();
  await expect(press.getByText('Unsaved')).toBeHidden();

  // After a reload the saved results are there.
  await page.reload();
  await expect(page.getByRole('heading', { name: workout, level: 1 })).toBeVisible();
  await expect(press.getByRole('radio', { name: 'modify actual performance' })).toBeChecked();
  for (const [i, { reps, weight }] of actual.entries()) {
    await expect(press.getByLabel(`Dumbbell Bench Press set ${i + 1} Actual reps`)).toHaveValue(reps);
    await expect(press.getByLabel(`Dumbbell Bench Press set ${i + 1} Actual weight (lbs)`)).toHaveValue(
      weight,
    );
  }
  await expect(press.getByLabel('Notes')).toHaveValue(note);
  await expect(squat.getByRole('radio', { name: 'completed as assigned' })).toBeChecked();

  // Complete, once confirmed: back to the list, where it is now among the completed workouts.
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Complete this workout?' });
  await confirm.getByRole('button', { name: 'Not yet' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Complete', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Complete workout' }).click();
  // Summed up, then back to the list.
  const summary = page.getByRole('dialog', { name: 'Workout complete' });
  await expect(summary).toContainText('Workout completed. Great work!');
  await summary.getByRole('button', { name: 'Back to workouts' }).click();
  await expect(page).toHaveURL(/\/client\/workouts$/);
  const afterScheduled = await sectionPanel(page, 'Scheduled Workouts');
  await expect(afterScheduled.panel.getByRole('link', { name: new RegExp(`^${workout}`) })).toHaveCount(0);
  const completed = await sectionPanel(page, 'Completed Workouts');
  await completed.toggle.click();
  await expect(completed.toggle).toHaveAttribute('aria-expanded', 'true');
  await completed.panel.getByRole('link', { name: new RegExp(`^${workout}`) }).click();
  await expect(page).toHaveURL(detailUrl);

  // Read-only: the results as saved, every input disabled, nothing to submit or complete.
  await expect(page.getByRole('heading', { name: workout, level: 1 })).toBeVisible();
  await expect(page.getByText(/^This workout is completed.*; your results are read-only\.$/)).toBeVisible();
  await expect(press.getByLabel('Dumbbell Bench Press set 3 Actual reps')).toHaveValue('7');
  await expect(press.getByLabel('Dumbbell Bench Press set 3 Actual reps')).toBeDisabled();
  await expect(press.getByLabel('Dumbbell Bench Press set 3 Actual weight (lbs)')).toBeDisabled();
  await expect(press.getByLabel('Notes')).toHaveValue(note);
  await expect(press.getByLabel('Notes')).toBeDisabled();
  await expect(press.getByRole('radio', { name: 'modify actual performance' })).toBeDisabled();
  await expect(squat.getByLabel('Goblet Squat set 1 Actual reps')).toBeDisabled();
  const inputs = page.getByRole('main').locator('input, textarea');
  await expect(inputs.first()).toBeVisible();
  for (const input of await inputs.all()) await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Performance/Feedback' })).toHaveCount(0);
});

test("a client opening another client's workout sees 'Workout not found'", async ({ page, request }) => {
  const jordan = await apiAs(request, DEMO.jordan);
  const { workouts } = (await jordan.get('/api/workouts?createdBy=me')) as {
    workouts: { id: string; name: string }[];
  };
  const priyas = workouts.find((w) => w.name === 'Upper Body Push and Pull');
  expect(priyas).toBeDefined();

  await signIn(page, DEMO.sam);
  await page.goto(`/client/workouts/${priyas!.id}`);
  await expect(page.getByRole('heading', { name: 'Workout not found' })).toBeVisible();
  await expect(page.getByText('It may have been removed, or it is not assigned to you.')).toBeVisible();
  await expect(page.getByText('Upper Body Push and Pull')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Workouts' }).click();
  await expect(page.getByRole('heading', { name: 'Your Workouts' })).toBeVisible();
});

test('on a phone, a client sees every target of a reps exercise with its inputs, a one-line bottom bar and a quiet demo player', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const consultant = await apiAs(request, DEMO.consultant);
  const maya = await apiAs(request, DEMO.maya);
  const sam = await apiAs(request, DEMO.sam);
  // A library exercise with a demo video (the starter library has none).
  const exercise = `Tempo Goblet ${stamp}`;
  const added = await consultant.post('/api/libraries/exercises', {
    name: exercise,
    difficulty: 'BEGINNER',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    approved: true,
  });
  expect(added.status()).toBe(201);
  const goblet = ((await added.json()) as { item: { id: string } }).item;
  const name = `Tempo day ${stamp}`;
  const created = await maya.post('/api/workouts', {
    name,
    scheduledDate: '2030-01-15',
    assignedTo: sam.user.id,
    sets: [
      {
        setType: 'Straight Sets',
        exercises: [
          {
            exerciseId: goblet.id,
            tempo: '3-1-1',
            duration: '40 seconds',
            sets: [
              { targetReps: 8, targetWeight: '24', weightUnit: 'kg' },
              { targetReps: 8, targetWeight: '24', weightUnit: 'kg', eachSide: true },
            ],
          },
        ],
      },
    ],
  });
  expect(created.status()).toBe(201);
  const { workout } = (await created.json()) as { workout: { id: string } };
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.sam);
  await page.goto(`/client/workouts/${workout.id}`);
  const squat = page.getByRole('group', { name: exercise });
  await expect(squat.getByText('Tempo', { exact: true })).toBeVisible();
  await expect(squat.getByText('3-1-1', { exact: true })).toBeVisible();
  await expect(squat.getByText('Target: 8 reps × 24 kg (52.9 lbs) ea × 40 seconds')).toBeVisible();
  await expect(squat.getByLabel(`${exercise} set 2 Actual tempo`)).toHaveValue('3-1-1');
  await expect(squat.getByLabel(`${exercise} set 2 Actual duration`)).toHaveValue('40 seconds');
  await squat.getByRole('radio', { name: 'modify actual performance' }).check();
  await squat.getByLabel(`${exercise} set 1 Actual tempo`).fill('2-1-1');

  // The bottom bar: the submit button on one line, nothing sideways.
  const submit = page.getByRole('button', { name: 'Submit Performance/Feedback' });
  const lines = await submit.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await submit.click();
  await expect(page.getByText('Performance feedback saved')).toBeVisible();
  await page.reload();
  await expect(squat.getByLabel(`${exercise} set 1 Actual tempo`)).toHaveValue('2-1-1');

  // The demo player (a YouTube link) opens without the browser warning about its attributes.
  await squat.getByRole('button', { name: 'Watch Demo' }).click();
  await expect(page.getByRole('dialog', { name: `${exercise} demo` }).locator('iframe')).toBeAttached();
  await page.waitForTimeout(500);
  expect(warnings.filter((w) => /allowfullscreen|allow attribute/i.test(w))).toEqual([]);
});

test.describe('opened cold, before any service worker', () => {
  test.use({ serviceWorkers: 'block' });

  // The page itself asks for the list's first reads while the app's code downloads (a round trip
  // saved on a phone network): its inline script must be allowed by the page's policy, and the app
  // must take those answers rather than ask again.
  test("the client's list reads leave with the page and are asked for once", async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to execute/i.test(m.text())) refused.push(m.text());
    });
    await signIn(page, DEMO.sam);
    const lists: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/workouts') lists.push(url.search);
    });
    await page.goto('/client/workouts');
    await expect(page.getByRole('heading', { name: 'Your Workouts' })).toBeVisible();
    const scheduled = await sectionPanel(page, 'Scheduled Workouts');
    await expect(scheduled.panel.getByRole('link').first()).toBeVisible();
    // Both asked by the page's script, and both taken by the app.
    const left = await page.evaluate(
      () => (window as unknown as { __kineticEarlyReads?: object }).__kineticEarlyReads ?? { none: true },
    );
    expect(Object.keys(left)).toEqual([]);
    expect(lists.sort()).toEqual([
      '?limit=50&offset=0&status=COMPLETED',
      '?limit=50&offset=0&status=SCHEDULED',
    ]);
    expect(refused).toEqual([]);
  });
});
