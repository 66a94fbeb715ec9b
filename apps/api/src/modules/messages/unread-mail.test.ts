import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { createTestApp, eventually, testSettings, type TestApp, type TestUser } from '../../test/app.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { createUnreadMessageMail, type UnreadMessageMail } from './unread-mail.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let mailer: Mailer;
let trainer: TestUser, client: TestUser, otherTrainer: TestUser, otherClient: TestUser;

const HOUR = 3_600_000;
const job = (): UnreadMessageMail =>
  createUnreadMessageMail({
    messages: createMessagesRepository(t.database.db),
    mailer,
    appName: 'Kinetic',
    publicUrl: 'http://kinetic.test',
    afterMs: HOUR,
    log: t.app.log,
  });
const send = async (who: TestUser, body: Record<string, unknown>): Promise<string> => {
  const answer = await t.call('POST', '/api/messages', { token: who.token, body });
  expect(answer.status).toBe(201);
  return answer.body.message.id as string;
};
/** Makes a message look as if it had been sent `minutes` ago. */
const age = (id: string, minutes: number) =>
  t.rows(
    sql`update messages set created_at = now() - ${minutes}::int * interval '1 minute' where id = ${id}`,
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The app's own timer is off here: the tests run the job themselves, once at a time.
  const settings = testSettings();
  const { dataDir } = settings;
  t = await createTestApp({ settings });
  mailer = createMailer({ smtpUrl: smtp.url, from: 'Kinetic <no-reply@kinetic.test>', dataDir }, t.app.log);
  ({ trainer, client, otherTrainer, otherClient } = await t.twoTrainersWithClients());
  return () => rmSync(dataDir, { recursive: true, force: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the mail about a message left unread', () => {
  it('mails the recipient once, over SMTP, about a message unread for an hour; never about a read or a recent one', async () => {
    const unread = await send(client, { body: 'My knee hurts on the lunges, should I swap them?' });
    await age(unread, 61);
    const read = await send(otherTrainer, { clientId: otherClient.id, body: 'Great session today' });
    await age(read, 120);
    expect((await t.call('GET', '/api/messages', { token: otherClient.token })).status).toBe(200);
    await send(trainer, { clientId: client.id, body: 'Just sent, not an hour old yet' });

    expect(await job().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([trainer.email]);
    expect(mail!.from).toBe('no-reply@kinetic.test');
    expect(mail!.subject).toBe('You have an unread message from Test CLIENT');
    expect(mail!.body).toContain('"My knee hurts on the lunges, should I swap them?"');
    expect(mail!.body).toContain(`http://kinetic.test/trainer/clients/${client.id}#messages`);

    expect(await job().runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [row] = await t.rows(sql`select mailed_at from messages where id = ${read}`);
    expect(row.mailed_at).toBeNull();
  });

  it('sends one mail per conversation, however many of its messages wait, and none once they are read', async () => {
    smtp.received.length = 0;
    const first = await send(otherClient, { body: 'Can we move Friday?' });
    const second = await send(otherClient, { body: 'Saturday morning works for me' });
    await age(first, 90);
    await age(second, 80);
    const answered = await send(otherTrainer, { clientId: otherClient.id, body: 'Sure, see you then' });
    await age(answered, 70);
    expect((await t.call('GET', '/api/messages', { token: otherClient.token })).status).toBe(200);

    expect(await job().runOnce()).toBe(1);
    expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([
      [[otherTrainer.email], 'You have 2 unread messages from Test CLIENT'],
    ]);
    expect(smtp.received[0]!.body).toContain('"Saturday morning works for me"');
  });

  it('mails a client with the link to their messages; two processes running at once mail them once', async () => {
    smtp.received.length = 0;
    const id = await send(trainer, { clientId: client.id, body: 'Try the new plan this week' });
    await age(id, 65);

    const sent = await Promise.all([job().runOnce(), job().runOnce()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([client.email]);
    expect(smtp.received[0]!.subject).toBe('You have an unread message from Test TRAINER');
    expect(smtp.received[0]!.body).toContain('"Try the new plan this week"');
    expect(smtp.received[0]!.body).toContain('http://kinetic.test/client/messages');
  });

  it('gives the messages back when the mail cannot be sent, and the next run sends it', async () => {
    smtp.received.length = 0;
    const id = await send(client, { body: 'Are you there?' });
    await age(id, 61);
    const closed = await startSmtpServer();
    await closed.close();
    const failing = createUnreadMessageMail({
      messages: createMessagesRepository(t.database.db),
      mailer: createMailer({ smtpUrl: closed.url, from: 'k@kinetic.test', dataDir: t.dataDir }, t.app.log),
      appName: 'Kinetic',
      publicUrl: 'http://kinetic.test',
      afterMs: HOUR,
      log: t.app.log,
    });
    expect(await failing.runOnce()).toBe(0);
    expect(await job().runOnce()).toBe(1);
    expect(smtp.received.map((m) => [m.to[0], m.subject])).toEqual([
      [trainer.email, 'You have an unread message from Test CLIENT'],
    ]);
  });

  it('runs in the app on its own timer (MESSAGE_MAIL_EVERY_SECONDS)', async () => {
    smtp.received.length = 0;
    const settings = testSettings({ SMTP_URL: smtp.url });
    const { dataDir } = settings;
    const other = await createTestApp({
      settings: {
        ...settings,
        // Shorter than a setting may be, so that the test does not wait a second.
        messageMail: { afterMs: HOUR, everyMs: 50 },
      },
    });
    try {
      const people = await other.twoTrainersWithClients();
      const answer = await other.call('POST', '/api/messages', {
        token: people.client.token,
        body: { body: 'Sent from the other app' },
      });
      await other.rows(
        sql`update messages set created_at = now() - interval '2 hours' where id = ${answer.body.message.id}`,
      );
      const mail = await eventually(() => smtp.received[0], 10_000);
      expect(mail.to).toEqual([people.trainer.email]);
      expect(mail.subject).toBe('You have an unread message from Test CLIENT');
    } finally {
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
