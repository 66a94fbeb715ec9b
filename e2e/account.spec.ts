import { expect, test } from '@playwright/test';
import { apiAs, lastMailTo, newPerson, registerByApi, signIn, signInLive, signOut } from './helpers.ts';

test.describe('accounts', () => {
  test('each validation message of sign-in shows under its field', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong password shows the specified toast and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('maya@kinetic.demo');
    await page.getByLabel('Password', { exact: true }).fill('WrongPassword1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('each validation message of registration shows under its field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('54321');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username must be at least 3 characters',
      'Invalid email address',
      'Password must be at least 6 characters',
      'You must accept the Privacy Policy to continue',
      'You must accept the Terms of Service to continue',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test('register, then land on the dashboard, which sends a new client to onboarding', async ({ page }) => {
    const person = newPerson();
    await page.goto('/register');
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please complete your onboarding to access the dashboard')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('0 of 6 completed')).toBeVisible();
    // The same email again is refused.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/register');
    await page.getByLabel('First name').fill('Other');
    await page.getByLabel('Last name').fill('Person');
    await page.getByLabel('Username').fill(`${person.username}x`);
    await page.getByLabel('Email').fill(person.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // The server's error shows under its field and as a toast.
    const taken = 'An account with this email already exists';
    await expect(page.getByRole('status').filter({ hasText: taken })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(taken);
  });

  test('forgot password, reset through the mailed link, sign in with the new password', async ({
    page,
    request,
  }) => {
    const person = newPerson('reset');
    await registerByApi(request, person);

    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText('Password reset link sent!')).toBeVisible();

    const mail = await lastMailTo(person.email);
    const link = new URL(mail.link!);
    await page.goto(`${link.pathname}${link.search}`);
    const reset = async (password: string, confirmation: string) => {
      await page.getByLabel('New password').fill(password);
      await page.getByLabel('Confirm password').fill(confirmation);
      await page.getByRole('button', { name: 'Reset password' }).click();
    };
    await reset('short', 'different');
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await reset('alllowercase1', 'different');
    await expect(
      page.getByText(
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ),
    ).toBeVisible();
    await reset('NewSecret123', 'NewSecret124');
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await reset('NewSecret123', 'NewSecret123');
    await expect(page.getByRole('heading', { name: 'Password Reset Successfully' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, person.email, 'NewSecret123');
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('a reset page without a token says the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid Reset Link')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a revoked token sends the browser to /login, which says that the session ended', async ({
    page,
    request,
  }) => {
    await signInLive(page, 'maya@kinetic.demo');
    await expect(page.getByRole('link', { name: 'My Clients' }).first()).toBeVisible();
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage')!).state.token as string,
    );
    // The app leaves the tab before the token is revoked: any read of the open dashboard (a poll, the
    // live stream reconnecting) would otherwise meet the revoked token first and end the session inside
    // the app, and the fresh load below would then find no session to say ended.
    await page.goto('about:blank');
    const out = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(out.status()).toBe(204);
    await page.goto('/clients');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage')!).state.isAuthenticated as boolean,
    );
    expect(stored).toBe(false);
    // A signed-in user visiting a public-only page goes to the dashboard.
    await signIn(page, 'maya@kinetic.demo');
    // Signing out is not a session that ended.
    await signOut(page);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toHaveCount(0);
    await signIn(page, 'maya@kinetic.demo');
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
    await apiAs(request, 'maya@kinetic.demo');
  });
});
