import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, DEMO, signIn, signOut } from './helpers';

// The shared libraries. Consultants search, edit, add and import items; trainers browse the approved
// ones read-only; searches rank name matches first; the older card lists reach the whole library.

// Setup through the API, then several screens (and, for the trainer, two sign-ins) on a loaded machine.
test.describe.configure({ timeout: 60_000 });

/** A word no starter item holds, so a search finds only what this journey made. */
const uniqueTag = () => `zq${Date.now().toString(36)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A collapsed library row: its button is named after the item (then its summary). */
const rowButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });

/** The consultant adds approved strength exercises with these names and fields, through the API. */
async function addApprovedExercises(
  consultant: Awaited<ReturnType<typeof apiAs>>,
  names: string[],
  fields: Record<string, unknown>,
) {
  for (const name of names) {
    const created = await consultant.post('/api/libraries/exercises', {
      name,
      category: 'Strength',
      ...fields,
      approved: true,
    });
    expect(created.ok()).toBeTruthy();
  }
}

async function openLibrary(page: Page, tile: 'Exercises' | 'Foods', title: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Libraries' }).click();
  await expect(page.getByRole('heading', { name: 'Libraries', exact: true })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Libraries' })
    .getByRole('link', { name: new RegExp(`^${tile}`) })
    .click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

test('a consultant searches the exercise library and edits an exercise', async ({ page, request }) => {
  const tag = uniqueTag();
  const tempo = `Tempo Lunge ${tag}`;
  const pause = `Pause Lunge ${tag}`;
  const consultant = await apiAs(request, DEMO.consultant);
  await addApprovedExercises(consultant, [tempo, pause], {
    difficulty: 'BEGINNER',
    musclesWorked: ['Quadriceps'],
  });
  const { libraryTotal } = (await consultant.get('/api/libraries/exercises?limit=1')) as {
    libraryTotal: number;
  };

  await signIn(page, DEMO.consultant);
  await openLibrary(page, 'Exercises', 'Exercise Library');
  await expect(page.getByText(`${libraryTotal} items`, { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(tag);
  await expect(page.getByText(`2 of ${libraryTotal} items`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/libraries/exercises\\?search=${tag}$`));
  const list = page.getByRole('list', { name: 'Exercises' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(rowButton(page, pause)).toBeVisible();

  // Expand one: the consultant gets the edit form of the item.
  await rowButton(page, tempo).click();
  await expect(rowButton(page, tempo)).toHaveAttribute('aria-expanded', 'true');
  const muscles = page.getByLabel('Muscles worked');
  await expect(muscles).toHaveValue('Quadriceps');
  await muscles.fill('Glutes, Hamstrings,  Core');
  const approved = page.getByLabel('Approved', { exact: true });
  await expect(approved).toBeChecked();
  await approved.uncheck();
  await expect(approved).not.toBeChecked();
  await approved.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Exercise updated successfully')).toBeVisible();
  await expect(rowButton(page, tempo)).toHaveAttribute('aria-expanded', 'false');
  await expect(rowButton(page, tempo)).toContainText('Glutes, Hamstrings, Core');

  // After a reload the search (from the URL) and the change are still there.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search exercises' })).toHaveValue(tag);
  await expect(page.getByText(`2 of ${libraryTotal} items`, { exact: true })).toBeVisible();
  await expect(rowButton(page, tempo)).toContainText('Glutes, Hamstrings, Core');
  await expect(rowButton(page, tempo)).not.toContainText('Unapproved');
  await rowButton(page, tempo).click();
  await expect(page.getByLabel('Muscles worked')).toHaveValue('Glutes, Hamstrings, Core');
  await expect(page.getByLabel('Approved', { exact: true })).toBeChecked();
});

