import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONFLICT_DELETED,
  SIGN_OUT_ANYWAY,
  SIGN_OUT_UNSENT_TITLE,
  UPDATE_AVAILABLE,
  WAITING_TO_SEND,
  signOutUnsent,
  waitingCount,
} from '@kinetic/contracts/offline';
import {
  DEMO,
  apiAs,
  goOffline,
  goOnline,
  mayasWorkoutToday,
  newClientOfMaya,
  signIn,
  signOut,
} from './helpers';

// The client's gym mode without a network, on a phone: the workout opened once is there offline,
// what they record waits on the device (a reload or a closed tab loses nothing), and back online it
// reaches the trainer exactly once; a workout the trainer deleted meanwhile is said in words, with
// the client's entries to copy.

test.describe.configure({ timeout: 120_000 });

/** The service worker controls the page and holds this workout in the session's cache. */
async function workoutKeptOffline(page: Page, workoutId: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async (id) => {
        for (const name of await caches.keys()) {
          if (!name.startsWith('kinetic-api-')) continue;
          if (await (await caches.open(name)).match(`/api/workouts/${id}`)) return true;
        }
        return false;
      }, workoutId),
    )
    .toBe(true);
}

/**
 * A new client of Maya's with her workout for today, signed in on a phone-sized page that has
 * opened it once, online, until the service worker keeps it.
 */
async function workoutOpenedOnPhone(page: Page, request: APIRequestContext, lastName: string) {
  const person = await newClientOfMaya(request, lastName);
  const workout = await mayasWorkoutToday(request, person.id, 'Offline day');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, person.email, person.password);
  await page.goto(`/client/workouts/${workout.id}`);
  await expect(page.getByRole('heading', { name: workout.name, level: 1 })).toBeVisible();
  await workoutKeptOffline(page, workout.id);
  return workout;
}

test('offline, a client records sets and completes; back online the trainer gets it once', async ({
  context,
  page,
  request,
}) => {
  const { maya, id, name, exercise } = await workoutOpenedOnPhone(page, request, 'Offline');

  await goOffline(context);
  // Said at once, before anything is sent.
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  // Two sets ticked off, the rest timer running between them.
  const set1 = page.getByRole('button', { name: `${exercise} set 1 done` });
  const set2 = page.getByRole('button', { name: `${exercise} set 2 done` });
  await set1.click();
  const timer = page.getByRole('region', { name: 'Rest timer' });
  await expect(timer).toBeVisible();
  await set2.scrollIntoViewIfNeeded();
  await set2.click();
  await expect(set2).toHaveAttribute('aria-pressed', 'true');
  await expect(timer).toContainText(/00:[0-4]\d/);
  await expect(page.getByText(WAITING_TO_SEND)).toBeVisible();
  await expect(page.getByRole('status', { name: waitingCount(2) })).toBeVisible();

  // The third set was done too, only not ticked.
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Some sets are not ticked' })
    .getByRole('button', { name: 'Mark them done' })
    .click();
  // Completed on the phone, waiting to send, and summed up.
  const summary = page.getByRole('dialog', { name: 'Workout complete' });
  await expect(summary).toContainText('Saved on this device');
  await expect(summary).toContainText('Sets done3 sets');
  await summary.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/This workout is completed/)).toBeVisible();
  await expect(page.getByRole('status', { name: waitingCount(3) })).toBeVisible();

  // The tab is closed; later, another one opens, still offline: nothing was lost.
  await page.close();
  const again = await context.newPage();
  await again.setViewportSize({ width: 390, height: 844 });
  await again.goto(`/client/workouts/${id}`);
  await expect(again.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(again.getByText(/This workout is completed/)).toBeVisible();
  await expect(again.getByLabel(`${exercise} set 2 Actual weight (kg)`)).toHaveValue('22.5');
  await expect(again.getByRole('status', { name: waitingCount(3) })).toBeVisible();
  // Nothing reached the server.
  const before = (await maya.get(`/api/workouts/${id}`)) as { workout: { status: string } };
  expect(before.workout.status).toBe('SCHEDULED');

  await goOnline(context);
  await expect(again.getByText(WAITING_TO_SEND)).toBeHidden({ timeout: 15_000 });
  await expect(again.getByRole('status', { name: /waiting to send/ })).toBeHidden();

  const saved = (await maya.get(`/api/workouts/${id}`)) as {
    workout: {
      status: string;
      sets: { exercises: { sets: { actualReps: number | null; actualWeight: string | null }[] }[] }[];
    };
  };
  expect(saved.workout.status).toBe('COMPLETED');
  expect(saved.workout.sets[0]!.exercises[0]!.sets).toEqual([
    expect.objectContaining({ actualReps: 10, actualWeight: '20' }),
    expect.objectContaining({ actualReps: 8, actualWeight: '22.5' }),
    expect.objectContaining({ actualReps: 6, actualWeight: '25' }),
  ]);
  const { notifications } = (await maya.get('/api/notifications?limit=100')) as {
    notifications: { title: string }[];
  };
  expect(notifications.filter((n) => n.title.endsWith(`completed ${name}`))).toHaveLength(1);
  await expect(again.getByText(UPDATE_AVAILABLE)).toBeHidden();
});

