import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

// A trainer building a template narrows the exercise picker to one muscle and one piece of
// equipment, and recognises the exercises by their pictures; the pictures are the small files,
// sent to be kept for a year.
test('a trainer filters the exercise picker by muscle and equipment and sees each picture', async ({
  page,
}) => {
  await signIn(page, DEMO.maya);
  await page.goto('/trainer/templates/new');
  await page.getByRole('button', { name: 'Add Exercise' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Select Exercise' });
  await expect(picker.getByText(/^\d+ exercises$/)).toBeVisible();

  const sent = page.waitForResponse((r) => r.url().includes('/api/exercise-pictures/'));
  await picker.getByLabel('Muscle').selectOption('Glutes');
  await expect(picker.getByText(/^\d+ of \d+ exercises$/)).toBeVisible();
  await picker.getByLabel('Equipment').selectOption('Kettlebell');
  const list = picker.getByRole('list', { name: 'Exercises' });
  await expect(list.getByRole('button', { name: /^Kettlebell Swing Equipment: Kettlebell/ })).toBeVisible();
  for (const row of await list.getByRole('listitem').all()) {
    await expect(row).toContainText('Kettlebell');
    await expect(row).toContainText('Glutes');
  }

  // A row's picture: the 160 px file, drawn at 80 px, loaded.
  const picture = list.locator('img').first();
  await expect(picture).toHaveAttribute('src', /^\/api\/exercise-pictures\/[0-9a-f]{16}-160\.webp$/);
  await expect(picture).toHaveAttribute('width', '80');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  const answer = await sent;
  expect(answer.headers()['content-type']).toBe('image/webp');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await list.getByRole('button', { name: /^Kettlebell Swing Equipment:/ }).click();
  await expect(picker).toBeHidden();
});