test('a consultant adds a food and imports foods from a CSV file', async ({ page, request }, testInfo) => {
  const tag = uniqueTag();
  const added = `Lentil Soup ${tag}`;
  const oatBar = `Oat Bar ${tag}`;
  const riceCake = `Rice Cake ${tag}`;
  const badSoup = `Tomato Soup ${tag}`;
  const consultant = await apiAs(request, DEMO.consultant);
  const before = (await consultant.get('/api/libraries/foods?limit=1')) as { libraryTotal: number };

  await signIn(page, DEMO.consultant);
  await openLibrary(page, 'Foods', 'Food Library');

  // '+ Add': a dialog with the empty form.
  await page.getByRole('button', { name: '+ Add' }).click();
  const addDialog = page.getByRole('dialog', { name: 'New food' });
  await addDialog.getByLabel('Name', { exact: true }).fill(added);
  // A missing required number says that it is required.
  await addDialog.getByRole('button', { name: 'Add Food' }).click();
  await expect(addDialog.getByText('Protein is required')).toBeVisible();
  await expect(addDialog.getByText('Serving size is required')).toBeVisible();
  await expect(addDialog.getByText(/must be a number/)).toHaveCount(0);
  // A consultant's new item starts approved, and the dialog says what that means.
  await expect(addDialog.getByLabel('Approved', { exact: true })).toBeChecked();
  await expect(addDialog.getByText('Trainers and clients see approved items only.')).toBeVisible();
  await addDialog.getByLabel('Serving size').fill('250');
  await addDialog.getByLabel('Serving measure').fill('ml');
  await addDialog.getByLabel('Calories', { exact: true }).fill('180');
  await addDialog.getByLabel('Protein (g)').fill('11');
  await addDialog.getByLabel('Fat (g)').fill('2.5');
  await addDialog.getByLabel('Total carbs (g)').fill('28');
  await addDialog.getByLabel('Vegan').check();
  await addDialog.getByRole('button', { name: 'Add Food' }).click();
  await expect(page.getByText('Food created successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search foods' }).fill(tag);
  await expect(page.getByText(`1 of ${before.libraryTotal + 1} items`, { exact: true })).toBeVisible();
  await expect(rowButton(page, added)).toContainText('250 ml · 180 kcal');
  await expect(rowButton(page, added)).toContainText('Vegan');
  // Approved from the start: trainers find it.
  const maya = await apiAs(request, DEMO.maya);
  const found = (await maya.get(`/api/libraries/foods?search=${tag}`)) as { foods: { name: string }[] };
  expect(found.foods.map((f) => f.name)).toEqual([added]);

  // Import: two good rows and one with negative calories, which the preview already refuses.
  const file = testInfo.outputPath(`foods-${tag}.csv`);
  writeFileSync(
    file,
    [
      'name,servingSize,servingMeasure,calories,protein,fat,totalCarbs',
      `${oatBar},40,g,160,4,5,25`,
      `${riceCake},9,g,35,0.7,0.3,7.3`,
      `${badSoup},250,ml,-5,2,1,3`,
      '',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import foods' });
  await importDialog.getByLabel('CSV or JSON file').setInputFiles(file);
  await expect(importDialog.getByText(`foods-${tag}.csv`)).toBeVisible();
  await expect(importDialog).toContainText('2 rows ready to import, 1 problem.');
  await expect(importDialog.getByText('Line 4: Calories cannot be negative')).toBeVisible();
  const preview = importDialog.getByRole('table', { name: 'Preview of the first rows' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('row').nth(1)).toContainText(oatBar);
  await expect(preview.getByRole('row').nth(2)).toContainText(riceCake);

  await importDialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(importDialog.getByText('2 imported', { exact: true })).toBeVisible();
  await expect(importDialog.getByRole('heading', { name: 'Refused rows (1)' })).toBeVisible();
  const refused = importDialog.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  const refusedRow = refused.getByRole('row').nth(1);
  await expect(refusedRow.getByRole('cell').nth(0)).toHaveText('4');
  await expect(refusedRow.getByRole('cell').nth(1)).toHaveText(badSoup);
  await expect(refusedRow.getByRole('cell').nth(2)).toHaveText('Line 4: Calories cannot be negative');
  await importDialog.getByRole('button', { name: 'Done' }).click();
  await expect(importDialog).toBeHidden();

  // The list (still searching for the tag) now holds the added food and the two imported ones.
  await expect(page.getByText(`3 of ${before.libraryTotal + 3} items`, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Foods' }).getByRole('listitem')).toHaveCount(3);
  await expect(rowButton(page, oatBar)).toContainText('40 g · 160 kcal');
  await expect(rowButton(page, riceCake)).toContainText('9 g · 35 kcal');
  await expect(rowButton(page, badSoup)).toHaveCount(0);
});

test('a trainer browses approved exercises read-only and cannot find unapproved ones', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const kept = `Split Squat Hold ${tag}`;
  const hidden = `Split Squat Pulse ${tag}`;
  await addApprovedExercises(await apiAs(request, DEMO.consultant), [kept, hidden], {
    difficulty: 'INTERMEDIATE',
    musclesWorked: ['Quadriceps', 'Glutes'],
    equipment: ['Dumbbell'],
  });

  // The consultant takes one of them back: unapproved.
  await signIn(page, DEMO.consultant);
  await openLibrary(page, 'Exercises', 'Exercise Library');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(tag);
  await expect(page.getByRole('list', { name: 'Exercises' }).getByRole('listitem')).toHaveCount(2);
  await rowButton(page, hidden).click();
  await page.getByLabel('Approved', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Exercise updated successfully')).toBeVisible();
  await expect(rowButton(page, hidden)).toContainText('Unapproved');
  await expect(rowButton(page, kept)).not.toContainText('Unapproved');
  await signOut(page, 'Casey Morgan');

  const maya = await apiAs(request, DEMO.maya);
  const { libraryTotal } = (await maya.get('/api/libraries/exercises?limit=1')) as { libraryTotal: number };

  await signIn(page, DEMO.maya);
  await openLibrary(page, 'Exercises', 'Exercise Library');
  await expect(page.getByText(`${libraryTotal} items`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(tag);
  await expect(page.getByText(`1 of ${libraryTotal} items`, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Exercises' }).getByRole('listitem')).toHaveCount(1);
  await expect(rowButton(page, hidden)).toHaveCount(0);

  // Expanded, the approved one shows its fields as text: no form, nothing to save.
  await rowButton(page, kept).click();
  await expect(rowButton(page, kept)).toHaveAttribute('aria-expanded', 'true');
  const item = page.getByRole('listitem').filter({ has: rowButton(page, kept) });
  await expect(item.getByRole('definition').first()).toBeVisible();
  await expect(item.getByText('Muscles worked', { exact: true })).toBeVisible();
  await expect(item.getByText('Quadriceps, Glutes', { exact: true }).last()).toBeVisible();
  await expect(item.getByRole('textbox')).toHaveCount(0);
  await expect(item.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

  // Searching for the unapproved one by its name finds nothing.
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(hidden);
  await expect(page.getByText(`0 of ${libraryTotal} items`, { exact: true })).toBeVisible();
  await expect(page.getByText('No exercises found')).toBeVisible();
  await expect(page).toHaveURL(/search=Split\+Squat\+Pulse|search=Split%20Squat%20Pulse/);
});

test('a search ranks names first, and the older card lists reach the whole library', async ({
  page,
  request,
}) => {
  const maya = await apiAs(request, DEMO.maya);
  const { libraryTotal } = (await maya.get('/api/libraries/exercises?limit=1')) as { libraryTotal: number };
  expect(libraryTotal).toBeGreaterThan(200);
  await signIn(page, DEMO.maya);

  // 'plank': the Plank itself first, then the other planks, then what mentions planks elsewhere.
  await page.goto('/libraries/exercises?search=plank');
  const rows = page.getByRole('list', { name: 'Exercises' }).getByRole('listitem').getByRole('button');
  await expect(rows.first()).toHaveAccessibleName(/^Plank/);
  const names = (await rows.allInnerTexts()).map((t) => t.split('\n')[0]!);
  const planks = names.filter((n) => /\bplank/i.test(n));
  expect(names.slice(0, planks.length)).toEqual(planks);
  expect(names.length).toBeGreaterThan(planks.length);

  // /exercises: the count, then 'Load more' up to the last exercise.
  await page.goto('/exercises');
  await expect(page.getByText(`${libraryTotal} exercises`, { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Exercises' }).getByRole('listitem');
  await expect(cards).toHaveCount(200);
  await expect(page.getByText(`Showing 200 of ${libraryTotal} exercises`)).toBeVisible();
  // 200 a page: as many pages as the library needs (982 exercises: five).
  for (let shown = 200; shown < libraryTotal; shown += 200) {
    await page.getByRole('button', { name: 'Load more exercises' }).click();
    await expect(cards).toHaveCount(Math.min(shown + 200, libraryTotal));
  }
  await expect(page.getByRole('button', { name: 'Load more exercises' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Zercher Squat' })).toHaveCount(1);

  // /equipment: the count of the whole library.
  const { libraryTotal: equipment } = (await maya.get('/api/libraries/equipment?limit=1')) as {
    libraryTotal: number;
  };
  await page.goto('/equipment');
  await expect(page.getByText(`${equipment} pieces of equipment`, { exact: true })).toBeVisible();
});
