import { REMINDER_MAIL_HOUR } from '@kinetic/contracts/check-in-rules';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import type { CheckInsRepository } from './check-ins.repository.ts';
import type { ReminderCandidate, RemindersRepository } from './reminders.repository.ts';
import { todayIn } from './check-ins.service.ts';
import { repeatEvery } from '../../lib/repeat-every.ts';

/** Assignments read at a time: a run reads pages until none is left. */
const PAGE = 500;
const HOUR = 3_600_000;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The hour (0-23) it is in `timeZone` at `now`. */
export function hourIn(timeZone: string, now: number): number {
  try {
    const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(
      now,
    );
    return Number(hour);
  } catch {
    return new Date(now).getUTCHours();
  }
}

/** The weekdays it is somewhere on Earth at `now` (UTC-12 to UTC+14). */
const weekdaysSomewhere = (now: number) => [
  ...new Set([-12, 0, 14].map((h) => new Date(now + h * HOUR).getUTCDay())),
];

export function checkInDueMail(c: ReminderCandidate, options: { appName: string; publicUrl: string }): Mail {
  const link = `${options.publicUrl}/check-in`;
  return {
    to: c.email,
    subject: CHECK_IN_TEXTS.mailSubject,
    link,
    text: [
      `Hello ${c.firstName},`,
      '',
      `Your weekly check-in on ${options.appName} (${c.templateName}) is due today and not sent yet.`,
      'It takes a few minutes: how your week went, and your measurements.',
      '',
      `Fill it in: ${link}`,
    ].join('\n'),
  };
}

/**
 * On a client's due day: a notification once the day has begun, and a mail after REMINDER_MAIL_HOUR
 * (their time zone) while the check-in is not sent; each once per check-in. Every API process runs
 * it; a mark is claimed by one conditional update, so nobody is told twice. A mail that cannot be
 * sent gives its mark back to the next run.
 */
export function createCheckInReminders(deps: {
  checkIns: CheckInsRepository;
  reminders: RemindersRepository;
  notifier: Notifier;
  mailer: Mailer;
  appName: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { checkIns, reminders, notifier, mailer, log } = deps;

  /** Tells one client, if today is their due day; answers the notifications and mails sent. */
  async function remind(c: ReminderCandidate, now: number): Promise<{ notified: number; mailed: number }> {
    const today = todayIn(c.timeZone, now);
    if (weekdayOf(today) !== c.weekday) return { notified: 0, mailed: 0 };
    const row = await checkIns.ensure(c, today);
    if (row.status !== 'due') return { notified: 0, mailed: 0 };
    let notified = 0;
    let mailed = 0;
    if (!row.notifiedAt && (await reminders.claimNotified(row.id))) {
      await notifier.send([
        {
          userId: c.clientId,
          subjectId: c.assignedBy,
          kind: 'check-in-due',
          title: CHECK_IN_TEXTS.dueTitle,
          body: CHECK_IN_TEXTS.dueBody,
          link: '/check-in',
        },
      ]);
      notified = 1;
    }
    if (
      hourIn(c.timeZone, now) >= REMINDER_MAIL_HOUR &&
      !row.mailedAt &&
      (await reminders.claimMailed(row.id))
    ) {
      try {
        await mailer.send(checkInDueMail(c, deps));
        mailed = 1;
      } catch (err) {
        log.error({ err }, 'Could not send the check-in reminder; it is tried again later');
        await reminders.unclaimMailed(row.id);
      }
    }
    return { notified, mailed };
  }

  /** One run: every assignment due somewhere today; answers how many were told. */
  async function runOnce(now = Date.now()): Promise<{ notified: number; mailed: number }> {
    const total = { notified: 0, mailed: 0 };
    const weekdays = weekdaysSomewhere(now);
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const page = await reminders.candidates(weekdays, after, PAGE);
      for (const c of page) {
        const told = await remind(c, now);
        total.notified += told.notified;
        total.mailed += told.mailed;
      }
      if (page.length < PAGE) return total;
      after = page[page.length - 1]!.id;
    }
  }

  return {
    runOnce,
    /** Runs every `everyMs` (never two runs at once); answers a function that stops it. */
    every: (everyMs: number) =>
      repeatEvery(everyMs, runOnce, (err) =>
        log.warn({ err }, 'Could not look for check-ins to remind about'),
      ),
  };
}

export type CheckInReminders = ReturnType<typeof createCheckInReminders>;
