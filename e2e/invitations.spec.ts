import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startSmtpServer, type SmtpServer } from '../apps/api/src/test/smtp-server.ts';
import { DEMO, DEMO_PASSWORD } from './helpers.ts';

// A trainer invites a client by mail, and the mail goes out over SMTP: this journey runs its own
// server (a fresh demo database) whose SMTP_URL is a real SMTP server on loopback started here, so
// that the shared server of the other journeys keeps writing its mail to the outbox they read.

test.describe.configure({ timeout: 180_000 });

let smtp: SmtpServer;
let server: ChildProcess;
let base: string;
let dataDir: string;

/** A port nobody listens on now: the system's pick (far from the fixed ports of the journeys). */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'kinetic-e2e-invitations-'));
  server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Kinetic <no-reply@kinetic.test>',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signInAt(page: Page, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a trainer invites a client by mail; the client opens the link, sets a password and lands in the intake', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = `jamie.${stamp}@example.com`;

  await signInAt(page, DEMO.maya);
  await page.goto(`${base}/trainer/clients`);
  await page.getByRole('button', { name: 'Invite client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a client' });
  await dialog.getByLabel('First name').fill('Jamie');
  await dialog.getByLabel('Last name').fill(`Park ${stamp}`);
  await dialog.getByLabel('Email').fill(email);
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByRole('listitem').filter({ hasText: email })).toContainText('Pending');

  // The mail, as the SMTP server received it.
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
  const mail = smtp.received.find((m) => m.to.includes(email))!;
  expect(mail.subject).toBe('Maya Torres invited you to Kinetic');
  const link = new RegExp(`${base.replace(/[.]/g, '\\.')}/invitation\\?token=[A-Za-z0-9_-]+`).exec(
    mail.body,
  )?.[0];
  expect(link, mail.body).toBeTruthy();

  // The invitee, in a browser of their own, on a phone.
  const invitee = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await invitee.newPage();
  await phone.goto(link!);
  await expect(phone.getByRole('heading', { name: 'Join Kinetic' })).toBeVisible();
  await expect(
    phone.getByText('Maya Torres invited you. Choose a password to make your account.'),
  ).toBeVisible();
  await expect(phone.getByText(email)).toBeVisible();
  await phone.getByLabel('Password', { exact: true }).fill('Jamie-starts-9');
  await phone.getByLabel('Confirm password').fill('Jamie-starts-9');
  await phone.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await phone.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await phone.getByRole('button', { name: 'Accept and create account' }).click();
  await expect(phone).toHaveURL(/\/onboarding$/);
  await expect(phone.getByText('0 of 6 completed')).toBeVisible();

  // The link worked once.
  const again = await invitee.newPage();
  await again.goto(link!);
  await expect(again.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
  await invitee.close();

  // The trainer has a new client, and the invitation left the pending list.
  await page.goto(`${base}/trainer/clients`);
  await expect(page.getByRole('list', { name: 'Clients' }).getByText(`Jamie Park ${stamp}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' }).getByText(email)).toHaveCount(0);
});
