import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiAs, DEMO, newClientOfMaya, pickExercise, signIn } from './helpers';

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
  await pickExercise(page, 'Select Exercise', 'goblet', 'Goblet Squat');
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
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText(/^No clashes/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Assign 24 workouts' }).click();
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
    await expect(page.getByText(new RegExp(`^${programName}, starts`))).toBeVisible();
    await expect(page.getByText('4 weeks · 8 workouts scheduled')).toBeVisible();
    await expect(page.getByRole('button', { name: /Workouts\s*8/ })).toBeVisible();
    await expect(page.getByText(templateName).first()).toBeVisible();
  }
});

/**
 * Maya's one-week program through the API: her template on Monday, Wednesday and Friday of week 1,
 * and a client of hers with nothing on the calendar yet.
 */
async function mondayWednesdayFriday(request: APIRequestContext, label: string) {
  const stamp = Date.now().toString(36);
  const client = await newClientOfMaya(request, `${label}${stamp}`);
  const maya = await apiAs(request, DEMO.maya);
  const [exercise] = (await maya.get('/api/libraries/exercises?limit=1')).exercises as { id: string }[];
  const templateName = `Circuit ${stamp}`;
  const template = await maya.post('/api/templates', {
    name: templateName,
    description: '',
    estimatedDuration: 30,
    tags: [],
    shared: false,
    sets: [{ exercises: [{ exerciseId: exercise!.id, sets: [{ targetReps: 10 }] }] }],
  });
  expect(template.status()).toBe(201);
  const templateId = ((await template.json()) as { template: { id: string } }).template.id;
  const programName = `One Week ${stamp}`;
  const program = await maya.post('/api/programs', {
    name: programName,
    description: '',
    weeks: 1,
    days: [1, 3, 5].map((dayOfWeek) => ({ week: 1, dayOfWeek, templateId })),
  });
  expect(program.status()).toBe(201);
  const programId = ((await program.json()) as { program: { id: string } }).program.id;
  return { stamp, client, maya, exercise: exercise!, templateName, programName, programId };
}

/** The client's workouts on a day of the trainer's calendar, next week. */
async function nextWeekDay(page: Page, offset: number) {
  await nav(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  return page.getByRole('region', { name: dayName(nextMonday(), offset), exact: true });
}

/** The client's workout named `name` on a day of the trainer's calendar. */
const workoutOf = (day: Locator, name: string, client: { fullName: string }) =>
  day.getByRole('link', { name: new RegExp(name) }).filter({ hasText: client.fullName });

test('a program assigned over an existing workout shows the clash first, and skip leaves that day alone', async ({
  page,
  request,
}) => {
  const { stamp, client, maya, exercise, templateName, programName, programId } = await mondayWednesdayFriday(
    request,
    'Clash',
  );
  const easyRun = `Easy run ${stamp}`;
  const made = await maya.post('/api/workouts', {
    name: easyRun,
    scheduledDate: nextMonday(),
    assignedTo: client.id,
    sets: [{ exercises: [{ exerciseId: exercise.id, sets: [{ targetReps: 5 }] }] }],
  });
  expect(made.status()).toBe(201);

  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/programs/${programId}`);
  await page.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign "${programName}"` });
  // Week 1 trains from Monday: the start is the next Monday, and the dialog says what it schedules.
  await expect(dialog.getByLabel('Start date *')).toHaveValue(nextMonday());
  await dialog.getByRole('searchbox', { name: 'Search clients' }).fill(client.lastName);
  await dialog.getByRole('list', { name: 'Clients to assign' }).getByLabel(client.fullName).check();
  await expect(
    dialog.getByText(new RegExp(`^3 workouts from Mon .* to Fri .* for ${client.fullName}\\.$`)),
  ).toBeVisible();

  // The clash is shown before anything is written; the coach skips that day.
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('1 day already has a workout')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Workouts already on those days' })).toContainText(easyRun);
  await dialog.getByRole('radio', { name: /Skip those days/ }).check();
  await dialog.getByRole('button', { name: 'Assign 2 workouts' }).click();
  await expect(page.getByText('2 workouts scheduled for 1 client')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Monday keeps the easy run alone; Wednesday has the program's workout.
  const monday = await nextWeekDay(page, 0);
  await expect(workoutOf(monday, easyRun, client)).toBeVisible();
  await expect(workoutOf(monday, templateName, client)).toHaveCount(0);
  const wednesday = page.getByRole('region', { name: dayName(nextMonday(), 2), exact: true });
  await expect(workoutOf(wednesday, templateName, client)).toBeVisible();
});

