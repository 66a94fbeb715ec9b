import { expect, test, type Locator } from '@playwright/test';
import { DEMO, mayasWorkoutToday, newClientWithSessions, signIn, signOut } from './helpers';

// Gym mode on a phone: the client starts the next workout from the dashboard, ticks sets off with
// one tap each, rests with the timer (and skips it), and completes the workout recording only the
// sets ticked: the summary and the trainer's view show the one left skipped.

test.describe.configure({ timeout: 90_000 });

/** Two boxes on screen do not overlap. */
async function apart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB).toBeTruthy();
  const overlap =
    boxA!.x < boxB!.x + boxB!.width &&
    boxB!.x < boxA!.x + boxA!.width &&
    boxA!.y < boxB!.y + boxB!.height &&
    boxB!.y < boxA!.y + boxA!.height;
  expect(overlap).toBe(false);
}

test('on a phone, a client ticks sets off, rests, skips the rest and completes the workout', async ({
  page,
  request,
}) => {
  const { person, client } = await newClientWithSessions(request, 'Gym');
  const {
    id: workoutId,
    name,
    exercise: exerciseName,
  } = await mayasWorkoutToday(request, person.id, 'Gym day');

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, person.email, person.password);

  // Next up on the dashboard: today's workout, one big button away.
  const nextUp = page.getByRole('region', { name: 'Next up' });
  await expect(nextUp.getByText(name)).toBeVisible();
  await expect(nextUp).toContainText('Today');
  await expect(nextUp).toContainText('40 min');
  await nextUp.getByRole('link', { name: 'Start workout' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/workouts/${workoutId}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The client changes the first set's reps, then ticks two sets off.
  const group = page.getByRole('group', { name: exerciseName });
  await group.getByRole('radio', { name: 'modify actual performance' }).check();
  await group.getByLabel(`${exerciseName} set 1 Actual reps`).fill('9');
  const set1 = page.getByRole('button', { name: `${exerciseName} set 1 done` });
  const set2 = page.getByRole('button', { name: `${exerciseName} set 2 done` });
  const box = await set1.boundingBox();
  // A full-width target on a phone, the width of its set row.
  expect(box!.width).toBeGreaterThanOrEqual(240);
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await set1.click();
  await expect(set1).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByLabel(`${exerciseName} set 1 Actual weight (kg)`)).toHaveValue('20');
  const timer = page.getByRole('region', { name: 'Rest timer' });
  await expect(timer).toBeVisible();
  await expect(timer).toContainText(/00:[0-4]\d/);
  await set2.scrollIntoViewIfNeeded();
  await set2.click();
  await expect(set2).toHaveAttribute('aria-pressed', 'true');
  await expect(timer).toContainText(/00:[0-4]\d/);
  // It counts down (read twice, over a second apart).
  const first = await timer.locator('time').getAttribute('datetime');
  await expect(timer.locator('time')).not.toHaveAttribute('datetime', first!, { timeout: 3_000 });

  // The timer and the save button share the bottom bar: both in view, one above the other.
  const submit = page.getByRole('button', { name: 'Submit Performance/Feedback' });
  await expect(submit).toBeInViewport();
  await expect(timer).toBeInViewport();
  await apart(timer, submit);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A reload keeps the ticks and the rest.
  await page.reload();
  await expect(set2).toHaveAttribute('aria-pressed', 'true');
  await expect(timer).toBeVisible();
  await timer.getByRole('button', { name: 'Skip' }).click();
  await expect(timer).toBeHidden();

  // The ticks were saved as the actual values: what was typed, else the targets.
  const saved = (await client.get(`/api/workouts/${workoutId}`)) as {
    workout: {
      sets: { exercises: { sets: { actualReps: number | null; actualWeight: string | null }[] }[] }[];
    };
  };
  const rows = saved.workout.sets[0]!.exercises[0]!.sets;
  expect(rows.slice(0, 2)).toEqual([
    expect.objectContaining({ actualReps: 9, actualWeight: '20' }),
    expect.objectContaining({ actualReps: 8, actualWeight: '22.5' }),
  ]);

  // Complete with the third set never ticked: the client did not do it, and says so.
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Some sets are not ticked' });
  await expect(prompt).toContainText('1 set is not ticked off.');
  await prompt.getByRole('button', { name: 'Record only the ticked sets' }).click();
  const summary = page.getByRole('dialog', { name: 'Workout complete' });
  await expect(summary).toContainText('Sets done2 sets');
  await expect(summary).toContainText('Sets skipped1 set');
  // 9 × 20 + 8 × 22.5 kg, in the client's unit; the skipped 6 × 25 is not in it.
  await expect(summary).toContainText(/Volume(360 kg|793\.7 lbs)/);
  await expect(summary).toContainText(/Duration\d+ min/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await summary.getByRole('button', { name: 'Back to workouts' }).click();
  await expect(page).toHaveURL(/\/client\/workouts$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Next up' }).getByText('Nothing scheduled')).toBeVisible();

  // Stored as skipped, without values.
  const done = (await client.get(`/api/workouts/${workoutId}`)) as {
    workout: {
      status: string;
      sets: { exercises: { sets: { actualReps: number | null; skipped?: boolean }[] }[] }[];
    };
  };
  expect(done.workout.status).toBe('COMPLETED');
  expect(done.workout.sets[0]!.exercises[0]!.sets[2]).toMatchObject({ actualReps: null, skipped: true });

  // The trainer sees what was done and what was skipped.
  await signOut(page);
  await signIn(page, DEMO.maya);
  await page.goto(`/workouts/${workoutId}`);
  const rowsOfTrainer = page.getByRole('row');
  await expect(rowsOfTrainer.filter({ hasText: /^3/ })).toContainText('Skipped');
  await expect(rowsOfTrainer.filter({ hasText: /^1/ })).toContainText('9 reps');
});
