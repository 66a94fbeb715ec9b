import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkInAssignments, checkInTemplates, checkIns, users } from '../../db/schema.ts';
import { reachableClient } from '../../domain/trainer-reach.ts';
import type { ActiveAssignment } from './check-ins.repository.ts';

export type ReminderCandidate = ActiveAssignment & { timeZone: string; email: string; firstName: string };

/** What the reminders read and claim: the assignments due somewhere today, and each check-in's once-only marks. */
export function createRemindersRepository(db: Db) {
  const claim = async (id: string, column: typeof checkIns.notifiedAt | typeof checkIns.mailedAt) => {
    const key = column === checkIns.notifiedAt ? 'notifiedAt' : 'mailedAt';
    const rows = await db
      .update(checkIns)
      .set({ [key]: sql`now()` })
      .where(and(eq(checkIns.id, id), eq(checkIns.status, 'due'), isNull(column)))
      .returning({ id: checkIns.id });
    return rows.length > 0;
  };

  return {
    /** Active assignments of reachable clients due on one of `weekdays`, a page after `afterId` (by id). */
    candidates: (weekdays: number[], afterId: string, limit: number): Promise<ReminderCandidate[]> =>
      db
        .select({
          id: checkInAssignments.id,
          clientId: checkInAssignments.clientId,
          assignedBy: checkInAssignments.assignedBy,
          templateId: checkInAssignments.templateId,
          templateName: checkInTemplates.name,
          weekday: checkInAssignments.weekday,
          createdAt: checkInAssignments.createdAt,
          timeZone: users.timeZone,
          email: users.email,
          firstName: users.firstName,
        })
        .from(checkInAssignments)
        .innerJoin(checkInTemplates, eq(checkInTemplates.id, checkInAssignments.templateId))
        .innerJoin(users, eq(users.id, checkInAssignments.clientId))
        .where(
          and(
            eq(checkInAssignments.active, true),
            inArray(checkInAssignments.weekday, weekdays),
            gt(checkInAssignments.id, afterId),
            reachableClient(),
          ),
        )
        .orderBy(asc(checkInAssignments.id))
        .limit(limit),

    /** Marks the due-day notification sent; false when it was already (or the check-in was sent). */
    claimNotified: (id: string) => claim(id, checkIns.notifiedAt),
    claimMailed: (id: string) => claim(id, checkIns.mailedAt),
    async unclaimMailed(id: string) {
      await db.update(checkIns).set({ mailedAt: null }).where(eq(checkIns.id, id));
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
