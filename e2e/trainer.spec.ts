import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, dayFromToday, DEMO, doneAfterReview, pickExercise, signIn, signOut } from './helpers';

// A trainer builds a workout for a client in the workout builder, edits it and copies it to another
// client, who then finds it among their scheduled workouts; the picker reaches the whole library; the
// builder asks before unsaved work is lost; a client's workout URL opens the trainer's review.

// Several screens and two sign-ins in one journey, on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** The set block whose heading is 'Set {n} - {type}'. */
const block = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

/** Adds set block `n` after the others, then gives it a type and opens the picker (as startSet). */
async function addSet(page: Page, n: number, type: string) {
  await page.getByRole('button', { name: 'Add Set', exact: true }).last().click();
  return startSet(page, n, type);
}

/** Gives the new set block `n` a type and opens the picker for its first exercise. */
async function startSet(page: Page, n: number, type: string) {
  await block(page, `Set ${n} - No Type`).getByLabel('Set Type').selectOption(type);
  const set = block(page, `Set ${n} - ${type}`);
  await set.getByRole('button', { name: 'Add Exercise' }).click();
  return set;
}

/** The rows of an exercise's sets, e.g. 'Set 1', 'Set 2'. */
const setRows = (scope: Locator, exercise: string) =>
  scope.getByRole('list', { name: `${exercise} sets` }).getByRole('listitem');

