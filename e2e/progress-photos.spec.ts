import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, newClientOfMaya, signIn } from './helpers';

// A client adds a progress photo from their phone; their trainer sees it on the client's page.

test.describe.configure({ timeout: 90_000 });

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** 'Nov 21, 2026', as the app writes a day. */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${date}T12:00:00`),
  );

test('a client adds a photo on a phone, and their trainer sees it', async ({ browser, request }) => {
  const client = await newClientOfMaya(request, 'Photos');
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer();
  const label = `Side, ${shortDate(today())}`;

  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signIn(phone, client.email, client.password);
  await phone.goto('/client/progress');
  const section = phone.getByRole('region', { name: 'Progress photos' });
  await expect(section.getByText('No progress photos yet.')).toBeVisible();
  await section.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await section.getByLabel('Pose').selectOption('side');
  await section.getByRole('button', { name: 'Add photo' }).click();
  await expect(phone.getByText('Photo added')).toBeVisible();
  const thumb = section.getByRole('img', { name: label });
  await expect(thumb).toHaveAttribute('src', /^blob:/);
  // The image really shows (decoded by the browser, under the content security policy).
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Nothing sideways on the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, DEMO.maya);
  await desk.goto(`/clients/${client.id}`);
  await desk.getByRole('button', { name: /^Progress/ }).click();
  const seen = desk.getByRole('region', { name: 'Progress photos' });
  await seen.getByRole('button', { name: `Open ${label}` }).click();
  const dialog = desk.getByRole('dialog', { name: label });
  await expect
    .poll(() =>
      dialog.getByRole('img', { name: label }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(600);
  await expect(dialog.getByRole('button', { name: 'Delete photo' })).toHaveCount(0);
  await expect(seen.getByLabel('Photo', { exact: true })).toHaveCount(0);
});
