import { expect, test } from '@playwright/test';
import { dayFromToday, DEMO, MEDICAL_HISTORY, newClientWithSessions, pickExercise, signIn } from './helpers';

// A trainer confirms a client's knee condition (suggested by the intake) and adds another through
// the dialog, then builds a workout for that client: the builder names the health flags, warns on a
// lunge as soon as it is added, and saves anyway.

test.describe.configure({ timeout: 90_000 });

test('a trainer records a knee condition and is warned in the builder, without being stopped', async ({
  page,
  request,
}) => {
  const { person: client, client: asClient } = await newClientWithSessions(request, 'Knee');
  // The client tells of a knee injury in the medical history.
  const medical = await asClient.post('/api/onboarding/medical-history', {
    ...MEDICAL_HISTORY,
    ailments: 'Old knee injury (left), pain on stairs',
  });
  expect(medical.ok()).toBeTruthy();

  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${client.id}`);
  await expect(page.getByRole('heading', { name: client.fullName, level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Conditions' });
  await expect(card.getByText('No conditions recorded.')).toBeVisible();
  await expect(card.getByText('Suggested from intake')).toBeVisible();
  await card.getByRole('button', { name: 'Confirm Knee' }).click();
  await expect(page.getByText('Knee added to the conditions')).toBeVisible();
  const conditions = card.getByRole('list', { name: 'Client conditions' });
  await expect(conditions.getByRole('listitem')).toHaveText(['Knee']);
  await expect(card.getByText('Suggested from intake')).toBeHidden();

  // The dialog: the vocabulary as checkboxes.
  await card.getByRole('button', { name: 'Edit conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit conditions' });
  await expect(dialog.getByLabel('Knee')).toBeChecked();
  await dialog.getByLabel('Lower back').check();
  await dialog.getByRole('button', { name: 'Save conditions' }).click();
  await expect(dialog).toBeHidden();
  await expect(conditions.getByRole('listitem')).toHaveText(['Knee', 'Lower back']);

  // The builder for this client.
  await page.getByRole('link', { name: 'Add New Workout' }).click();
  await expect(page.getByRole('heading', { name: 'Create Workout' })).toBeVisible();
  const banner = page.getByRole('link', { name: 'Health flags: Knee, Lower back' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('href', `/trainer/clients/${client.id}`);

  const set1 = page.getByRole('region', { name: 'Set 1 - No Type', exact: true });
  await set1.getByRole('button', { name: 'Add Exercise' }).click();
  await pickExercise(page, 'Select Exercise', 'walking lunge', 'Walking Lunge');
  const warning = set1.getByRole('note');
  await expect(warning).toHaveText('Walking Lunge is contraindicated for knee');
  await expect(warning).toBeVisible();

  await set1.getByLabel('Set 1 reps').fill('10');
  await page.getByLabel('Workout Name').fill(`Knee-aware legs ${Date.now().toString(36)}`);
  await page.getByLabel('Workout Date').fill(dayFromToday(3));
  const create = page.getByRole('button', { name: 'Create Workout' });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Workout created successfully')).toBeVisible();
  await expect(
    page.getByText('Saved with health warnings: Walking Lunge is contraindicated for knee'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: client.fullName, level: 1 })).toBeVisible();
});