// A link (a notification, a mail, a bookmark) opened on a phone that never ran the app: the page
// reads the workout before its service worker is there, and the workout (a missed one, outside the
// two weeks the app keeps ahead) is still kept for the gym.
test('a workout opened from a link on a new phone is there offline afterwards', async ({
  browser,
  page,
  request,
}) => {
  const person = await newClientOfMaya(request, 'Linked');
  const maya = await apiAs(request, DEMO.maya);
  const { id, exercise } = await mayasWorkoutToday(request, person.id, 'Linked day');
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  expect((await maya.patch(`/api/workouts/${id}/schedule`, { scheduledDate: threeDaysAgo })).status()).toBe(
    200,
  );
  await signIn(page, person.email, person.password);

  // The same session on a fresh browser profile: no service worker yet, the link is its first page.
  const phone = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  const linked = await phone.newPage();
  await linked.goto(`/workouts/${id}`);
  await expect(linked.getByRole('group', { name: exercise })).toBeVisible();
  await workoutKeptOffline(linked, id);

  await goOffline(phone);
  await linked.reload();
  await expect(linked.getByRole('group', { name: exercise })).toBeVisible();
  await expect(linked.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await phone.close();
});

test('a workout the trainer deleted while the client was offline: said in words, entries to copy', async ({
  context,
  page,
  request,
}) => {
  const { maya, id, exercise } = await workoutOpenedOnPhone(page, request, 'Conflict');

  await goOffline(context);
  const group = page.getByRole('group', { name: exercise });
  await group.getByRole('radio', { name: 'modify actual performance' }).check();
  await group.getByLabel(`${exercise} set 1 Actual reps`).fill('7');
  // Modified, the set starts in the client's own unit (pounds), the kilograms prescribed beside it.
  await group.getByLabel(`${exercise} set 1 Actual weight (lbs)`).fill('17.5');
  await page.getByRole('button', { name: `${exercise} set 1 done` }).click();
  await expect(page.getByText(WAITING_TO_SEND)).toBeVisible();

  const deleted = await request.delete(`/api/workouts/${id}`, {
    headers: { authorization: `Bearer ${maya.token}` },
  });
  expect(deleted.status()).toBe(204);

  await goOnline(context);
  const alert = page.getByRole('alert').filter({ hasText: CONFLICT_DELETED });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole('list', { name: 'Your entries' })).toContainText(
    `${exercise}: set 1: 7 reps, 17.5 lbs`,
  );
  await expect(page.getByText(WAITING_TO_SEND)).toBeHidden();
  // Kept until the client has seen it, also across a reload.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: CONFLICT_DELETED })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONFLICT_DELETED })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Workout not found' })).toBeVisible();

  // Signing out deletes the session's kept answers: the next person finds none of them.
  const kept = () =>
    page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('kinetic-api-')));
  expect(await kept()).toHaveLength(1);
  await signOut(page);
  await expect.poll(kept).toEqual([]);
});

/** Every request of every cache of the page's origin (the app shell's and the API's), by path. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** How many writes wait in the device's write queue (IndexedDB). */
const queuedWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('kinetic-writes');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queue')) return resolve(0);
          const count = db.transaction('queue').objectStore('queue').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error ?? new Error('IndexedDB'));
        };
      }),
  );

// A phone shared at the gym: the client signs out without a network, and the next person on that
// phone finds nothing of theirs, neither on screen nor stored; the server ends the session as soon as
// the network is back.
test('signed out offline, a client leaves nothing on the phone, and the server ends the session once online', async ({
  context,
  page,
  request,
}) => {
  const { id, name, exercise } = await workoutOpenedOnPhone(page, request, 'Shared');
  const person = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as {
        state: { token: string; user: { email: string; lastName: string } };
      },
  );
  const { token } = person.state;
  const sessionAnswer = async () =>
    (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status();
  expect(await sessionAnswer()).toBe(200);

  await goOffline(context);
  await page.getByRole('button', { name: `${exercise} set 1 done` }).click();
  await expect(page.getByText(WAITING_TO_SEND)).toBeVisible();
  expect(await queuedWrites(page)).toBe(1);

  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const ask = page.getByRole('alertdialog', { name: SIGN_OUT_UNSENT_TITLE });
  await expect(ask).toContainText(signOutUnsent(1));
  await ask.getByRole('button', { name: SIGN_OUT_ANYWAY }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Nothing of the person stays readable: not the session, not the kept workouts, not the unsent set.
  // Only the token waits, to end the session on the server when the network is back.
  const stored = await page.evaluate(() => Object.entries(localStorage));
  expect(stored.filter(([, value]) => value.includes(token))).toEqual([
    ['kinetic-pending-sign-outs', JSON.stringify([token])],
  ]);
  for (const [, value] of stored) {
    expect(value).not.toContain(person.state.user.email);
    expect(value).not.toContain(person.state.user.lastName);
  }
  await expect.poll(() => cachedPaths(page)).not.toContainEqual(expect.stringMatching(/^\/api\//));
  await expect.poll(() => queuedWrites(page)).toBe(0);

  // The workout's address, still offline: the sign-in page, not the workout.
  await page.goto(`/client/workouts/${id}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(name)).toHaveCount(0);
  // The sign-out still waits on the phone. (Whether the server saw it yet is not asked here: the
  // browser's offline switch now and then lets a request that passed the service worker through.)
  expect(await page.evaluate(() => localStorage.getItem('kinetic-pending-sign-outs'))).toBe(
    JSON.stringify([token]),
  );

  // Back online, the server is told: the old session is over, and nothing of it is kept any more.
  await goOnline(context);
  await expect.poll(sessionAnswer, { timeout: 15_000 }).toBe(401);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kinetic-pending-sign-outs'))).toBeNull();

  // The next person on this phone sees nothing of the first.
  await signIn(page, DEMO.priya);
  await expect(page.getByRole('button', { name: /User menu for Priya/ })).toBeVisible();
  await page.goto('/client/workouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Workouts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scheduled Workouts' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await page.goto(`/client/workouts/${id}`);
  await expect(page.getByRole('heading', { name: 'Workout not found' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  expect(await queuedWrites(page)).toBe(0);
});
