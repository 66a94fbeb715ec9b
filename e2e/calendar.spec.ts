import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, doneAfterReview, signIn, signOut } from './helpers';

// A trainer copies one of Sam's workouts to two clients on two days from one dialog, finds both on
// the calendar's next week, drags one to another day, and that client finds it there on their own
// calendar.

test.describe.configure({ timeout: 90_000 });

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** The days of next week (Monday first), as the date input takes them and as the calendar names them. */
function nextWeek() {
  const monday = new Date();
  monday.setHours(12, 0, 0, 0);
  monday.setDate(monday.getDate() + ((8 - monday.getDay()) % 7 || 7));
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(monday);
    d.setDate(monday.getDate() + i);
    return { date: iso(d), name: longDay.format(d) };
  });
}

const day = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Maya opens her calendar on the day `daysAhead` from today: answers the day as the date input takes
 * it (`date`) and as the calendar names it (`name`), and the day's region.
 */
async function openDayAsMaya(page: Page, daysAhead: number) {
  const when = new Date();
  when.setHours(12, 0, 0, 0);
  when.setDate(when.getDate() + daysAhead);
  const date = iso(when);
  const name = longDay.format(when);
  await signIn(page, DEMO.maya);
  await page.goto(`/trainer/calendar?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  return { date, name, target: day(page, name) };
}

/** Should Alex's conditions meet the template's exercises, the review warns first: scheduled anyway. */
async function scheduledAfterReview(page: Page, dialog: Locator) {
  await doneAfterReview(page, dialog, 'Schedule 1 Workout', '1 workout scheduled');
  await expect(dialog).toBeHidden();
}

test('a trainer copies a workout to two clients, moves one on the calendar, and the client sees it moved', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const forAlex = `Calendar A ${stamp}`;
  const forMorgan = `Calendar B ${stamp}`;
  const [monday, , wednesday, , friday] = nextWeek();

  // From Sam's page: Copy on one of his workouts, two rows, one call.
  await signIn(page, DEMO.maya);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'My Clients' }).click();
  await page
    .getByRole('list', { name: 'Clients' })
    .getByRole('link', { name: /Sam Rivera/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Sam Rivera', level: 1 })).toBeVisible();
  await page
    .getByRole('list', { name: 'Workouts' })
    .getByRole('button', { name: /^Copy / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Copy Workout' });
  await dialog.getByLabel('Assign to Client *').selectOption({ label: 'Alex Chen' });
  await dialog.getByLabel('Scheduled Date *').fill(monday!.date);
  await dialog.getByLabel('Workout Name *').fill(forAlex);
  await dialog.getByRole('button', { name: 'Add another copy' }).click();
  const second = dialog.getByRole('group', { name: 'Copy 2' });
  await second.getByLabel('Assign to Client *').selectOption({ label: 'Morgan Ellis' });
  await second.getByLabel('Scheduled Date *').fill(wednesday!.date);
  await second.getByLabel('Workout Name *').fill(forMorgan);
  await dialog.getByRole('button', { name: 'Copy 2 Workouts' }).click();
  // Alex or Morgan may already train on one of those days: both are kept.
  await doneAfterReview(page, dialog, 'Copy 2 Workouts', '2 workouts copied');
  await expect(dialog).toBeHidden();

  // Both on next week's calendar, each with its client.
  await nav.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  const alexChip = day(page, monday!.name).getByRole('link', { name: new RegExp(forAlex) });
  await expect(alexChip).toContainText('Alex Chen');
  await expect(alexChip).toContainText('Scheduled');
  const morganChip = day(page, wednesday!.name).getByTestId('workout-chip').filter({ hasText: forMorgan });
  await expect(morganChip).toContainText('Morgan Ellis');

  // Dragged from Wednesday onto Friday.
  const target = day(page, friday!.name);
  await target.scrollIntoViewIfNeeded();
  const from = (await morganChip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(page.getByText(`"${forMorgan}" moved to`)).toBeVisible();
  await expect(target.getByRole('link', { name: new RegExp(forMorgan) })).toBeVisible();
  await expect(day(page, wednesday!.name).getByRole('link', { name: new RegExp(forMorgan) })).toHaveCount(0);
  // Still there once the calendar is read again.
  await page.reload();
  await expect(day(page, friday!.name).getByRole('link', { name: new RegExp(forMorgan) })).toBeVisible();
  await signOut(page, 'Maya Torres');

  // Morgan, as a client, finds it on Friday of next week on their own calendar.
  await signIn(page, DEMO.morgan);
  await page.getByRole('button', { name: 'User menu for Morgan Ellis' }).click();
  await page.getByRole('menuitem', { name: 'Switch to client' }).click();
  await nav.getByRole('link', { name: 'My Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'My Calendar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  const own = day(page, friday!.name).getByRole('link', { name: new RegExp(forMorgan) });
  await expect(own).toContainText('Scheduled');
  await expect(day(page, wednesday!.name).getByRole('link', { name: new RegExp(forMorgan) })).toHaveCount(0);
  await own.click();
  await expect(page.getByRole('heading', { name: forMorgan, level: 1 })).toBeVisible();
});

test('on a phone, a trainer schedules a template from an empty day’s + and finds it on that day', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A day far ahead, where nothing else is planned.
  const { date, name, target } = await openDayAsMaya(page, 7 * 40);
  await expect(target).toContainText('No workouts');
  await target.getByRole('button', { name: `Schedule a template on ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Schedule Template' });
  await expect(dialog.getByLabel('Date 1')).toHaveValue(date);
  await dialog.getByLabel('Template *').selectOption({ label: 'Strength Foundations A' });
  await dialog.getByRole('checkbox', { name: 'Alex Chen' }).check();
  // The dialog on the phone: nothing serious for axe, nothing sideways.
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Schedule Workout' }).click();
  await scheduledAfterReview(page, dialog);

  const chip = target.getByRole('link', { name: /Strength Foundations A/ });
  await expect(chip).toContainText('Alex Chen');
  await expect(chip).toContainText('Scheduled');
  // Nothing sideways on the phone, and still there once the calendar is read again.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.reload();
  await expect(day(page, name).getByRole('link', { name: /Strength Foundations A/ })).toContainText(
    'Alex Chen',
  );

  // The month on the phone lists the day with the workout, full width.
  await page.goto(`/trainer/calendar?date=${date}&view=month`);
  await expect(day(page, name).getByRole('link', { name: /Strength Foundations A/ })).toContainText(
    'Alex Chen',
  );
});

