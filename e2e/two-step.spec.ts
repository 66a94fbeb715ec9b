import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { lastMailTo, openProfileAsNewPerson, signOut, submitSignIn } from './helpers.ts';

/** The code an authenticator app shows, `offset` 30-second steps from now. */
const code = (secret: string, offset = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/** Waits until the current step has a few seconds left, so a code typed now is still current when checked. */
async function awayFromStepEdge() {
  const into = Date.now() % 30_000;
  if (into > 26_000) await new Promise((r) => setTimeout(r, 30_000 - into + 100));
}

async function passwordStep(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('two-step sign-in: set up on the profile screen, then sign in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const person = await openProfileAsNewPerson(page, request, 'twostep');

  // The profile lists this device, then sets up two-step sign-in.
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(
    /Chrome on \w+/,
  );
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(twoStep.getByText('Off', { exact: true })).toBeVisible();
  await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
  await expect(
    dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = (await dialog.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Turning it on asks for the account password: a signed-in device alone is not enough.
  await dialog.getByLabel('Password', { exact: true }).fill('Not-my-password-1');
  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(
    dialog.getByText('That code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  await awayFromStepEdge();
  await dialog.getByLabel('Code from the app').fill(code(secret));
  await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await expect(dialog.getByRole('button', { name: 'Download codes' })).toBeVisible();
  await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(dialog).toBeHidden();
  await expect(twoStep.getByText('On', { exact: true })).toBeVisible();
  await expect.poll(async () => (await lastMailTo(person.email)).subject).toMatch(/Two-step sign-in is on/);

  // Sign out; the password alone no longer signs in: the code step follows.
  await signOut(page);
  await passwordStep(page, person.email, person.password);
  await page.getByLabel('Authentication code').fill('111111');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
  await awayFromStepEdge();
  // The code used to turn it on is spent: the app's next code (one step of drift is allowed).
  await page.getByLabel('Authentication code').fill(code(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/onboarding$|\/dashboard$/);

  // Again, with a recovery code instead.
  const withRecoveryCode = async () => {
    await page.goto('/profile');
    await signOut(page);
    await passwordStep(page, person.email, person.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await withRecoveryCode();
  await expect(page).toHaveURL(/\/onboarding$|\/dashboard$/);

  // The same recovery code does not work twice.
  await withRecoveryCode();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
});
