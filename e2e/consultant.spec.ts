import { expect, test } from '@playwright/test';
import {
  apiAs,
  DEMO,
  newPerson,
  openProfileAsNewPerson,
  registerByApi,
  setRolesByApi,
  signIn,
  signOut,
} from './helpers.ts';

test('a consultant finds a user, assigns a trainer and adds the trainer role; the user sees it when signing in', async ({
  page,
  request,
}) => {
  const person = { ...newPerson('managed'), lastName: 'Quillfeather' };
  await registerByApi(request, person);

  await signIn(page, DEMO.consultant);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByLabel('Search users').fill('quillf');
  const row = page.getByRole('listitem', { name: `${person.firstName} Quillfeather` });
  await expect(row).toBeVisible();
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(1);

  await row.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByRole('form', { name: `Edit ${person.firstName} Quillfeather` });
  await panel.getByLabel('Trainer role').check();
  await panel.getByLabel('Assigned trainer').selectOption({ label: 'Maya Torres' });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(row).toContainText('Maya Torres');

  // The user signs in: as a trainer now (the default role), with client as the other role.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, person.email, person.password);
  const menu = page.getByRole('button', { name: new RegExp(`User menu for ${person.firstName}`) });
  await expect(menu).toContainText('trainer');
  await expect(menu).toContainText('Multi-role');
  await page.goto('/profile');
  await expect(page.getByText('Maya Torres')).toBeVisible();
});

test('a trainer adds the client role to themselves and switches to it', async ({ page, request }) => {
  const person = newPerson('coach');
  const user = await registerByApi(request, person);
  await setRolesByApi(request, { ...person, id: user.id }, ['TRAINER'], null);

  await signIn(page, person.email, person.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add Client Role' }).click();
  await expect(
    page.getByText('Client role added successfully! You can now access client features for testing.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Client Role' })).toBeHidden();
  await page.getByRole('button', { name: new RegExp(`User menu for ${person.firstName}`) }).click();
  await page.getByRole('menuitem', { name: 'Switch to client' }).click();
  await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
});

test('a user changes their name and password, then signs in with the new password', async ({
  page,
  request,
}) => {
  const person = await openProfileAsNewPerson(page, request, 'self');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Renamed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: /User menu for Renamed/ })).toBeVisible();

  await page.getByLabel('Current password').fill('WrongPass1');
  await page.getByLabel('New password', { exact: true }).fill('Changed123');
  await page.getByLabel('Confirm new password').fill('Changed123');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  await page.getByLabel('Current password').fill(person.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();

  await signOut(page, 'Renamed');
  await signIn(page, person.email, 'Changed123');
  // A client without the intake lands on onboarding (the dashboard's user menu may be gone before
  // it could be seen), which greets them by the new name.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Renamed!' })).toBeVisible();
});

test('a consultant filters the audit trail by person and action, and downloads it as CSV', async ({
  page,
  request,
}) => {
  const person = { ...newPerson('audited'), lastName: 'Auditwhistle' };
  await registerByApi(request, person);
  await apiAs(request, person.email, person.password);

  await signIn(page, DEMO.consultant);
  await page.getByRole('link', { name: 'Audit Trail' }).first().click();
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await page.getByLabel('Person').fill('auditwhistle');
  await page.getByLabel('Action').selectOption('auth.sign-in');
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('auth.sign-in');
  await expect(entries.first()).toContainText(`${person.firstName} Auditwhistle`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('At,Actor,Actor id,Subject,Subject id,Action,Allowed,Detail');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${person.firstName} Auditwhistle`);
  await expect(page.getByText('Downloaded 1 entry')).toBeVisible();
});
