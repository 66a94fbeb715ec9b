import { devices, expect, test, type Page } from '@playwright/test';
import {
  DIARY_SAVED_OFFLINE,
  ENTRY_WAITING,
  SEARCH_NEEDS_NETWORK,
  WAITING_TO_SEND,
  waitingCount,
} from '@kinetic/contracts/offline';
import { DEMO, apiAs, dayFromToday, goOffline, goOnline, signIn } from './helpers';

// The client's food diary without a network, on a phone: a day opened once is there offline, an
// entry logged offline is shown at once in its meal and in the day's totals, waits on the device,
// and back online reaches the server once, with the totals against the targets unchanged.

test.use({ viewport: devices['Pixel 7'].viewport, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

/** The service worker controls the page and holds this day of the diary in the session's cache. */
async function dayKeptOffline(page: Page, date: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async (day) => {
        for (const name of await caches.keys()) {
          if (!name.startsWith('kinetic-api-')) continue;
          if (await (await caches.open(name)).match(`/api/nutrition/diary?date=${day}`)) return true;
        }
        return false;
      }, date),
    )
    .toBe(true);
}

async function quickAdd(page: Page, meal: string, name: string, kcal: number, protein: number) {
  await page.getByRole('button', { name: `Add food to ${meal.toLowerCase()}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add to ${meal.toLowerCase()}` });
  await dialog.getByRole('button', { name: 'Quick add' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Calories (kcal)').fill(String(kcal));
  await dialog.getByLabel('Protein (g)').fill(String(protein));
  await dialog.getByRole('button', { name: 'Add to diary' }).click();
  await expect(dialog).toBeHidden();
}

type Day = {
  entries: { name: string; kcal: number }[];
  totals: { kcal: number; protein: number };
  versusTargets: { nutrient: string; total: number; target: number | null; remaining: number | null }[];
};

const n = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 1 });

test('sam logs a day of food, one entry offline; back online it is sent once and the totals hold', async ({
  context,
  page,
  request,
}) => {
  // A day of sam's with nothing logged yet, so that its numbers are this journey's alone.
  const date = dayFromToday(45);
  const sam = await apiAs(request, DEMO.sam);
  const before = (await sam.get(`/api/nutrition/diary?date=${date}`)) as Day;
  expect(before.entries).toEqual([]);
  const target = (nutrient: string) => before.versusTargets.find((v) => v.nutrient === nutrient)!.target!;
  expect(target('kcal')).toBeGreaterThan(0);

  await signIn(page, DEMO.sam);
  await page.goto(`/client/nutrition?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Food diary', level: 1 })).toBeVisible();
  await quickAdd(page, 'Breakfast', 'Porridge with berries', 420, 14);
  const breakfast = page.getByRole('region', { name: 'Breakfast' });
  await expect(breakfast.getByText('Porridge with berries')).toBeVisible();
  await dayKeptOffline(page, date);

  await goOffline(context);
  // Opened again offline: the day comes from the phone.
  await page.reload();
  await expect(breakfast.getByText('Porridge with berries')).toBeVisible();

  // The food picker's everyday list is there offline; a new search says it needs the network.
  await page.getByRole('button', { name: 'Add food to dinner' }).click();
  const picker = page.getByRole('dialog', { name: 'Add to dinner' });
  await expect(
    picker.getByRole('list', { name: 'Food results' }).getByRole('listitem').first(),
  ).toBeVisible();
  await picker.getByLabel('Search foods').fill('pomegranate');
  await expect(picker.getByText(SEARCH_NEEDS_NETWORK)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  await quickAdd(page, 'Lunch', 'Chicken wrap', 560.5, 38);
  await expect(page.getByText(DIARY_SAVED_OFFLINE)).toBeVisible();
  const lunch = page.getByRole('region', { name: 'Lunch' });
  await expect(lunch.getByText('Chicken wrap')).toBeVisible();
  await expect(lunch.getByText(ENTRY_WAITING)).toBeVisible();
  await expect(page.getByText(WAITING_TO_SEND)).toBeVisible();
  await expect(page.getByRole('status', { name: waitingCount(1) })).toBeVisible();

  // The totals against the targets, the waiting entry counted: 420 + 560.5 kcal, 14 + 38 g protein.
  const totals = page.getByRole('region', { name: 'Day totals' });
  const kcal = 980.5;
  const protein = 52;
  /** The row of a nutrient as the screen words it: '980.5 of 2,000 kcal1,019.5 kcal left'. */
  const row = (total: number, nutrient: string, unit: string) => {
    const remaining = Math.round((target(nutrient) - total) * 10) / 10;
    const rest = remaining < 0 ? `${n(-remaining)} ${unit} over` : `${n(remaining)} ${unit} left`;
    return `${n(total)} of ${n(target(nutrient))} ${unit}${rest}`;
  };
  await expect(totals).toContainText(row(kcal, 'kcal', 'kcal'));
  await expect(totals).toContainText(row(protein, 'protein', 'g'));
  // Nothing reached the server.
  expect(((await sam.get(`/api/nutrition/diary?date=${date}`)) as Day).entries).toHaveLength(1);

  await goOnline(context);
  await expect(page.getByText(WAITING_TO_SEND)).toBeHidden({ timeout: 15_000 });
  await expect(lunch.getByText(ENTRY_WAITING)).toBeHidden();
  await expect(page.getByRole('status', { name: /waiting to send/ })).toBeHidden();
  await expect(lunch.getByText('Chicken wrap')).toBeVisible();

  // Sent once, and the server's totals are the ones shown.
  const after = (await sam.get(`/api/nutrition/diary?date=${date}`)) as Day;
  expect(after.entries.map((e) => [e.name, e.kcal])).toEqual([
    ['Porridge with berries', 420],
    ['Chicken wrap', 560.5],
  ]);
  expect(after.totals).toMatchObject({ kcal, protein });
  expect(after.versusTargets.find((v) => v.nutrient === 'kcal')!.remaining).toBe(
    Math.round((target('kcal') - kcal) * 10) / 10,
  );
  await page.reload();
  await expect(totals).toContainText(row(kcal, 'kcal', 'kcal'));
  await expect(totals).toContainText(row(protein, 'protein', 'g'));
});
