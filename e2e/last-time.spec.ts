import { expect, test } from '@playwright/test';
import { assignLiftToday, newLifter, signIn, SQUAT } from './helpers';

// Last time, on a phone: the client sees what they did the last time they did an exercise, with the
// weights in their own unit beside the recorded one, copies it with one tap, and the values are saved.
// Switching their unit to kilograms shows the same weights without the conversion.

test.describe.configure({ timeout: 90_000 });

test('on a phone, a client copies last time into today’s workout, in their unit', async ({
  page,
  request,
}) => {
  // The client counts in pounds; Maya prescribes in kilograms.
  const { person, client, maya, squat } = await newLifter(request, 'Lasttime', 'lbs', 60);

  /** A workout of 3 squat sets at `weight` kg for the client, today. */
  const assign = (name: string, weight: string) =>
    assignLiftToday(maya, { clientId: person.id, exerciseId: squat.id, name, sets: 3, weight, unit: 'kg' });

  // Last week: two of the three sets, 8 × 60 kg then 6 × 62.5 kg.
  const before = await assign('Squat day 1', '60');
  const done = await client.patch(`/api/workouts/${before.id}/complete`, {
    status: 'COMPLETED',
    completedDate: '2026-11-17T12:00:00.000Z',
    sets: before.sets.map((b) => ({
      id: b.id,
      exercises: b.exercises.map((e) => ({
        id: e.id,
        completedAsPrescribed: false,
        sets: e.sets.map((r, i) => ({
          id: r.id,
          actualReps: [8, 6, null][i],
          actualWeight: ['60', '62.5', null][i],
        })),
      })),
    })),
  });
  expect(done.status()).toBe(200);
  const today = await assign(`Squat day 2 ${Date.now().toString(36)}`, '65');

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, person.email, person.password);
  await page.goto(`/client/workouts/${today.id}`);
  const group = page.getByRole('group', { name: SQUAT });
  const lastTime = group.getByRole('region', { name: `${SQUAT}: last time` });
  await expect(lastTime).toContainText('Last time· Nov 17, 2026');
  await expect(lastTime.getByRole('listitem')).toHaveText([
    'Set 1: 8 × 60 kg (132.3 lbs)',
    'Set 2: 6 × 62.5 kg (137.8 lbs)',
  ]);

  // One large tap copies it: the two sets done last time, as modified; set 3 keeps its target.
  const same = group.getByRole('button', { name: `${SQUAT}: Same as last time` });
  const box = await same.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(240);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await same.click();
  await expect(group.getByRole('radio', { name: 'modify actual performance' })).toBeChecked();
  const input = (set: number, field: string) => group.getByLabel(`${SQUAT} set ${set} Actual ${field}`);
  await expect(input(1, 'reps')).toHaveValue('8');
  await expect(input(1, 'weight (kg)')).toHaveValue('60');
  await expect(input(2, 'reps')).toHaveValue('6');
  await expect(input(2, 'weight (kg)')).toHaveValue('62.5');
  await expect(input(3, 'weight (kg)')).toHaveValue('65');
  // Today's targets, in kilograms, with the client's pounds beside them.
  await expect(group).toContainText('Target: 5 reps × 65 kg (143.3 lbs)');

  await page.getByRole('button', { name: 'Submit Performance/Feedback' }).click();
  await expect(page.getByText('Performance feedback saved')).toBeVisible();
  await page.reload();
  await expect(input(1, 'reps')).toHaveValue('8');
  await expect(input(2, 'weight (kg)')).toHaveValue('62.5');
  await expect(group.getByRole('radio', { name: 'modify actual performance' })).toBeChecked();

  // In kilograms, the weights are shown as recorded, with nothing beside them.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Preferences' });
  await card.getByLabel('Weight unit').selectOption('kg');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await page.goto(`/client/workouts/${today.id}`);
  await expect(lastTime.getByRole('listitem')).toHaveText(['Set 1: 8 × 60 kg', 'Set 2: 6 × 62.5 kg']);
  await expect(group).toContainText('Target: 5 reps × 65 kg');
  await expect(group).not.toContainText('lbs)');
});