test('a trainer builds, edits and copies a workout that the client then sees', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Strength Builder ${stamp}`;
  const renamed = `Strength Builder Plus ${stamp}`;
  const copyName = `Copy of ${renamed}`;

  await signIn(page, DEMO.maya);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Clients' }).click();
  await expect(page.getByRole('heading', { name: 'My Clients' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('Sam');
  await expect(page.getByText(/^1 of \d+ clients$/)).toBeVisible();
  const clients = page.getByRole('list', { name: 'Clients' });
  await expect(clients.getByRole('link')).toHaveCount(1);
  await clients.getByRole('link', { name: /Sam Rivera/ }).click();
  await expect(page.getByRole('heading', { name: 'Sam Rivera', level: 1 })).toBeVisible();
  const samPage = page.url();

  await page.getByRole('link', { name: 'Add New Workout' }).click();
  await expect(page.getByRole('heading', { name: 'Create Workout' })).toBeVisible();
  await expect(page.getByText('For Sam Rivera')).toBeVisible();
  await page.getByLabel('Workout Name').fill(name);
  await page.getByLabel('Workout Date').fill(dayFromToday(4));
  await page.getByLabel('Target Duration (minutes)').fill('50');

  // Set 1: Goblet Squat, its first row copied.
  const set1 = await startSet(page, 1, 'Straight Sets');
  await pickExercise(page, 'Select Exercise', 'goblet', 'Goblet Squat');
  await set1.getByLabel('Set 1 reps').fill('10');
  await set1.getByLabel('Set 1 weight').fill('35');
  await set1.getByRole('button', { name: 'Copy set 1' }).click();
  await expect(setRows(set1, 'Goblet Squat')).toHaveCount(2);
  await expect(setRows(set1, 'Goblet Squat').nth(1)).toContainText('Set 2');
  await expect(set1.getByLabel('Set 2 reps')).toHaveValue('10');
  await expect(set1.getByLabel('Set 2 weight')).toHaveValue('35');

  // Set 2: Dumbbell Bench Press, then changed to Incline Dumbbell Press (its rows kept).
  const set2 = await addSet(page, 2, 'Superset');
  await pickExercise(page, 'Select Exercise', 'bench', 'Dumbbell Bench Press');
  await set2.getByLabel('Set 1 reps').fill('8');
  await set2.getByLabel('Set 1 weight').fill('30');
  await set2.getByRole('button', { name: 'Change Dumbbell Bench Press' }).click();
  await pickExercise(page, 'Change Exercise', 'incline dumbbell', 'Incline Dumbbell Press');
  await expect(set2.getByRole('button', { name: 'Change Incline Dumbbell Press' })).toBeVisible();
  await expect(set2.getByText('Dumbbell Bench Press', { exact: true })).toHaveCount(0);
  await expect(set2.getByLabel('Set 1 reps')).toHaveValue('8');
  await expect(set2.getByLabel('Set 1 weight')).toHaveValue('30');

  // Set 3: Kettlebell Swing, added twice: one exercise with two rows, not a duplicate.
  const set3 = await addSet(page, 3, 'Circuit');
  await pickExercise(page, 'Select Exercise', 'swing', 'Kettlebell Swing');
  await set3.getByLabel('Set 1 reps').fill('15');
  await set3.getByRole('button', { name: 'Add Exercise' }).click();
  await pickExercise(page, 'Select Exercise', 'kettlebell swing', 'Kettlebell Swing');
  await expect(set3.getByRole('button', { name: 'Change Kettlebell Swing' })).toHaveCount(1);
  const swingRows = setRows(set3, 'Kettlebell Swing');
  await expect(swingRows).toHaveCount(2);
  await expect(swingRows.nth(0)).toContainText('Set 1');
  await expect(swingRows.nth(1)).toContainText('Set 2');
  await expect(set3.getByLabel('Set 2 reps')).toHaveValue('');
  await set3.getByLabel('Set 2 reps').fill('12');

  // Move set 3 up: the blocks are renumbered.
  await page.getByRole('button', { name: 'Move set 3 up' }).click();
  const order = ['Set 1 - Straight Sets', 'Set 2 - Circuit', 'Set 3 - Superset'];
  await expect(page.getByRole('heading', { level: 3, name: /^Set \d - / })).toHaveText(order);
  await expect(
    block(page, 'Set 2 - Circuit').getByRole('button', { name: 'Change Kettlebell Swing' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Create Workout' }).click();
  await expect(page.getByText('Workout created successfully')).toBeVisible();
  await expect(page).toHaveURL(samPage);
  const samWorkouts = page.getByRole('list', { name: 'Workouts' });
  await expect(samWorkouts.getByRole('link', { name: new RegExp(`^${name}`) })).toContainText('Scheduled');

  // Open it again: the plan is as saved; rename it.
  await samWorkouts.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { name: 'Edit Workout' })).toBeVisible();
  await expect(page.getByLabel('Workout Name')).toHaveValue(name);
  await expect(page.getByLabel('Workout Date')).toHaveValue(dayFromToday(4));
  await expect(page.getByRole('heading', { level: 3, name: /^Set \d - / })).toHaveText(order);
  await expect(block(page, 'Set 1 - Straight Sets')).toContainText('Goblet Squat');
  await expect(block(page, 'Set 1 - Straight Sets')).toContainText('2 sets · 10 reps');
  await expect(block(page, 'Set 2 - Circuit')).toContainText('2 sets · 15/12 reps');
  await expect(block(page, 'Set 3 - Superset')).toContainText('Incline Dumbbell Press');
  await page.getByLabel('Workout Name').fill(renamed);
  await page.getByRole('button', { name: 'Update Workout' }).click();
  await expect(page.getByText('Workout updated successfully')).toBeVisible();
  await expect(page).toHaveURL(samPage);
  await expect(samWorkouts.getByRole('link', { name: new RegExp(`^${renamed}`) })).toBeVisible();
  await expect(samWorkouts.getByRole('link', { name: new RegExp(`^${name} `) })).toHaveCount(0);

  // Copy it to Morgan.
  await samWorkouts.getByRole('link', { name: new RegExp(`^${renamed}`) }).click();
  await expect(page.getByRole('heading', { name: 'Edit Workout' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Workout' });
  await expect(copy.getByLabel('Workout Name *')).toHaveValue(`Copy of ${renamed}`);
  await copy.getByLabel('Assign to Client *').selectOption({ label: 'Morgan Ellis' });
  await copy.getByLabel('Scheduled Date *').fill(dayFromToday(6));
  await copy.getByLabel('Workout Name *').fill(copyName);
  await copy.getByRole('button', { name: 'Copy Workout' }).click();
  // Should Morgan already train that day, both are kept.
  await doneAfterReview(page, copy, 'Copy 1 Workout', '1 workout copied');
  await expect(page.getByRole('heading', { name: 'Morgan Ellis', level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(samPage);
  await expect(
    page.getByRole('list', { name: 'Workouts' }).getByRole('link', { name: new RegExp(`^${copyName}`) }),
  ).toContainText('Scheduled');
  await signOut(page, 'Maya Torres');

  // Morgan, in the client role, finds the copy among the scheduled workouts.
  await signIn(page, DEMO.morgan);
  await page.getByRole('button', { name: 'User menu for Morgan Ellis' }).click();
  await page.getByRole('menuitem', { name: 'Switch to client' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Workouts' }).click();
  await expect(page.getByRole('heading', { name: 'Your Workouts' })).toBeVisible();
  const scheduled = page.getByRole('button', { name: /^Scheduled Workouts/ });
  await expect(scheduled).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await scheduled.getAttribute('aria-controls')}"]`);
  await panel.getByRole('link', { name: new RegExp(`^${copyName}`) }).click();
  await expect(page.getByRole('heading', { name: copyName, level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Goblet Squat' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Incline Dumbbell Press' })).toBeVisible();
});

