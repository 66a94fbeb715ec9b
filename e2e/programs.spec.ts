import { expect, test, type Page } from '@playwright/test';
import { DEMO, newClientOfMaya, signIn } from './helpers';

// A trainer builds a template, makes a four-week program from it on the week grid, assigns it to
// three clients from one screen, sees their weeks fill the calendar, and finds the scheduled
// workouts on each client's page.

// Three clients set up through the API, then several screens, on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** The Monday after today (YYYY-MM-DD), so that no day of week 1 is skipped. */
function nextMonday(): string {
  const d = new Date();
  d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** How the calendar names a day ("Monday, November 30"), `offset` days after a YYYY-MM-DD date. */
function dayName(date: string, offset: number): string {
  const d = new Date(`${date}T12:00:00`);
  d.setDate(d.getDate() + offset);
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(d);
}

test('a trainer builds a template and a program, and assigns it to three clients at once', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const group = `Prog${stamp}`;
  const clients = [];
  for (let i = 0; i < 3; i++) clients.push(await newClientOfMaya(request, group));
  const templateName = `Full Body ${stamp}`;
  const programName = `Four Weeks ${stamp}`;

  await signIn(page, DEMO.maya);

  // The template: the builder without client or date, shared with every trainer.
  await nav(page).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Template' }).click();
  await expect(page.getByRole('heading', { name: 'New Template', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Workout Date')).toHaveCount(0);
  await page.getByLabel('Template Name').fill(templateName);
  await page.getByLabel('Target Duration (minutes)').fill('45');
  await page.getByLabel('Share with every trainer').check();
  const set1 = page.getByRole('region', { name: 'Set 1 - No Type', exact: true });
  await set1.getByLabel('Set Type').selectOption('Straight Sets');
  const set = page.getByRole('region', { name: 'Set 1 - Straight Sets', exact: true });
  await set.getByRole('button', { name: 'Add Exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Exercise' });
  await picker.getByRole('searchbox', { name: 'Search exercises' }).fill('goblet');
  await picker.getByRole('button', { name: /^Goblet Squat Equipment:/ }).click();
  await expect(picker).toBeHidden();
  await set.getByLabel('Set 1 reps').fill('10');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template created')).toBeVisible();
  await expect(page).toHaveURL(/\/trainer\/templates$/);
  await page.getByRole('searchbox', { name: 'Search templates' }).fill(stamp);
  const row = page
    .getByRole('list', { name: 'Templates' })
    .getByRole('listitem')
    .filter({ hasText: templateName });
  await expect(row).toBeVisible();
  await expect(row.getByText('Shared')).toBeVisible();

  // The program: week 1 on Monday and Wednesday, then duplicated into four weeks.
  await nav(page).getByRole('link', { name: 'Programs' }).click();
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Program' }).click();
  await page.getByLabel('Program Name').fill(programName);
  await page.getByRole('combobox', { name: 'Week 1, Monday' }).selectOption({ label: templateName });
  await page.getByRole('combobox', { name: 'Week 1, Wednesday' }).selectOption({ label: templateName });
  for (const week of [4, 3, 2]) await page.getByRole('button', { name: `Remove week ${week}` }).click();
  await expect(page.getByText('1 week (at most 52)')).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Duplicate week 1' }).click();
  await expect(page.getByText('4 weeks (at most 52)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Week 4, Wednesday' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Week 4, Friday' })).toHaveValue('');
  await page.getByRole('button', { name: 'Save Program' }).click();
  await expect(page.getByText('Program saved')).toBeVisible();
  await expect(page).toHaveURL(/\/trainer\/programs\/[0-9a-f-]{36}$/);

  // Assign: three clients picked from one list, one start date, one action.
  await page.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign "${programName}"` });
  await dialog.getByLabel('Start date *').fill(nextMonday());
  await dialog.getByRole('searchbox', { name: 'Search clients' }).fill(group);
  const list = dialog.getByRole('list', { name: 'Clients to assign' });
  for (const c of clients) await expect(list.getByText(c.fullName)).toBeVisible();
  await list.getByLabel('Select all shown').check();
  await dialog.getByRole('button', { name: 'Assign to 3 clients' }).click();
  await expect(page.getByText('24 workouts scheduled for 3 clients')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Their weeks fill the calendar: Monday and Wednesday of the first week, one workout per client.
  await nav(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  for (const offset of [0, 2]) {
    const day = page.getByRole('region', { name: dayName(nextMonday(), offset), exact: true });
    for (const c of clients)
      await expect(
        day.getByRole('link', { name: new RegExp(templateName) }).filter({ hasText: c.fullName }),
      ).toBeVisible();
  }

  // Each client's page lists the program and its eight workouts.
  for (const c of clients) {
    await page.goto(`/trainer/clients/${c.id}`);
    await expect(page.getByRole('heading', { name: c.fullName, level: 1 })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${programName}, started`))).toBeVisible();
    await expect(page.getByText('4 weeks · 8 workouts scheduled')).toBeVisible();
    await expect(page.getByRole('button', { name: /Workouts\s*8/ })).toBeVisible();
    await expect(page.getByText(templateName).first()).toBeVisible();
  }
});
