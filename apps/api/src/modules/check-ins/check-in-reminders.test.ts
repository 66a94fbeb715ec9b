import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { memoryEventBus } from '../../lib/events/bus.ts';
import { createTestApp, testSettings, type TestApp, type TestUser } from '../../test/app.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { createCheckInReminders } from './check-in-reminders.ts';
import { createCheckInsRepository } from './check-ins.repository.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { WEEKLY } from './check-ins.test-data.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let mailer: Mailer;
let trainer: TestUser;

const job = () => {
  const db = t.database.db;
  return createCheckInReminders({
    checkIns: createCheckInsRepository(db),
    reminders: createRemindersRepository(db),
    notifier: createNotifier({ notifications: createNotificationsRepository(db), bus: memoryEventBus() }),
    mailer,
    appName: 'Kinetic',
    publicUrl: 'http://kinetic.test',
    log: t.app.log,
  });
};
/** Today (UTC) at `hour`:00 UTC. */
const at = (hour: number) =>
  Date.parse(`${new Date().toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00Z`);
const weekdayAt = (ms: number) => new Date(ms).getUTCDay();

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The app's own timer is off here: the tests run the job themselves, once at a time.
  const settings = testSettings();
  t = await createTestApp({ settings });
  mailer = createMailer(
    { smtpUrl: smtp.url, from: 'Kinetic <no-reply@kinetic.test>', dataDir: settings.dataDir },
    t.app.log,
  );
  ({ trainer } = await t.twoTrainersWithClients());
  return () => rmSync(settings.dataDir, { recursive: true, force: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function clientDue(weekday: number, timeZone = 'UTC') {
  const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  await t.call('PUT', '/api/users/preferences', {
    token: me.token,
    body: { weightUnit: 'kg', timeZone, restSeconds: 90 },
  });
  const template = await t.call('POST', '/api/check-in-templates', { token: trainer.token, body: WEEKLY });
  const res = await t.call('PUT', `/api/clients/${me.id}/check-in-assignment`, {
    token: trainer.token,
    body: { templateId: template.body.template.id, weekday },
  });
  expect(res.status).toBe(200);
  return me;
}
const dueNotifications = async (me: TestUser) =>
  (await t.call('GET', '/api/notifications', { token: me.token })).body.notifications.filter(
    (n: { kind: string }) => n.kind === 'check-in-due',
  );

describe('the check-in reminders', () => {
  it('notifies on the due day, mails once after 18:00 over SMTP while unsent, and never twice', async () => {
    const morning = at(9);
    const due = await clientDue(weekdayAt(morning));
    const notDue = await clientDue((weekdayAt(morning) + 3) % 7);

    const first = await job().runOnce(morning);
    expect(first.notified).toBeGreaterThanOrEqual(1);
    expect(first.mailed).toBe(0);
    expect(await dueNotifications(due)).toEqual([
      expect.objectContaining({ title: CHECK_IN_TEXTS.dueTitle, link: '/check-in' }),
    ]);
    expect(await dueNotifications(notDue)).toEqual([]);
    expect(smtp.received).toHaveLength(0);

    const evening = at(19);
    await job().runOnce(evening);
    const mails = smtp.received.filter((m) => m.to.includes(due.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(CHECK_IN_TEXTS.mailSubject);
    expect(mails[0]!.body).toContain('http://kinetic.test/check-in');
    expect(smtp.received.some((m) => m.to.includes(notDue.email))).toBe(false);

    await job().runOnce(evening + 60_000);
    expect(smtp.received.filter((m) => m.to.includes(due.email))).toHaveLength(1);
    expect(await dueNotifications(due)).toHaveLength(1);
  });

  it('sends no mail for a check-in sent before the evening', async () => {
    const morning = at(9);
    const me = await clientDue(weekdayAt(morning));
    await job().runOnce(morning);
    const [row] = await t.rows(sql`select due_date::text as due from check_ins where client_id = ${me.id}`);
    const sent = await t.call('POST', `/api/check-in/${row.due}`, {
      token: me.token,
      body: { answers: { energy: 8, plan: true } },
    });
    expect(sent.status).toBe(200);
    smtp.received.length = 0;
    await job().runOnce(at(20));
    expect(smtp.received.filter((m) => m.to.includes(me.email))).toHaveLength(0);
  });
});
