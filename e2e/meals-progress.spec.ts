import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, DEMO, newClientOfMaya, signIn } from './helpers';

// A trainer plans a client's meals for today; the client sees them with their totals and marks
// one as eaten, logs body-weight entries and sees them charted; the trainer then sees the same progress.

test.describe.configure({ timeout: 90_000 });

const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar date `daysAgo` days before today, YYYY-MM-DD (as the app computes it). */
function calendarDate(daysAgo = 0) {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const atNoon = (date: string) => new Date(`${date}T12:00:00`);
/** 'Nov 21, 2026'. */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(atNoon(date));
/** 'Saturday, November 21'. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(atNoon(date));

/** The number in a text such as '405 kcal' or '1,234.5 kcal'. */
const amount = (text: string | null) => Number((text ?? '').replace(/,/g, '').match(/-?\d+(\.\d+)?/)?.[0]);

/** The value of one tile ('Calories', 'Protein', ...) of a macro summary. */
const macroTile = (summary: Locator, label: string) =>
  summary.locator('div').filter({ hasText: new RegExp(`^${label}`) });

// Two meals from the starter food library; the expected totals are servings × the library's values.
const breakfast = {
  name: 'Oats and banana',
  type: 'Breakfast',
  foods: [
    { search: 'rolled oats', name: 'Rolled oats, dry', servings: '2' },
    { search: 'banana', name: 'Banana, raw', servings: '1' },
  ],
  kcal: 411, // 2 × 153 + 105
};
const lunch = {
  name: 'Chicken and rice',
  type: 'Lunch',
  foods: [
    { search: 'chicken breast', name: 'Chicken breast, skinless, roasted', servings: '1.5' },
    { search: 'brown rice', name: 'Brown rice, long-grain, cooked', servings: '1' },
  ],
  kcal: 426, // 1.5 × 140 + 216
};
const dayKcal = breakfast.kcal + lunch.kcal;

// Three body-weight entries, logged out of date order; the latest (by date) is 80.9 kg.
const weights = [
  { value: '81.6', date: calendarDate(10) },
  { value: '82.4', date: calendarDate(20) },
  { value: '80.9', date: calendarDate(3) },
];
const byDateDesc = [...weights].sort((a, b) => b.date.localeCompare(a.date));

/** Signs out (forgets the session) and signs in as someone else. */
async function switchUser(page: Page, email: string, password?: string) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, password);
}