test('the picker searches the whole library from the first letter, and the builder asks before unsaved work is lost', async ({
  page,
  request,
}) => {
  const sam = await apiAs(request, DEMO.sam);
  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${sam.user.id}`);
  await expect(page.getByRole('heading', { name: 'Sam Rivera', level: 1 })).toBeVisible();
  const samPage = page.url();
  await page.getByRole('link', { name: 'Add New Workout' }).click();
  await expect(page.getByRole('heading', { name: 'Create Workout' })).toBeVisible();
  const builderPage = page.url();

  // The picker: the count, a page at a time, and a search from one letter that reaches past the first page.
  const set1 = block(page, 'Set 1 - No Type');
  await set1.getByRole('button', { name: 'Add Exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Exercise' });
  await expect(picker.getByText(/^\d+ exercises$/)).toBeVisible();
  await expect(picker.getByText(/^Showing 50 of \d+ exercises$/)).toBeVisible();
  await picker.getByRole('button', { name: 'Load more exercises' }).click();
  await expect(picker.getByText(/^Showing 100 of \d+ exercises$/)).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search exercises' }).fill('z');
  await expect(picker.getByText(/^\d+ of \d+ exercises$/)).toBeVisible();
  await picker.getByRole('button', { name: /^Zercher Squat Equipment:/ }).click();
  await expect(picker).toBeHidden();
  await expect(set1.getByRole('button', { name: 'Change Zercher Squat' })).toBeVisible();

  // Unsaved: the sidebar asks first; 'Keep editing' stays.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Clients' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toBe(builderPage);
  await expect(set1.getByRole('button', { name: 'Change Zercher Squat' })).toBeVisible();

  // The browser's back button asks too; leaving goes back.
  await page.evaluate(() => window.history.back());
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(samPage);

  // Closing the tab with unsaved work: the browser's own question.
  await page.getByRole('link', { name: 'Add New Workout' }).click();
  await page.getByLabel('Workout Name').fill('Unsaved plan');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
});

test("a trainer opening a client's workout URL gets a read-only review with a link to edit", async ({
  page,
  request,
}) => {
  const sam = await apiAs(request, DEMO.sam);
  const { workouts } = (await sam.get('/api/workouts')) as {
    workouts: { id: string; name: string; status: string }[];
  };
  const scheduled = workouts.find((w) => w.status !== 'COMPLETED')!;
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await signIn(page, DEMO.maya);
  for (const path of [`/client/workouts/${scheduled.id}`, `/workouts/${scheduled.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: scheduled.name, level: 1 })).toBeVisible();
    await expect(page.getByText("Sam Rivera's workout, read-only")).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Prescribed' }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Actual' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Performance/Feedback' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Edit in builder' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Workout' })).toBeVisible();
  await expect(page.getByLabel('Workout Name')).toHaveValue(scheduled.name);
  expect(refused).toEqual([]);
});
