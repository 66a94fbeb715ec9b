import { expect, test } from '@playwright/test';
import { assignLiftToday, completeWorkout, DEMO, newLifter, signIn, signOut, SQUAT } from './helpers';

// Units, on a phone: a client who counts in kilograms is given a workout prescribed in pounds. The
// targets stay in pounds as assigned; modified, each set starts in kilograms with the target
// converted beside it, and the weight entered is kept in kilograms, up to the trainer's review.

test.describe.configure({ timeout: 90_000 });

test('on a phone, a client in kilograms records 60 kg on a workout in pounds; the trainer sees 60 kg', async ({
  page,
  request,
}) => {
  const { person, maya, squat } = await newLifter(request, 'Units', 'kg', 60);

  const name = `Pounds day ${Date.now().toString(36)}`;
  const workout = await assignLiftToday(maya, {
    clientId: person.id,
    exerciseId: squat.id,
    name,
    sets: 2,
    weight: '135',
    unit: 'lbs',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, person.email, person.password);
  await page.goto(`/client/workouts/${workout.id}`);
  const group = page.getByRole('group', { name: SQUAT });
  const weight = (set: number, unit: string) =>
    group.getByLabel(`${SQUAT} set ${set} Actual weight (${unit})`);
  const unitOf = (set: number) => group.getByRole('combobox', { name: `${SQUAT} set ${set} weight unit` });

  // As assigned: the targets, in the pounds prescribed.
  await expect(weight(1, 'lbs')).toHaveValue('135');
  await expect(unitOf(1)).toHaveValue('lbs');
  await expect(unitOf(1)).toBeDisabled();

  // Modified: cleared, in kilograms, the target converted under the input.
  await group.getByRole('radio', { name: 'modify actual performance' }).check();
  await expect(unitOf(1)).toHaveValue('kg');
  await expect(weight(1, 'kg')).toHaveValue('');
  await expect(weight(1, 'kg')).toHaveAccessibleDescription('Target 135 lbs ≈ 61.2 kg');
  // Input and unit side by side, within the phone's width.
  const input = (await weight(1, 'kg').boundingBox())!;
  const select = (await unitOf(1).boundingBox())!;
  expect(Math.abs(input.y - select.y)).toBeLessThan(2);
  expect(select.x + select.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const set of [1, 2]) {
    await group.getByLabel(`${SQUAT} set ${set} Actual reps`).fill('5');
    await weight(set, 'kg').fill('60');
  }

  const summary = await completeWorkout(page);
  // 2 × 5 × 60 kg, in the client's kilograms.
  await expect(summary).toContainText('Volume600 kg');
  await summary.getByRole('button', { name: 'Back to workouts' }).click();
  // The completed workout keeps the kilograms entered.
  await page.goto(`/client/workouts/${workout.id}`);
  await expect(page.getByText(/This workout is completed/)).toBeVisible();
  await expect(weight(1, 'kg')).toHaveValue('60');
  await expect(unitOf(1)).toHaveValue('kg');
  await signOut(page);

  // The trainer, in pounds: 60 kg as entered, her pounds beside it.
  await signIn(page, DEMO.maya);
  await page.goto(`/workouts/${workout.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: '135 lbs' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('cell').last()).toHaveText('5 reps · 60 kg (132.3 lbs)');
  await expect(page.getByText('60 kg').first()).toBeVisible();
});