test('copying to many onto a day a client already trains on shows the clash, and skip leaves that day alone', async ({
  page,
}) => {
  // A day far ahead, where only what this journey schedules is planned.
  const { date, name, target } = await openDayAsMaya(page, 7 * 45 + 2);
  await target.getByRole('button', { name: `Schedule a template on ${name}` }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Template' });
  await schedule.getByLabel('Template *').selectOption({ label: 'Strength Foundations A' });
  await schedule.getByRole('checkbox', { name: 'Alex Chen' }).check();
  await schedule.getByRole('button', { name: 'Schedule Workout' }).click();
  await scheduledAfterReview(page, schedule);

  // Alex's workout copied to Alex and Morgan on the same day: Alex's day is busy.
  const alexChip = target.getByTestId('workout-chip').filter({ hasText: 'Alex Chen' });
  await alexChip.getByRole('button', { name: 'Copy Strength Foundations A (Alex Chen)' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy to clients' });
  await expect(copy.getByLabel('Workout Name *')).toHaveValue('Strength Foundations A');
  await expect(copy.getByLabel('Date 1')).toHaveValue(date);
  await copy.getByRole('checkbox', { name: 'Alex Chen' }).check();
  await copy.getByRole('checkbox', { name: 'Morgan Ellis' }).check();
  await copy.getByRole('button', { name: 'Copy 2 Workouts' }).click();
  await expect(copy.getByRole('list', { name: 'Workouts already on those days' })).toContainText('Alex Chen');
  await copy.getByRole('radio', { name: /Skip those days/ }).check();
  await copy.getByRole('button', { name: 'Copy 1 Workout' }).click();
  await expect(page.getByText('1 workout copied')).toBeVisible();
  await expect(copy).toBeHidden();

  // Alex's day is left alone; Morgan has the copy, under the workout's own name.
  await page.reload();
  const chips = day(page, name).getByTestId('workout-chip');
  await expect(chips.filter({ hasText: 'Morgan Ellis' })).toContainText('Strength Foundations A');
  await expect(chips.filter({ hasText: 'Alex Chen' })).toHaveCount(1);
});