/** Plans a meal through the 'Plan Meal' dialog of the client page. */
async function planMeal(page: Page, meal: typeof breakfast) {
  await page.getByRole('button', { name: 'Plan Meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan Meal' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Meal name').fill(meal.name);
  await dialog.getByLabel('Meal type').selectOption({ label: meal.type });
  await expect(dialog.getByLabel('Date')).toHaveValue(calendarDate());
  await expect(dialog.getByText(/^Showing 20 of \d+ foods\. Type to narrow the list\.$/)).toBeVisible();
  const inMeal = dialog.getByRole('list', { name: 'Foods in this meal' });
  const results = dialog.getByRole('list', { name: 'Food results' });
  for (const [i, food] of meal.foods.entries()) {
    await dialog.getByRole('searchbox', { name: 'Search foods' }).fill(food.search);
    // The search narrows the library (first 20 foods by name) to its matches, the food meant first.
    await expect(results.getByRole('listitem').first()).toContainText(food.name);
    await results.getByRole('button', { name: `Add ${food.name}`, exact: true }).click();
    await expect(inMeal.getByRole('listitem')).toHaveCount(i + 1);
    const servings = dialog.getByLabel(`Servings of ${food.name}`);
    await expect(servings).toHaveValue('1');
    await servings.fill(food.servings);
  }
  await expect(macroTile(dialog.getByLabel('Meal totals preview'), 'Calories').locator('dd')).toHaveText(
    `${meal.kcal} kcal`,
  );
  await dialog.getByRole('button', { name: 'Save meal' }).click();
  await expect(page.getByText('Meal planned')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast stays 2 s: wait for it to go, so that the next meal's toast is its own.
  await expect(page.getByText('Meal planned')).toBeHidden();
}

test('a trainer plans a day of meals; the client eats one and logs weight; both see the progress chart', async ({
  page,
  request,
}) => {
  const client = await newClientOfMaya(request);
  const today = calendarDate();
  // The client weighs themselves in kilograms: the form starts in their unit.
  const preferences = { weightUnit: 'kg', timeZone: 'UTC', restSeconds: 90 };
  const me = await apiAs(request, client.email, client.password);
  expect((await me.put('/api/users/preferences', preferences)).status()).toBe(200);

  // --- Maya plans today's breakfast and lunch. ---
  await signIn(page, DEMO.maya);
  await page.goto('/trainer/clients');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(client.lastName);
  const clients = page.getByRole('list', { name: 'Clients' });
  await expect(clients.getByRole('link')).toHaveCount(1);
  await clients.getByRole('link', { name: new RegExp(client.fullName) }).click();
  await expect(page).toHaveURL(new RegExp(`/trainer/clients/${client.id}$`));
  const clientPage = page.url();
  await expect(page.getByRole('heading', { name: client.fullName, level: 1 })).toBeVisible();

  const mealsToggle = page.getByRole('button', { name: /^Meals/ });
  await mealsToggle.click();
  await expect(mealsToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('No meals yet. Plan the first one!')).toBeVisible();

  // Saving without foods is refused under the foods.
  await page.getByRole('button', { name: 'Plan Meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan Meal' });
  await dialog.getByLabel('Meal name').fill(breakfast.name);
  await expect(dialog.getByText('No foods yet. Search the library below')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save meal' }).click();
  await expect(dialog.getByText('Add at least one food')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await planMeal(page, breakfast);
  await planMeal(page, lunch);

  await expect(mealsToggle).toContainText('2');
  const trainerDay = page.getByRole('region', { name: longDay(today) });
  await expect(trainerDay).toContainText('Today');
  await expect(trainerDay).toContainText(`${dayKcal} kcal`);
  await expect(trainerDay).toContainText('0 of 2 eaten');
  const trainerMeals = trainerDay.getByRole('list', { name: `Meals of ${longDay(today)}` });
  await expect(trainerMeals.getByRole('article')).toHaveCount(2);
  for (const meal of [breakfast, lunch]) {
    const card = trainerMeals.getByRole('article', { name: meal.name });
    await expect(card).toContainText(`${meal.type} · ${meal.kcal} kcal`);
    await expect(card).toContainText('Pending');
    const foods = card.getByRole('list', { name: `Foods in ${meal.name}` });
    await expect(foods.getByRole('listitem')).toHaveCount(meal.foods.length);
    for (const [i, food] of meal.foods.entries()) {
      await expect(foods.getByRole('listitem').nth(i)).toContainText(food.name);
      await expect(foods.getByRole('listitem').nth(i)).toContainText(`${food.servings} ×`);
    }
  }
  // Breakfast comes before lunch.
  await expect(trainerMeals.getByRole('article').first()).toHaveAccessibleName(breakfast.name);

  // --- The client sees the day's meals and eats breakfast. ---
  await switchUser(page, client.email, client.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'My Meals' }).click();
  await expect(page).toHaveURL(/\/client\/meals$/);
  await expect(page.getByRole('heading', { name: 'Meals', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeDisabled();

  const mealCalories: number[] = [];
  for (const meal of [breakfast, lunch]) {
    const group = page.getByRole('region', { name: meal.type, exact: true });
    const card = group
      .getByRole('list', { name: `${meal.type} meals` })
      .getByRole('article', { name: meal.name });
    await expect(card).toContainText(`${meal.kcal} kcal`);
    await expect(card).toContainText('Planned by your trainer');
    await expect(card).toContainText('Pending');
    await expect(group.getByRole('heading', { level: 3 })).toContainText(`${meal.kcal} kcal`);
    // The meal's calories, from its summary line ('Breakfast · 411 kcal').
    const summary = new RegExp(`${meal.type} · ([\\d,.]+) kcal`).exec((await card.textContent()) ?? '');
    mealCalories.push(amount(summary?.[1] ?? null));
  }
  expect(mealCalories).toEqual([breakfast.kcal, lunch.kcal]);

  const dayTotals = page.getByLabel('Day totals', { exact: true });
  const dayCalories = macroTile(dayTotals, 'Calories').locator('dd');
  await expect(dayCalories).toHaveText(`${dayKcal} kcal`);
  // The day's total is the sum of its meals.
  expect(amount(await dayCalories.textContent())).toBe(mealCalories[0]! + mealCalories[1]!);
  await expect(page.getByText(`Eaten 0 of ${dayKcal} kcal`)).toBeVisible();

  const breakfastCard = page.getByRole('article', { name: breakfast.name });
  await breakfastCard.getByRole('button', { name: 'Mark as eaten' }).click();
  await expect(page.getByText(`${breakfast.name} marked as eaten`)).toBeVisible();
  await expect(breakfastCard).toContainText('Completed');
  await expect(breakfastCard.getByRole('button', { name: 'Mark as not eaten' })).toBeVisible();
  await expect(page.getByRole('article', { name: lunch.name })).toContainText('Pending');
  await expect(page.getByText(`Eaten ${breakfast.kcal} of ${dayKcal} kcal`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Calories eaten' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((breakfast.kcal / dayKcal) * 100)),
  );

  // --- The client logs three body-weight entries. ---
  await nav.getByRole('link', { name: 'My Progress' }).click();
  await expect(page).toHaveURL(/\/client\/progress$/);
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByText('No progress entries')).toBeVisible();

  for (const [i, entry] of weights.entries()) {
    await page.getByRole('button', { name: 'Log Progress' }).click();
    const form = page.getByRole('dialog', { name: 'Log Progress' });
    await expect(form.getByLabel('Type')).toHaveValue('Body weight');
    await expect(form.getByLabel('Unit')).toHaveValue('kg');
    await expect(form.getByLabel('Date')).toHaveValue(today);
    await form.getByLabel('Date').fill(entry.date);
    if (i === 0) {
      // A weight out of range is refused, with the message under the value.
      await form.getByLabel('Value').fill('500');
      await form.getByRole('button', { name: 'Save entry' }).click();
      await expect(form.getByLabel('Value')).toHaveAccessibleDescription(
        'Body weight must be between 20 and 400 kg',
      );
      await expect(form.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
    }
    await form.getByLabel('Value').fill(entry.value);
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('list', { name: 'Progress entries' }).getByRole('listitem')).toHaveCount(
      i + 1,
    );
  }

  /** The chart card and the entries, as both the client and the trainer see them. */
  async function expectWeightProgress() {
    const chart = page.getByRole('region', { name: 'Body weight (kg)' });
    await expect(chart.getByRole('heading', { name: 'Body weight (kg)' })).toBeVisible();
    await expect(chart).toContainText(`80.9 kg`);
    await expect(chart).toContainText(`Latest, ${shortDate(byDateDesc[0]!.date)}`);
    await expect(chart).toContainText(`−1.5 kg since ${shortDate(byDateDesc[2]!.date)}`);
    const figure = chart.getByRole('figure');
    await expect(figure.locator('svg circle[data-point]')).toHaveCount(3);
    for (const entry of weights)
      await expect(
        figure.getByRole('img', { name: `${entry.value} kg on ${shortDate(entry.date)}` }),
      ).toBeVisible();

    const rows = page.getByRole('list', { name: 'Progress entries' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    for (const [i, entry] of byDateDesc.entries()) {
      await expect(rows.nth(i)).toContainText('Body weight');
      await expect(rows.nth(i)).toContainText('Body composition');
      await expect(rows.nth(i)).toContainText(shortDate(entry.date));
      await expect(rows.nth(i)).toContainText(`${entry.value} kg`);
    }
    return rows;
  }
  await expectWeightProgress();

  // --- Maya sees the same progress on the client's page (read-only). ---
  await switchUser(page, DEMO.maya);
  await page.goto(clientPage);
  await expect(page.getByRole('heading', { name: client.fullName, level: 1 })).toBeVisible();
  const progressToggle = page.getByRole('button', { name: /^Progress/ });
  await expect(progressToggle).toContainText('3');
  await progressToggle.click();
  await expect(progressToggle).toHaveAttribute('aria-expanded', 'true');
  const rows = await expectWeightProgress();
  await expect(rows.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // And the breakfast the client ate shows as eaten in the Meals section.
  await page.getByRole('button', { name: /^Meals/ }).click();
  await expect(page.getByRole('region', { name: longDay(today) })).toContainText('1 of 2 eaten');
  await expect(page.getByRole('article', { name: breakfast.name })).toContainText('Completed');
  await expect(page.getByRole('article', { name: lunch.name })).toContainText('Pending');
});
