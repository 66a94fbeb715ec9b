import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { PageQuery } from '@kinetic/contracts/common';
import type { TemplateSummary, WorkoutTemplate } from '@kinetic/contracts/templates';
import type { SetBlock } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users, workoutTemplates } from '../../db/schema.ts';

export interface TemplateValues {
  name: string;
  description: string;
  estimatedDuration: number | null;
  tags: string[];
  shared: boolean;
  plan: SetBlock[];
}

const columns = {
  id: workoutTemplates.id,
  name: workoutTemplates.name,
  description: workoutTemplates.description,
  estimatedDuration: workoutTemplates.estimatedDuration,
  tags: workoutTemplates.tags,
  plan: workoutTemplates.plan,
  shared: workoutTemplates.shared,
  createdBy: workoutTemplates.createdBy,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: workoutTemplates.createdAt,
  updatedAt: workoutTemplates.updatedAt,
};

type Row = { plan: unknown; createdAt: Date; updatedAt: Date } & Omit<
  WorkoutTemplate,
  'sets' | 'createdAt' | 'updatedAt'
>;

/** The list's columns: the plan stays in the database, which counts its exercises. */
const { plan: _plan, ...summaryColumns } = columns;
const listColumns = {
  ...summaryColumns,
  exerciseCount: sql<number>`(select count(*)::int from jsonb_array_elements(${workoutTemplates.plan}) b
    cross join jsonb_array_elements(b->'exercises'))`,
};

const toTemplate = ({ plan, createdAt, updatedAt, ...rest }: Row): WorkoutTemplate => ({
  ...rest,
  sets: plan as SetBlock[],
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** Templates a trainer may use: their own and every shared one. */
const usableBy = (trainerId: string) =>
  or(eq(workoutTemplates.createdBy, trainerId), eq(workoutTemplates.shared, true));

export function createTemplatesRepository(db: Db) {
  const select = (on: Db = db) =>
    on.select(columns).from(workoutTemplates).leftJoin(users, eq(users.id, workoutTemplates.createdBy));

  return {
    /** A page of the templates the trainer may use whose name or a tag contains `search`, by name. */
    async list(trainerId: string, { search, limit, offset }: { search?: string | undefined } & PageQuery) {
      const pattern = search ? containsPattern(search) : undefined;
      const where = and(
        usableBy(trainerId),
        pattern
          ? or(
              ilike(workoutTemplates.name, pattern),
              sql`exists (select 1 from unnest(${workoutTemplates.tags}) tag where tag ilike ${pattern})`,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(workoutTemplates)
          .leftJoin(users, eq(users.id, workoutTemplates.createdBy))
          .where(where)
          .orderBy(asc(sql`lower(${workoutTemplates.name})`), asc(workoutTemplates.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(workoutTemplates).where(where),
      ]);
      const templates: TemplateSummary[] = rows.map(({ createdAt, updatedAt, ...rest }) => ({
        ...rest,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      }));
      return { templates, total: total!.n };
    },

    /** The template if the trainer may use it. */
    async findUsable(trainerId: string, id: string, on: Db = db): Promise<WorkoutTemplate | undefined> {
      const [row] = await select(on).where(and(eq(workoutTemplates.id, id), usableBy(trainerId)));
      return row && toTemplate(row);
    },

    /** Which of `ids` the trainer may use. */
    async usableIds(trainerId: string, ids: string[], on: Db = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await on
        .select({ id: workoutTemplates.id })
        .from(workoutTemplates)
        .where(and(sql`${workoutTemplates.id} in ${ids}`, usableBy(trainerId)));
      return new Set(rows.map((r) => r.id));
    },

    async insert(createdBy: string, values: TemplateValues): Promise<string> {
      const [row] = await db
        .insert(workoutTemplates)
        .values({ ...values, createdBy })
        .returning({ id: workoutTemplates.id });
      return row!.id;
    },

    /** Changes the owner's template; whether there was one. */
    async update(ownerId: string, id: string, values: TemplateValues): Promise<boolean> {
      const rows = await db
        .update(workoutTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(workoutTemplates.id, id), eq(workoutTemplates.createdBy, ownerId)))
        .returning({ id: workoutTemplates.id });
      return rows.length > 0;
    },

    /** Deletes the owner's template (and its days in programs); whether there was one. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(workoutTemplates)
        .where(and(eq(workoutTemplates.id, id), eq(workoutTemplates.createdBy, ownerId)))
        .returning({ id: workoutTemplates.id });
      return rows.length > 0;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
