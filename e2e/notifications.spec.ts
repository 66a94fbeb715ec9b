import { expect, test } from '@playwright/test';
import { DEMO, newClientWithSessions, signInLive, type ApiSession } from './helpers';

// Live notifications: a trainer with the app open learns of a completion without reloading, from
// the bell and a toast, and goes from the notification to the workout.

interface Assigned {
  id: string;
  sets: { id: string; exercises: { id: string }[] }[];
}

/** Maya assigns `clientId` a workout for today: the library's first exercise, one set of `reps`. */
async function assignToday(
  maya: ApiSession,
  clientId: string,
  name: string,
  reps: number,
): Promise<Assigned> {
  const [exercise] = (await maya.get('/api/libraries/exercises?limit=1')).exercises as {
    id: string;
    name: string;
  }[];
  const created = await maya.post('/api/workouts', {
    name,
    description: '',
    scheduledDate: new Date().toISOString().slice(0, 10),
    estimatedDuration: 20,
    tags: [],
    assignedTo: clientId,
    sets: [
      {
        setType: '',
        exercises: [{ exerciseId: exercise!.id, exerciseName: exercise!.name, sets: [{ targetReps: reps }] }],
      },
    ],
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { workout: Assigned }).workout;
}

test('a completion reaches the trainer’s open screen live, and the bell opens the workout', async ({
  page,
  request,
}) => {
  const { person, client, maya } = await newClientWithSessions(request, 'Notify');
  const name = `Live check ${Date.now().toString(36)}`;
  const workoutId = (await assignToday(maya, person.id, name, 5)).id;

  await signInLive(page, DEMO.maya);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const before = (await maya.get('/api/notifications')).unread as number;

  const done = await client.patch(`/api/workouts/${workoutId}/complete`, {
    sets: [],
    status: 'COMPLETED',
    completedDate: new Date().toISOString(),
  });
  expect(done.status()).toBe(200);

  const title = `${person.fullName} completed ${name}`;
  await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);

  await bell.click();
  await page.getByRole('menuitem', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/workouts/${workoutId}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(bell).toHaveAccessibleName(before ? `Notifications, ${before} unread` : 'Notifications');
});

test('a pain note written on completion puts the client under Needs attention on the open dashboard, live', async ({
  page,
  request,
}) => {
  const { person, client, maya } = await newClientWithSessions(request, 'Knee');
  const name = `Lunges ${Date.now().toString(36)}`;
  const workout = await assignToday(maya, person.id, name, 8);
  const block = workout.sets[0]!;

  await signInLive(page, DEMO.maya);
  await expect(page).toHaveURL(/\/dashboard$/);
  const panel = page.getByRole('region', { name: 'Needs attention' });
  await expect(panel.getByRole('list', { name: 'Clients who need attention' })).toBeVisible();
  const row = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: person.fullName }) });
  await expect(row).toHaveCount(0);

  const done = await client.patch(`/api/workouts/${workout.id}/complete`, {
    sets: [{ id: block.id, exercises: [{ id: block.exercises[0]!.id, notes: 'knee hurts', sets: [] }] }],
    status: 'COMPLETED',
    completedDate: new Date().toISOString(),
  });
  expect(done.status()).toBe(200);

  // The toast and the bell tell of it, and the panel has the client with the pain note, no reload.
  await expect(
    page.getByRole('status').filter({ hasText: `${person.fullName} completed ${name}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeVisible();
  const pain = row.getByRole('link', { name: /^Pain note: Wrote: “knee hurts”/ });
  await expect(async () => {
    // Maya has many clients in the journeys' database: the panel may list the first ones only.
    const showAll = panel.getByRole('button', { name: /^Show all/ });
    if (await showAll.isVisible()) await showAll.click();
    await expect(pain).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(row).toContainText('Adherence:');
  await pain.click();
  await expect(page).toHaveURL(new RegExp(`/workouts/${workout.id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('a trainer answers in the conversation and the client sees it live', async ({ browser, request }) => {
  const { person, client } = await newClientWithSessions(request, 'Chat');
  const asked = await client.post('/api/messages', { body: 'Can I swap lunges for step-ups?' });
  expect(asked.status()).toBe(201);

  const clientPage = await (await browser.newContext()).newPage();
  await signInLive(clientPage, person.email, person.password);
  await clientPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  const clientThread = clientPage.getByRole('list', { name: 'Conversation with Maya Torres' });
  await expect(clientThread.getByText('Can I swap lunges for step-ups?')).toBeVisible();

  const trainerPage = await (await browser.newContext()).newPage();
  await signInLive(trainerPage, DEMO.maya);
  await trainerPage.getByRole('button', { name: /^Notifications/ }).click();
  await trainerPage
    .getByRole('menuitem', { name: new RegExp(`Message from ${person.fullName}`) })
    .first()
    .click();
  await expect(trainerPage).toHaveURL(new RegExp(`/trainer/clients/${person.id}#messages$`));
  const trainerThread = trainerPage.getByRole('list', { name: `Conversation with ${person.fullName}` });
  await expect(trainerThread.getByText('Can I swap lunges for step-ups?')).toBeVisible();
  await trainerPage.getByLabel(`Message to ${person.fullName}`).fill('Yes, 3 x 10 each leg');
  await trainerPage.getByRole('button', { name: 'Send message' }).click();
  await expect(trainerThread.getByText('Yes, 3 x 10 each leg')).toBeVisible();

  await expect(clientThread.getByText('Yes, 3 x 10 each leg')).toBeVisible();
  await expect(clientPage.getByRole('status').filter({ hasText: 'Message from Maya Torres' })).toBeVisible();
});

test('a trainer’s inbox puts the unread conversation first and finds it by name; a message notification opens it on the open client page', async ({
  page,
  request,
}) => {
  const { person, client } = await newClientWithSessions(request, 'Inbox');
  expect((await client.post('/api/messages', { body: 'Is Friday still on?' })).status()).toBe(201);

  await signInLive(page, DEMO.maya);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const conversations = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(conversations.first()).toHaveAccessibleName(person.fullName);
  await expect(conversations.first()).toContainText('Is Friday still on?');
  await expect(conversations.first()).toContainText('1 unread');

  await page.getByLabel('Search conversations by client name').fill(person.lastName);
  await expect(conversations).toHaveCount(1);
  await conversations.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/trainer/clients/${person.id}#messages$`));
  const thread = page.getByRole('list', { name: `Conversation with ${person.fullName}` });
  await expect(thread.getByText('Is Friday still on?')).toBeVisible();

  // The trainer closes the conversation; a new message's notification opens it again, same URL.
  const section = page.getByRole('button', { name: /^Messages/ });
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  expect((await client.post('/api/messages', { body: 'Or Saturday instead?' })).status()).toBe(201);
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  await page
    .getByRole('menuitem', { name: new RegExp(`Message from ${person.fullName}`) })
    .first()
    .click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(thread.getByText('Or Saturday instead?')).toBeVisible();
});
