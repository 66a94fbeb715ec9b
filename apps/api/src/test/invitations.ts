import { rmSync } from 'node:fs';
import { createTestApp, eventually, testSettings, uniqueEmail, type TestApp, type TestUser } from './app.ts';
import { RELAXED_AUTH_LIMITS } from './security/limits.ts';
import { startSmtpServer, type SmtpServer } from './smtp-server.ts';

export interface InvitationTestApp {
  t: TestApp;
  smtp: SmtpServer;
  trainer: TestUser;
  otherTrainer: TestUser;
  client: TestUser;
  consultant: TestUser;
  invite: (who: TestUser, body: Record<string, unknown>) => ReturnType<TestApp['call']>;
  /** The mail that reached this address over SMTP. */
  mailTo: (email: string) => Promise<SmtpServer['received'][number]>;
  accept: (token: string, password?: string) => ReturnType<TestApp['call']>;
  close: () => Promise<void>;
}

/** Name and a new address of someone to invite. */
export const person = (email = uniqueEmail('invitee')) => ({ firstName: 'Riley', lastName: 'Stone', email });

/** The token of the invitation link in a mail's text. */
export const tokenIn = (body: string) => /invitation\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];

/**
 * The app with its own mailer sending over SMTP to a real server on loopback, and the people the
 * invitation tests act as: two trainers, a client of the first, a consultant.
 */
export async function invitationTestApp(): Promise<InvitationTestApp> {
  const smtp = await startSmtpServer();
  const settings = testSettings({ SMTP_URL: smtp.url });
  const t = await createTestApp({ settings, authLimits: RELAXED_AUTH_LIMITS });
  const { trainer, otherTrainer, client } = await t.twoTrainersWithClients();
  const consultant = await t.user({ roles: ['CONSULTANT'] });
  return {
    t,
    smtp,
    trainer,
    otherTrainer,
    client,
    consultant,
    invite: (who, body) => t.call('POST', '/api/invitations', { token: who.token, body }),
    mailTo: (email) => eventually(() => smtp.received.find((m) => m.to.includes(email))),
    accept: (token, password = 'Fresh-start-42') =>
      t.call('POST', '/api/auth/accept-invitation', {
        body: {
          token,
          password,
          confirmPassword: password,
          privacyAgreementAccepted: true,
          termsOfServiceAccepted: true,
        },
      }),
    async close() {
      await t.close();
      await smtp.close();
      rmSync(settings.dataDir, { recursive: true, force: true });
    },
  };
}
