import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, DEMO, lastMailTo, signIn } from './helpers.ts';

// Every screen of every role on a phone (375 px): no horizontal scrolling, no console error or
// uncaught exception, no failed answer that the screen did not expect, and no serious or critical
// accessibility violation (axe-core, WCAG 2.0 and 2.1, A and AA).

// The walks are independent of one another (each signs in anew and only reads): they may run on
// different workers at once, which keeps the longest of them from setting the whole run's length.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const PHONE = { width: 375, height: 800 };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** API answers >= 400 a screen is expected to get (path prefix and status). */
type Expected = Array<{ path: string; status: number }>;
/** A screen's path, or its path and the failed answers it expects. */
type Stop = string | { path: string; expect: Expected };

const pathOf = (stop: Stop) => (typeof stop === 'string' ? stop : stop.path);

type Problems = string[];

/** Listens to everything a screen may do wrong; `take()` hands over what happened since last time. */
function watch(page: Page, expected: () => Expected | undefined) {
  let problems: Problems = [];
  page.on('console', (message) => {
    // Failed answers are judged by the response listener (some are expected).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const { pathname } = new URL(response.url());
    const allowed = (expected() ?? []).some(
      (e) => pathname.startsWith(e.path) && e.status === response.status(),
    );
    if (!allowed) problems.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  return {
    take: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

/** Opens a screen and waits until it has what it loads. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^(Loading.*\.\.\.|Checking your profile\.\.\.)$/)).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** Signs in as `email` on a phone, ready to walk. */
async function onPhoneAs(page: Page, email: string) {
  await page.setViewportSize(PHONE);
  await signIn(page, email);
}

/** Visits each stop and collects, per stop, what went wrong. */
async function walk(page: Page, stops: Stop[]) {
  // The live event stream never ends, so the network would never be idle with it. The walk is
  // about screens: the stream is refused here (the app retries it quietly every few seconds; the
  // notification journeys test it).
  await page.route('**/api/events', (route) => route.abort());
  let current: Stop | undefined;
  const watcher = watch(page, () => (typeof current === 'object' ? current.expect : undefined));
  const found: string[] = [];
  for (const stop of stops) {
    current = stop;
    await open(page, pathOf(stop));
    const problems = watcher.take();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px`);
    // Rows past the 20th of a list repeat the first ones: leaving them out keeps the walk quick.
    const axe = await new AxeBuilder({ page }).withTags(WCAG).exclude('li:nth-child(n+21)').analyze();
    for (const v of axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
      problems.push(
        `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    if (problems.length) found.push(`${pathOf(stop)}\n  ${problems.join('\n  ')}`);
  }
  expect(found, found.join('\n')).toEqual([]);
}

interface Ids {
  samId: string;
  scheduledId: string;
  completedId: string;
}

let ids: Ids;

test.beforeAll(async ({ request }) => {
  const sam = await apiAs(request, DEMO.sam);
  const { workouts } = (await sam.get('/api/workouts')) as {
    workouts: Array<{ id: string; status: string }>;
  };
  const scheduled = workouts.find((w) => w.status !== 'COMPLETED');
  const completed = workouts.find((w) => w.status === 'COMPLETED');
  expect(scheduled && completed, 'the demo client has a scheduled and a completed workout').toBeTruthy();
  ids = { samId: sam.user.id, scheduledId: scheduled!.id, completedId: completed!.id };
});

const libraries: Stop[] = [
  '/libraries',
  '/libraries/exercises',
  '/libraries/exercises?search=squat',
  '/libraries/equipment',
  '/libraries/foods',
  '/exercises',
  '/equipment',
];

test('signed out: the public screens', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  // An invitation of Maya's, for the page its link opens.
  const maya = await apiAs(request, DEMO.maya);
  const email = `walk.${Date.now().toString(36)}@example.com`;
  expect(
    (await maya.post('/api/invitations', { firstName: 'Walk', lastName: 'Invitee', email })).status(),
  ).toBe(201);
  const invitation = new URL((await lastMailTo(email)).link!);
  await walk(page, [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/reset-password?token=not-a-real-token',
    `${invitation.pathname}${invitation.search}`,
    '/invitation',
    { path: '/invitation?token=not-a-real-token', expect: [{ path: '/api/auth/invitation', status: 400 }] },
    '/privacy-policy',
    '/terms-of-service',
  ]);
});

test('a client: the workout screens', async ({ page }) => {
  await onPhoneAs(page, DEMO.sam);
  await walk(page, [
    '/dashboard',
    '/client/workouts',
    `/client/workouts/${ids.scheduledId}`,
    `/client/workouts/${ids.completedId}`,
    '/client/calendar',
    '/client/calendar?view=month',
    '/workouts',
    `/workouts/${ids.scheduledId}`,
  ]);
});

test('a client: meals, progress, profile, libraries and the finished intake', async ({ page }) => {
  await onPhoneAs(page, DEMO.sam);
  await walk(page, [
    '/client/meals',
    '/client/progress',
    // The weekly check-in the demo has due today.
    '/check-in',
    '/meals',
    '/progress',
    '/profile',
    ...libraries,
    // Finished intake: onboarding sends the client on to the dashboard.
    '/onboarding',
  ]);
});

test('a trainer: clients, messages and the workout builder', async ({ page }) => {
  await onPhoneAs(page, DEMO.maya);
  const builder = `/trainer/workout-builder?clientId=${ids.samId}`;
  await walk(page, [
    '/dashboard',
    '/trainer/dashboard',
    '/trainer/clients',
    `/trainer/clients/${ids.samId}`,
    '/clients',
    `/clients/${ids.samId}`,
    '/trainer/messages',
    builder,
    `${builder}&workoutId=${ids.scheduledId}`,
    `${builder}&workoutId=${ids.completedId}`,
  ]);
});

test('a trainer: workouts and calendar', async ({ page }) => {
  await onPhoneAs(page, DEMO.maya);
  await walk(page, [
    '/trainer/workouts',
    '/trainer/calendar',
    '/trainer/calendar?view=month',
    '/workouts',
    `/client/workouts/${ids.scheduledId}`,
    `/workouts/${ids.completedId}`,
  ]);
});

test('a trainer: templates, programs, profile and libraries', async ({ page, request }) => {
  const maya = await apiAs(request, DEMO.maya);
  const { templates } = (await maya.get('/api/templates')) as { templates: Array<{ id: string }> };
  const { programs } = (await maya.get('/api/programs')) as { programs: Array<{ id: string }> };
  const checkInForms = (await maya.get('/api/check-in-templates')) as { templates: Array<{ id: string }> };
  expect(templates.length && programs.length, 'the demo trainer has templates and a program').toBeTruthy();
  await onPhoneAs(page, DEMO.maya);
  await walk(page, [
    '/trainer/templates',
    '/trainer/templates/new',
    `/trainer/templates/${templates[0]!.id}`,
    '/trainer/programs',
    '/trainer/programs/new',
    `/trainer/programs/${programs[0]!.id}`,
    '/check-ins/templates',
    '/check-ins/templates/new',
    `/check-ins/templates/${checkInForms.templates[0]!.id}`,
    '/profile',
    ...libraries,
  ]);
});

test('a consultant: every screen of the role', async ({ page }) => {
  await onPhoneAs(page, DEMO.consultant);
  await walk(page, [
    '/dashboard',
    '/consultant/dashboard',
    '/consultant/users',
    '/admin/users',
    '/consultant/audit',
    '/profile',
    ...libraries,
  ]);
});

test('a user holding every role: each role, and the screens of another role', async ({ page }) => {
  await onPhoneAs(page, DEMO.morgan);
  await walk(page, [
    '/dashboard',
    '/consultant/dashboard',
    '/trainer/dashboard',
    '/admin/users',
    '/trainer/clients',
    '/profile',
  ]);
  for (const role of ['trainer', 'client']) {
    await page.getByRole('button', { name: /User menu for/ }).click();
    await page.getByRole('menuitem', { name: `Switch to ${role}` }).click();
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
    await walk(page, [
      '/dashboard',
      role === 'trainer' ? '/trainer/clients' : '/client/workouts',
      role === 'trainer' ? '/trainer/workouts' : '/client/progress',
    ]);
  }
});
