import { expect, test } from '@playwright/test';
import { completeWorkout, localToday, newClientWithSessions, signIn } from './helpers';

// Timed work on a phone: the trainer prescribes a plank of 2 × 5 s (no reps); the client counts each
// set down in gym mode, each ticks itself done at zero with its duration (starting the rest), no reps
// are asked, and the workout completes with the durations recorded.

test.describe.configure({ timeout: 90_000 });

test('on a phone, a client counts a timed plank down and it ticks itself done, with no reps asked', async ({
  page,
  request,
}, testInfo) => {
  const { person, client, maya } = await newClientWithSessions(request, 'Timed');
  const [exercise] = (await maya.get('/api/libraries/exercises?limit=1')).exercises as {
    id: string;
    name: string;
  }[];
  const name = `Core ${Date.now().toString(36)}`;
  const created = await maya.post('/api/workouts', {
    name,
    scheduledDate: localToday(),
    assignedTo: person.id,
    sets: [
      {
        restPeriod: '20s',
        exercises: [
          {
            exerciseId: exercise!.id,
            sets: [
              { targetReps: 0, targetDuration: '5s' },
              { targetReps: 0, targetDuration: '5s' },
            ],
          },
        ],
      },
    ],
  });
  expect(created.status()).toBe(201);
  const { workout } = (await created.json()) as { workout: { id: string } };

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, person.email, person.password);
  await page.goto(`/client/workouts/${workout.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const group = page.getByRole('group', { name: exercise!.name });
  // No reps asked of a timed set: only its duration.
  await expect(group.getByLabel(/Actual reps/)).toHaveCount(0);
  await expect(group.getByLabel(`${exercise!.name} set 1 Actual duration`)).toHaveValue('5s');
  await expect(group).not.toContainText('0 reps');

  const countdown = group.getByRole('region', { name: `${exercise!.name} set 1 timer` });
  await expect(countdown).toContainText('00:05');
  await countdown.getByRole('button', { name: `Start ${exercise!.name} set 1 timer` }).click();
  await expect(countdown.getByRole('status')).toHaveText('Timer started: 5 seconds');
  await expect(countdown.getByRole('button', { name: /^Pause/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('timed-set-390.png'), fullPage: true });

  // At zero: ticked done with its duration, and the rest starts.
  const set1 = group.getByRole('button', { name: `${exercise!.name} set 1 done` });
  await expect(set1).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
  await expect(countdown).toContainText('00:00');
  await expect(countdown.getByRole('status')).toHaveText('Time is up');
  await expect(group.getByLabel(`${exercise!.name} set 1 Actual duration`)).toHaveValue('5s');
  const rest = page.getByRole('region', { name: 'Rest timer' });
  await expect(rest).toBeVisible();
  await rest.getByRole('button', { name: 'Skip' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const second = group.getByRole('region', { name: `${exercise!.name} set 2 timer` });
  await second.getByRole('button', { name: `Start ${exercise!.name} set 2 timer` }).click();
  const set2 = group.getByRole('button', { name: `${exercise!.name} set 2 done` });
  await expect(set2).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('timed-set-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // Every set ticked: completed from the footer, the durations recorded without reps.
  const summary = await completeWorkout(page, 'Complete workout');
  await expect(summary).toContainText('Sets done2 sets');
  const done = (await client.get(`/api/workouts/${workout.id}`)) as {
    workout: {
      status: string;
      sets: { exercises: { sets: { actualReps: number | null; actualDuration: string | null }[] }[] }[];
    };
  };
  expect(done.workout.status).toBe('COMPLETED');
  expect(done.workout.sets[0]!.exercises[0]!.sets).toEqual([
    expect.objectContaining({ actualReps: null, actualDuration: '5s' }),
    expect.objectContaining({ actualReps: null, actualDuration: '5s' }),
  ]);
});
