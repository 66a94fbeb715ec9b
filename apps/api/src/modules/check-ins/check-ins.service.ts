import type { User } from '@kinetic/contracts/auth';
import { currentDueDate } from '@kinetic/contracts/check-in-rules';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import {
  CHECK_IN_HISTORY_MAX,
  WEEKDAYS,
  type CheckInAssignment,
  type CheckInHistoryAnswer,
  type CurrentCheckInAnswer,
} from '@kinetic/contracts/check-ins';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuditRepository, DeniedReads } from '../audit/audit.public.ts';
import type { ClientsRepository } from '../clients/clients.public.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import { toCheckIn } from './check-in-view.ts';
import type { ActiveAssignment, CheckInsRepository } from './check-ins.repository.ts';

export const todayIn = (timeZone: string, now: number = Date.now()) =>
  calendarDayIn(timeZone, now) ?? new Date(now).toISOString().slice(0, 10);

const toAssignment = (a: ActiveAssignment): CheckInAssignment => ({
  templateId: a.templateId,
  templateName: a.templateName,
  weekday: a.weekday,
  createdAt: a.createdAt.toISOString(),
});

/**
 * The due day of the check-in the client sees on `today` (see currentDueDate). A due day before
 * the assignment was given counts as nothing to send.
 */
export async function currentDue(checkIns: CheckInsRepository, assignment: ActiveAssignment, today: string) {
  const givenOn = assignment.createdAt.toISOString().slice(0, 10);
  const previous = currentDueDate(today, assignment.weekday, () => false);
  const previousSent =
    previous >= today || previous < givenOn
      ? true
      : ((await checkIns.checkInOn(assignment.clientId, previous))?.status ?? 'due') !== 'due';
  return currentDueDate(today, assignment.weekday, () => previousSent);
}

/** The trainer's side of a client's weekly check-in (the form given, the history) and the client's own. */
export function createCheckInsService(deps: {
  db: Db;
  checkIns: CheckInsRepository;
  clients: ClientsRepository;
  audit: AuditRepository;
  denied: DeniedReads;
  notifier: Notifier;
}) {
  const { db, checkIns, clients, audit, denied, notifier } = deps;

  /** The trainer's current, active client, else 404; reads and refusals go to the audit trail. */
  async function requireClientOf(
    trainer: User,
    clientId: string,
    action: 'check-ins.read' | 'check-ins.write',
  ) {
    const allowed = trainer.roles.includes('TRAINER') && (await clients.isAssigned(trainer.id, clientId));
    if (action === 'check-ins.read' || !allowed)
      await denied.reads([{ actorId: trainer.id, subjectId: clientId, action, allowed }]);
    if (!allowed) throw notFound('Client not found');
  }

  const recordWrite = (trainer: User, clientId: string, detail: string, tx: Db) =>
    audit.record(
      { actorId: trainer.id, subjectId: clientId, action: 'check-ins.write', allowed: true, detail },
      tx,
    );

  return {
    /** Gives the client the template, due on the weekday; their unsent check-in is made anew. */
    async assign(
      trainer: User,
      clientId: string,
      body: { templateId: string; weekday: number },
    ): Promise<{ assignment: CheckInAssignment }> {
      await requireClientOf(trainer, clientId, 'check-ins.write');
      const today = todayIn(await checkIns.timeZoneOf(clientId));
      const written = await db.transaction(async (tx) => {
        await checkIns.lockTemplate(body.templateId, 'share', tx);
        if (!(await checkIns.templateOf(trainer.id, body.templateId, tx)))
          throw notFound(CHECK_IN_TEXTS.templateNotFound);
        await checkIns.lockUser(clientId, tx);
        await checkIns.endAssignment(clientId, today, tx);
        await checkIns.assign(clientId, trainer.id, body.templateId, body.weekday, tx);
        await recordWrite(trainer, clientId, `gave a weekly check-in due on ${WEEKDAYS[body.weekday]}`, tx);
        return notifier.record(
          [
            {
              userId: clientId,
              subjectId: trainer.id,
              kind: 'check-in-assigned',
              title: CHECK_IN_TEXTS.assignedTitle,
              body: `Due every ${WEEKDAYS[body.weekday]}`,
              link: '/check-in',
            },
          ],
          tx,
        );
      });
      await notifier.announce(written);
      return { assignment: toAssignment((await checkIns.activeAssignment(clientId))!) };
    },

    async unassign(trainer: User, clientId: string): Promise<void> {
      await requireClientOf(trainer, clientId, 'check-ins.write');
      const today = todayIn(await checkIns.timeZoneOf(clientId));
      await db.transaction(async (tx) => {
        await checkIns.lockUser(clientId, tx);
        if (await checkIns.endAssignment(clientId, today, tx))
          await recordWrite(trainer, clientId, 'stopped the weekly check-in', tx);
      });
    },

    /** The client's form and check-ins, newest first: a read of their answers (health data), audited. */
    async history(trainer: User, clientId: string): Promise<CheckInHistoryAnswer> {
      await requireClientOf(trainer, clientId, 'check-ins.read');
      const today = todayIn(await checkIns.timeZoneOf(clientId));
      const assignment = await checkIns.activeAssignment(clientId);
      const rows = await checkIns.historyOf(clientId, CHECK_IN_HISTORY_MAX);
      return {
        today,
        assignment: assignment ? toAssignment(assignment) : null,
        checkIns: rows.map((r) => toCheckIn(r, today)),
      };
    },

    async current(client: User): Promise<CurrentCheckInAnswer> {
      const today = todayIn(client.preferences.timeZone);
      const assignment = await checkIns.activeAssignment(client.id);
      if (!assignment) return { today, checkIn: null };
      const due = await currentDue(checkIns, assignment, today);
      return { today, checkIn: toCheckIn(await checkIns.draft(assignment, due), today) };
    },
  };
}

export type CheckInsService = ReturnType<typeof createCheckInsService>;
