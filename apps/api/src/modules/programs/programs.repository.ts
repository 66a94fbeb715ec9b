import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PRIVATE_TEMPLATE_NAME, type Program, type ProgramDay } from '@kinetic/contracts/programs';
import type { Db } from '../../db/client.ts';
import { programDays, programs, workoutTemplates } from '../../db/schema.ts';

export interface ProgramValues {
  name: string;
  description: string;
  weeks: number;
  days: { week: number; dayOfWeek: number; templateId: string }[];
}

type ProgramRow = typeof programs.$inferSelect;

const toProgram = (row: ProgramRow, days: ProgramDay[]): Program => ({
  id: row.id,
  name: row.name,
  description: row.description,
  weeks: row.weeks,
  days,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Programs, their days and the templates on those days. */
export function createProgramsRepository(db: Db) {
  /** The days of these programs, in week and day order, keyed by program. */
  async function daysOf(
    trainerId: string,
    programIds: string[],
    on: Db = db,
  ): Promise<Map<string, ProgramDay[]>> {
    const byProgram = new Map<string, ProgramDay[]>(programIds.map((id) => [id, []]));
    if (!programIds.length) return byProgram;
    const rows = await on
      .select({
        programId: programDays.programId,
        week: programDays.week,
        dayOfWeek: programDays.dayOfWeek,
        templateId: programDays.templateId,
        // Another trainer's template that is no longer shared keeps its name to its owner.
        templateName: sql<string>`case when ${workoutTemplates.createdBy} = ${trainerId}
          or ${workoutTemplates.shared} then ${workoutTemplates.name} else ${PRIVATE_TEMPLATE_NAME} end`,
      })
      .from(programDays)
      .innerJoin(workoutTemplates, eq(workoutTemplates.id, programDays.templateId))
      .where(inArray(programDays.programId, programIds))
      .orderBy(asc(programDays.week), asc(programDays.dayOfWeek));
    for (const { programId, ...day } of rows) byProgram.get(programId)!.push(day);
    return byProgram;
  }

  async function insertDays(tx: Db, programId: string, days: ProgramValues['days']) {
    if (days.length) await tx.insert(programDays).values(days.map((d) => ({ ...d, programId })));
  }

  return {
    /** The trainer's programs, newest first (a trainer keeps a few dozen: no paging). */
    async list(trainerId: string): Promise<Program[]> {
      const rows = await db
        .select()
        .from(programs)
        .where(eq(programs.createdBy, trainerId))
        .orderBy(desc(programs.updatedAt), asc(programs.id))
        .limit(500);
      const days = await daysOf(
        trainerId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toProgram(r, days.get(r.id)!));
    },

    /** The trainer's own program. */
    async find(trainerId: string, id: string, on: Db = db): Promise<Program | undefined> {
      const [row] = await on
        .select()
        .from(programs)
        .where(and(eq(programs.id, id), eq(programs.createdBy, trainerId)));
      if (!row) return undefined;
      return toProgram(row, (await daysOf(trainerId, [id], on)).get(id)!);
    },

    /** A new program with its days, in one transaction. */
    insert(trainerId: string, { days, ...values }: ProgramValues): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(programs)
          .values({ ...values, createdBy: trainerId })
          .returning({ id: programs.id });
        await insertDays(tx, row!.id, days);
        return row!.id;
      });
    },

    /** Replaces the owner's program and its days, in one transaction; whether there was one. */
    update(trainerId: string, id: string, { days, ...values }: ProgramValues): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(programs)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(programs.id, id), eq(programs.createdBy, trainerId)))
          .returning({ id: programs.id });
        if (!rows.length) return false;
        await tx.delete(programDays).where(eq(programDays.programId, id));
        await insertDays(tx, id, days);
        return true;
      });
    },

    /** Deletes the owner's program; the workouts it scheduled stay. Whether there was one. */
    async delete(trainerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(programs)
        .where(and(eq(programs.id, id), eq(programs.createdBy, trainerId)))
        .returning({ id: programs.id });
      return rows.length > 0;
    },
  };
}

export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
