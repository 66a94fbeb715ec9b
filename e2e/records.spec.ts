import { expect, test } from '@playwright/test';
import { assignLiftToday, completeWorkout, DEMO, newLifter, signIn, signOut, SQUAT } from './helpers';

// Personal records: a client lifts more than before, is told of the record on completing, and finds
// the new point on the exercise's chart; their trainer sees the record on the client's page.

test.describe.configure({ timeout: 90_000 });

test('a heavier set is a new personal record: celebrated, charted, and seen by the trainer', async ({
  page,
  request,
}) => {
  // The client counts in kilograms, as they lift; their trainer in pounds.
  const { person: client, client: me, maya, squat } = await newLifter(request, 'Records', 'kg', 90);

  /** A workout of the squat for the client, 3 × 5 at `weight` kg. */
  const assign = (name: string, weight: string) =>
    assignLiftToday(maya, { clientId: client.id, exerciseId: squat.id, name, sets: 3, weight, unit: 'kg' });

  // Last week: 80 kg for 3 × 5, completed as assigned.
  const before = await assign('Squat day 1', '80');
  const done = await me.patch(`/api/workouts/${before.id}/complete`, {
    status: 'COMPLETED',
    completedDate: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    sets: before.sets.map((b) => ({
      id: b.id,
      exercises: b.exercises.map((e) => ({
        id: e.id,
        sets: e.sets.map((r) => ({ id: r.id, actualReps: 5, actualWeight: '80' })),
      })),
    })),
  });
  expect(done.status()).toBe(200);
  expect(((await done.json()) as { records: unknown[] }).records).toEqual([]);
  const today = await assign('Squat day 2', '90');

  // Today: the last set at 100 kg.
  await signIn(page, client.email, client.password);
  await page.goto(`/client/workouts/${today.id}`);
  const group = page.getByRole('group', { name: SQUAT });
  await group.getByRole('radio', { name: 'modify actual performance' }).check();
  for (const [i, weight] of ['90', '95', '100'].entries()) {
    await group.getByLabel(`${SQUAT} set ${i + 1} Actual reps`).fill('5');
    await group.getByLabel(`${SQUAT} set ${i + 1} Actual weight (kg)`).fill(weight);
  }
  const party = await completeWorkout(page);
  await expect(party).toContainText('New personal record!');
  await expect(party).toContainText(`New personal record: ${SQUAT} 100 kg × 5 (est. 1RM 116.7 kg)`);
  await party.getByRole('button', { name: 'See my progress' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/progress\\?exercise=${squat.id}$`));

  const records = page.getByRole('list', { name: 'Personal records' });
  await expect(records.getByRole('listitem').filter({ hasText: SQUAT })).toContainText('100 kg × 5');
  const chart = page.getByRole('region', { name: `${SQUAT} progression` });
  const points = chart.getByRole('img', { name: /^Estimated 1RM \(Epley\) [\d.]+ kg on / });
  await expect(points).toHaveCount(2);
  await expect(points.last()).toHaveAccessibleName(/^Estimated 1RM \(Epley\) 116\.7 kg on /);
  await expect(points.first()).toHaveAccessibleName(/^Estimated 1RM \(Epley\) 93\.3 kg on /);
  await signOut(page, client.fullName);

  // The trainer: the client's page, Records.
  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${client.id}`);
  await page.getByRole('button', { name: /^Records/ }).click();
  const row = page
    .getByRole('list', { name: 'Personal records' })
    .getByRole('listitem')
    .filter({ hasText: SQUAT });
  await expect(row).toContainText('100 kg (220.5 lbs) × 5');
  await expect(row).toContainText('116.7 kg (257.3 lbs)');
  await expect(
    page
      .getByRole('region', { name: `${SQUAT} progression` })
      .getByRole('img', { name: /^Estimated 1RM \(Epley\) [\d.]+ kg on / }),
  ).toHaveCount(2);
});
