import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { setTypes } from '../../db/schema.ts';
import { searchTextOf, toItem, type LibraryKindConfig, type LibraryRow } from './library-kinds.ts';

export function createLibrariesRepository(db: Db) {
  return {
    async list(
      config: LibraryKindConfig,
      options: { search?: string | undefined; approvedOnly: boolean; limit: number; offset: number },
    ) {
      const t = config.table;
      const visible = options.approvedOnly ? eq(t.approved, true) : undefined;
      const matches: SQL | undefined = options.search
        ? and(visible, sql`${t.searchText} like ${containsPattern(options.search.toLowerCase())}`)
        : visible;
      const [rows, [matched], [all]] = await Promise.all([
        db
          .select()
          .from(t)
          .where(matches)
          .orderBy(sql`lower(${t.name})`, asc(t.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(t).where(matches),
        options.search ? db.select({ n: count() }).from(t).where(visible) : Promise.resolve([undefined]),
      ]);
      const total = matched?.n ?? 0;
      return { items: (rows as LibraryRow[]).map(toItem), total, libraryTotal: all?.n ?? total };
    },

    async get(config: LibraryKindConfig, id: string, approvedOnly: boolean) {
      const t = config.table;
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), approvedOnly ? eq(t.approved, true) : undefined));
      return row ? toItem(row) : undefined;
    },

    async insert(config: LibraryKindConfig, values: Record<string, unknown>, tx: Db = db) {
      const [row] = await tx
        .insert(config.table)
        .values({ ...values, searchText: searchTextOf(config, values) } as never)
        .returning();
      return toItem(row as LibraryRow);
    },

    async insertMany(config: LibraryKindConfig, list: Record<string, unknown>[], tx: Db = db) {
      if (!list.length) return;
      await tx
        .insert(config.table)
        .values(list.map((v) => ({ ...v, searchText: searchTextOf(config, v) })) as never);
    },

    async update(config: LibraryKindConfig, id: string, values: Record<string, unknown>) {
      const [row] = await db
        .update(config.table)
        .set({ ...values, searchText: searchTextOf(config, values), updatedAt: new Date() })
        .where(eq(config.table.id, id))
        .returning();
      return row ? toItem(row) : undefined;
    },

    /** Which of these names (any case) the library has already, excluding one item. */
    async existingNames(config: LibraryKindConfig, names: string[], exceptId?: string): Promise<Set<string>> {
      if (!names.length) return new Set();
      const t = config.table;
      const lowered = names.map((n) => n.toLowerCase());
      const rows = await db
        .select({ name: t.name })
        .from(t)
        .where(and(sql`lower(${t.name}) in ${lowered}`, exceptId ? sql`${t.id} <> ${exceptId}` : undefined));
      return new Set(rows.map((r) => r.name.toLowerCase()));
    },

    async setTypes() {
      return db
        .select({ id: setTypes.id, name: setTypes.name, description: setTypes.description })
        .from(setTypes)
        .orderBy(asc(setTypes.position), asc(setTypes.name));
    },
  };
}

export type LibrariesRepository = ReturnType<typeof createLibrariesRepository>;