test('a program removed from a client: its upcoming workouts leave the calendar, a completed one stays', async ({
  page,
  request,
}) => {
  const { client, maya, templateName, programName, programId } = await mondayWednesdayFriday(
    request,
    'Unassign',
  );
  const assigned = await maya.post(`/api/programs/${programId}/assign`, {
    clientIds: [client.id],
    startDate: nextMonday(),
  });
  expect(assigned.status()).toBe(201);
  const { workouts } = (await assigned.json()) as { workouts: { id: string; scheduledDate: string }[] };
  // The client did Monday's workout early.
  const them = await apiAs(request, client.email, client.password);
  const done = await them.patch(`/api/workouts/${workouts[0]!.id}/complete`, {
    status: 'COMPLETED',
    completedDate: new Date().toISOString(),
  });
  expect(done.status()).toBe(200);

  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${client.id}`);
  const programs = page.getByRole('list', { name: 'Assigned programs' });
  await expect(programs.getByText(new RegExp(`^${programName}, starts`))).toBeVisible();
  // Each workout names the program it came from.
  await expect(page.getByRole('list', { name: 'Workouts' }).getByText(`From ${programName}`)).toHaveCount(3);
  await programs.getByRole('button', { name: `Remove ${programName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove program?' });
  await expect(confirm).toContainText('its upcoming workouts are deleted, completed ones stay');
  await confirm.getByRole('button', { name: 'Remove program' }).click();
  await expect(page.getByText(`${programName} removed: 2 upcoming workouts deleted`)).toBeVisible();
  await expect(programs.getByText(/1 workout kept, removed/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Workouts\s*1/ })).toBeVisible();

  // On the calendar the completed Monday stays; Wednesday and Friday are free again.
  const monday = await nextWeekDay(page, 0);
  await expect(workoutOf(monday, templateName, client)).toBeVisible();
  for (const offset of [2, 4]) {
    const day = page.getByRole('region', { name: dayName(nextMonday(), offset), exact: true });
    await expect(day.getByRole('link', { name: new RegExp(templateName) })).toHaveCount(0);
  }
});

test("a program's start moved onto a busy day shows the clash first, and replace takes its place", async ({
  page,
  request,
}) => {
  const { stamp, client, maya, exercise, templateName, programName, programId } = await mondayWednesdayFriday(
    request,
    'Move',
  );
  const assigned = await maya.post(`/api/programs/${programId}/assign`, {
    clientIds: [client.id],
    startDate: nextMonday(),
  });
  expect(assigned.status()).toBe(201);
  // A day later, Monday's workout lands on Tuesday, where an easy run is planned.
  const made = await maya.post('/api/workouts', {
    name: `Easy run ${stamp}`,
    scheduledDate: new Date(Date.parse(`${nextMonday()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    assignedTo: client.id,
    sets: [{ exercises: [{ exerciseId: exercise.id, sets: [{ targetReps: 5 }] }] }],
  });
  expect(made.status()).toBe(201);
  const tuesday = ((await made.json()) as { workout: { scheduledDate: string } }).workout.scheduledDate;

  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/clients/${client.id}`);
  await page
    .getByRole('list', { name: 'Assigned programs' })
    .getByRole('button', { name: `Move start of ${programName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Move start' });
  await dialog.getByLabel('New start date').fill(tuesday);
  await dialog.getByRole('button', { name: 'Move start' }).click();
  await expect(dialog.getByRole('list', { name: 'Workouts already on those days' })).toContainText(
    `Easy run ${stamp}`,
  );
  await dialog.getByRole('radio', { name: /Replace them/ }).check();
  await dialog.getByRole('button', { name: 'Move 3 workouts' }).click();
  await expect(page.getByText('3 upcoming workouts moved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Tuesday now holds the program's workout instead of the easy run.
  const day = await nextWeekDay(page, 1);
  await expect(workoutOf(day, templateName, client)).toBeVisible();
  await expect(workoutOf(day, `Easy run ${stamp}`, client)).toHaveCount(0);
});
