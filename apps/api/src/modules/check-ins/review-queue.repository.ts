import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@kinetic/contracts/common';
import type { ReviewQueueAnswer } from '@kinetic/contracts/check-in-review';
import type { Db } from '../../db/client.ts';
import { checkIns, users } from '../../db/schema.ts';
import { clientOf } from '../../domain/trainer-reach.ts';

/**
 * The trainer's review queue: the check-ins of their current, active clients that are sent and not
 * yet reviewed, oldest sent first. One range scan of check_ins_trainer_status_idx (the trainer's
 * sent check-ins, in the order they were sent), each row's client a primary-key probe.
 */
export function createReviewQueueRepository(db: Db, reads: Db = db) {
  const waiting = (trainerId: string | SQL) =>
    and(eq(checkIns.trainerId, trainerId), eq(checkIns.status, 'submitted'), clientOf(trainerId));
  const oldestFirst = [asc(checkIns.submittedAt), asc(checkIns.id)];
  const trainer = sql`${sql.placeholder('trainerId')}::uuid`;

  // Prepared once on the hot reads' connections (as the attention list): no statement is built or
  // planned again for each page.
  const pageOf = reads
    .select({
      id: checkIns.id,
      clientId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      templateName: checkIns.templateName,
      dueDate: checkIns.dueDate,
      submittedAt: checkIns.submittedAt,
      late: checkIns.late,
      alertCount: sql<number>`jsonb_array_length(${checkIns.alerts})`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.clientId))
    .where(waiting(trainer))
    .orderBy(...oldestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('check_in_review_queue');

  return {
    /**
     * One statement: the page and, beside each row, how many wait in all (a window count over the
     * same scan). A page past the end has no row to carry it: then it is counted on its own.
     */
    async page(trainerId: string, { limit, offset }: PageQuery): Promise<ReviewQueueAnswer> {
      const rows = await pageOf.execute({ trainerId, limit, offset });
      const total =
        rows[0]?.total ??
        (offset > 0
          ? ((
              await db
                .select({ n: count() })
                .from(checkIns)
                .innerJoin(users, eq(users.id, checkIns.clientId))
                .where(waiting(trainerId))
            )[0]?.n ?? 0)
          : 0);
      return {
        total,
        checkIns: rows.map((r) => ({
          id: r.id,
          client: { id: r.clientId, firstName: r.firstName, lastName: r.lastName },
          templateName: r.templateName,
          dueDate: r.dueDate,
          submittedAt: r.submittedAt!.toISOString(),
          late: r.late,
          alertCount: r.alertCount,
        })),
      };
    },

    /** The oldest check-in waiting in the trainer's queue other than `id`. */
    async nextAfter(trainerId: string, id: string): Promise<string | null> {
      const [row] = await db
        .select({ id: checkIns.id })
        .from(checkIns)
        .innerJoin(users, eq(users.id, checkIns.clientId))
        .where(and(waiting(trainerId), ne(checkIns.id, id)))
        .orderBy(...oldestFirst)
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type ReviewQueueRepository = ReturnType<typeof createReviewQueueRepository>;
