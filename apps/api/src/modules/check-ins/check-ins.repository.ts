import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { CheckInAnswers, CheckInTemplateValues } from '@kinetic/contracts/check-ins';
import type { Db } from '../../db/client.ts';
import { checkInAssignments, checkInTemplates, checkIns, users } from '../../db/schema.ts';

export type TemplateRow = typeof checkInTemplates.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;
/** A check-in stored, or as it would be made now (`id` null). */
export type DraftRow = Omit<CheckInRow, 'id'> & { id: string | null };

/** What a check-in not made yet holds besides its client and form: nothing sent, nothing told. */
const draftDefaults = (): Omit<
  DraftRow,
  'clientId' | 'trainerId' | 'templateId' | 'templateName' | 'questions' | 'blocks' | 'dueDate'
> => ({
  id: null,
  status: 'due',
  answers: {},
  alerts: [],
  progressEntryIds: [],
  photoIds: [],
  submittedAt: null,
  late: false,
  reviewedAt: null,
  reviewedBy: null,
  replyMessageId: null,
  notifiedAt: null,
  mailedAt: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});
export type ActiveAssignment = {
  id: string;
  clientId: string;
  assignedBy: string | null;
  templateId: string;
  templateName: string;
  weekday: number;
  createdAt: Date;
};

const assignmentColumns = {
  id: checkInAssignments.id,
  clientId: checkInAssignments.clientId,
  assignedBy: checkInAssignments.assignedBy,
  templateId: checkInAssignments.templateId,
  templateName: checkInTemplates.name,
  weekday: checkInAssignments.weekday,
  createdAt: checkInAssignments.createdAt,
};

/** How many clients hold each template now (the outer table named: a bare column would be the inner one's). */
const assignedCount = sql<number>`(select count(*)::int from check_in_assignments a
  where a.template_id = check_in_templates.id and a.active)`.mapWith(Number);

/** Check-ins not sent and not missed yet (due within the last 7 days or later). */
const unsentOpen = (today: string) =>
  and(eq(checkIns.status, 'due'), gt(checkIns.dueDate, sql`${today}::date - 7`));

export function createCheckInsRepository(db: Db) {
  async function checkInOn(clientId: string, dueDate: string, tx: Db = db): Promise<CheckInRow | undefined> {
    const [row] = await tx
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.clientId, clientId), eq(checkIns.dueDate, dueDate)));
    return row;
  }

  return {
    async timeZoneOf(clientId: string): Promise<string> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, clientId));
      return row?.timeZone ?? 'UTC';
    },

    /** Writes for one person take turns: a lock on their user row until the transaction ends. */
    async lockUser(userId: string, tx: Db) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    // ---- Templates ------------------------------------------------------------------------------

    templatesOf: (trainerId: string) =>
      db
        .select({ template: checkInTemplates, assignedCount })
        .from(checkInTemplates)
        .where(eq(checkInTemplates.trainerId, trainerId))
        .orderBy(desc(checkInTemplates.createdAt), desc(checkInTemplates.id)),

    async templateOf(trainerId: string, id: string, tx: Db = db) {
      const [row] = await tx
        .select({ template: checkInTemplates, assignedCount })
        .from(checkInTemplates)
        .where(and(eq(checkInTemplates.id, id), eq(checkInTemplates.trainerId, trainerId)));
      return row;
    },

    async countTemplates(trainerId: string, tx: Db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(checkInTemplates)
        .where(eq(checkInTemplates.trainerId, trainerId));
      return row?.n ?? 0;
    },

    async createTemplate(trainerId: string, values: CheckInTemplateValues, tx: Db): Promise<TemplateRow> {
      const [row] = await tx
        .insert(checkInTemplates)
        .values({ trainerId, ...values })
        .returning();
      return row!;
    },

    /** Changes the form; its check-ins not sent yet (nor missed) take the new form. */
    async updateTemplate(id: string, values: CheckInTemplateValues, today: string, tx: Db) {
      await tx
        .update(checkInTemplates)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(checkInTemplates.id, id));
      await tx
        .update(checkIns)
        .set({ templateName: values.name, questions: values.questions, blocks: values.blocks })
        .where(and(eq(checkIns.templateId, id), unsentOpen(today)));
    },

    /**
     * Holds the template against a delete (`share`, while assigning it) or against assigning
     * (`update`, while deleting it), so that no client is left with a template gone.
     */
    async lockTemplate(id: string, mode: 'share' | 'update', tx: Db) {
      await tx
        .select({ id: checkInTemplates.id })
        .from(checkInTemplates)
        .where(eq(checkInTemplates.id, id))
        .for(mode);
    },

    async removeTemplate(id: string, tx: Db) {
      await tx.delete(checkInTemplates).where(eq(checkInTemplates.id, id));
    },

    // ---- Assignments ----------------------------------------------------------------------------

    async activeAssignment(clientId: string, tx: Db = db): Promise<ActiveAssignment | undefined> {
      const [row] = await tx
        .select(assignmentColumns)
        .from(checkInAssignments)
        .innerJoin(checkInTemplates, eq(checkInTemplates.id, checkInAssignments.templateId))
        .where(and(eq(checkInAssignments.clientId, clientId), eq(checkInAssignments.active, true)));
      return row;
    },

    /** Ends the client's active assignment, and drops their unsent check-ins not missed yet (nothing answered is lost). */
    async endAssignment(clientId: string, today: string, tx: Db): Promise<boolean> {
      const ended = await tx
        .update(checkInAssignments)
        .set({ active: false, updatedAt: sql`now()` })
        .where(and(eq(checkInAssignments.clientId, clientId), eq(checkInAssignments.active, true)))
        .returning({ id: checkInAssignments.id });
      await tx.delete(checkIns).where(and(eq(checkIns.clientId, clientId), unsentOpen(today)));
      return ended.length > 0;
    },

    async assign(clientId: string, assignedBy: string, templateId: string, weekday: number, tx: Db) {
      await tx.insert(checkInAssignments).values({ clientId, assignedBy, templateId, weekday });
    },

    // ---- Check-ins ------------------------------------------------------------------------------

    checkInOn,

    /**
     * The client's check-in due on `dueDate` as it is, or as it would be made now (not stored: `id`
     * null), with the assignment's form as it is now.
     */
    async draft(assignment: ActiveAssignment, dueDate: string, tx: Db = db): Promise<DraftRow> {
      const found = await checkInOn(assignment.clientId, dueDate, tx);
      if (found) return found;
      const [template] = await tx
        .select()
        .from(checkInTemplates)
        .where(eq(checkInTemplates.id, assignment.templateId));
      return {
        ...draftDefaults(),
        clientId: assignment.clientId,
        trainerId: assignment.assignedBy,
        templateId: assignment.templateId,
        templateName: template!.name,
        questions: template!.questions,
        blocks: template!.blocks,
        dueDate,
      };
    },

    /** The check-in made (its form taken) if it is not there yet: one per client and day, two made at once are one. */
    async ensure(assignment: ActiveAssignment, dueDate: string, tx: Db = db): Promise<CheckInRow> {
      const row = await this.draft(assignment, dueDate, tx);
      if (row.id) return row as CheckInRow;
      const { clientId, trainerId, templateId, templateName, questions, blocks } = row;
      await tx
        .insert(checkIns)
        .values({ clientId, trainerId, templateId, templateName, questions, blocks, dueDate })
        .onConflictDoNothing();
      return (await checkInOn(assignment.clientId, dueDate, tx))!;
    },

    /** The client's check-ins, newest due first. */
    historyOf: (clientId: string, limit: number) =>
      db
        .select()
        .from(checkIns)
        .where(eq(checkIns.clientId, clientId))
        .orderBy(desc(checkIns.dueDate))
        .limit(limit),

    /** Marks the check-in sent with its answers, unless it was sent already (answers undefined then). */
    async submit(
      id: string,
      values: Pick<CheckInRow, 'alerts' | 'late' | 'progressEntryIds' | 'photoIds'> & {
        answers: CheckInAnswers;
      },
      tx: Db,
    ): Promise<CheckInRow | undefined> {
      const [row] = await tx
        .update(checkIns)
        .set({ ...values, status: 'submitted', submittedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(checkIns.id, id), eq(checkIns.status, 'due')))
        .returning();
      return row;
    },
  };
}

export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>;
