import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { LIBRARY_KINDS, type LibraryListAnswer, type LibraryOrder } from '@kinetic/contracts/libraries';
import type { Db } from '../../db/client.ts';
import { isoTime, jsonArray, jsonObject, jsonText, type JsonText } from '../../db/json.ts';
import { searchWords } from '../../db/like.ts';
import { libraryVersions, setTypes, users } from '../../db/schema.ts';
import { liveSession, selectWithSession, sessionRead, type SessionRead } from '../../domain/session-read.ts';
import {
  libraryKind,
  SERVER_ONLY_COLUMNS,
  searchTextOf,
  toItem,
  type LibraryKindConfig,
  type LibraryRow,
} from './library-kinds.ts';
import { filterCondition, filterParameters, type ListFilters } from './exercise-filters.ts';
import { INDEXED_WORDS, placeholderOf, searchParameters, searchRanking } from './search-ranking.ts';
import { createAnswerCaches, type AnswerCaches } from '../../lib/versioned-cache.ts';

/**
 * A library item as the API answers it (toItem), built by the database: every column but the
 * server-only ones, under the contract's names, createdAt as toISOString writes it.
 */
function itemJson(config: LibraryKindConfig): SQL {
  const fields = Object.entries(getTableColumns(config.table)).filter(
    ([key]) => !SERVER_ONLY_COLUMNS.includes(key) && key !== 'createdAt',
  );
  return jsonObject({ ...Object.fromEntries(fields), createdAt: isoTime(config.table.createdAt) });
}

/** The library's write counter (see libraryVersions), read in the same snapshot as its rows. */
const versionOf = (kind: SQL) =>
  sql<number>`(select ${libraryVersions.version} from ${libraryVersions} where ${libraryVersions.kind} = ${kind})`;

/**
 * A library list in one round trip: the caller's session and the kind's list answer as JSON text:
 * one page of the items they may see (all for consultants, approved ones for everyone else) matching
 * the search, how many match, and how many the library holds for them. A statement per kind and
 * number of indexed search words (0: no search), so that the trigram index serves each word.
 *
 * A search matches and ranks as searchRanking says. Within a rank: higher commonness (foods only;
 * see libraryFoods.commonness), shorter names, then by name. Only the matching rows are ranked, so
 * the index still does the finding.
 */
function prepareList(db: Db, config: LibraryKindConfig, indexedWords: number, everydayFirst = false) {
  const t = config.table;
  const searching = indexedWords > 0;
  const visible = sql`(${t.approved} or 'CONSULTANT' = any(${users.roles}))`;
  const commonness = 'commonness' in t ? sql`${t.commonness}` : sql`0`;
  const search = searchRanking(
    { name: t.name, searchText: t.searchText, commonness },
    indexedWords,
    placeholderOf,
  );
  const name = search.name;
  const filtered = sql`${visible}${filterCondition(config)}`;
  const matches = searching ? sql`${filtered}${search.matches}` : filtered;
  const rank = searching ? search.rank : sql`0`;
  // Without a search: by name, or everyday items first when asked (then by name).
  const weight = searching || everydayFirst ? sql`${commonness}` : sql`0`;
  const length = searching ? sql`length(${t.name})` : sql`0`;
  const order = sql`rank, weight desc, length, n, id`;
  const items = jsonArray(sql`page.item`, {
    orderBy: sql`page.rank, page.weight desc, page.length, page.n, page.id`,
  });
  return selectWithSession(db, {
    version: versionOf(sql`${config.kind}::text`),
    answer: jsonText<LibraryListAnswer>(
      jsonObject({
        [config.kind]: sql`(select ${items} from (
          select ${itemJson(config)} as item, ${rank} as rank, ${weight} as weight,
            ${length} as length, ${name} as n, ${t.id} as id
          from ${t} where ${matches}
          order by ${order}
          limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int) page)`,
        total: sql`(select count(*)::int from ${t} where ${matches})`,
        libraryTotal: sql`(select count(*)::int from ${t} where ${visible})`,
      }),
    ),
  })
    .where(liveSession)
    .prepare(
      `library_${config.kind}_${searching ? `search${indexedWords}` : everydayFirst ? 'everyday' : 'list'}_for_session`,
    );
}

/**
 * The row stored for an item's values (validated by the kind's input schema) with its search text.
 * The cast (`as never`) is needed because the table is one of three, so drizzle's insert type is the
 * intersection of their rows, which no single kind's values satisfy; the input schema is what
 * checked them.
 */
const storedRow = (config: LibraryKindConfig, values: Record<string, unknown>) =>
  ({ ...values, searchText: searchTextOf(config, values) }) as never;

/** Rows per insert statement: well under PostgreSQL's 65535 parameters for the widest library. */
const INSERT_CHUNK = 1000;

/** `reads`: where the hot one-statement reads go (Database.reads); `db` for everything else. */
export function createLibrariesRepository(
  db: Db,
  reads: Db = db,
  caches: AnswerCaches = createAnswerCaches(),
) {
  // The session and the library's counter: what decides whether a cached page can be sent.
  const versionForSession = selectWithSession(reads, {
    version: versionOf(sql`${sql.placeholder('kind')}::text`),
  })
    .where(liveSession)
    .prepare('library_version_for_session');
  // The libraries change rarely and every trainer searches the same words: most searches are sent
  // from here after the cheap statement above.
  const pages = caches.create<LibraryListAnswer>('library-pages');
  const lists = new Map(
    LIBRARY_KINDS.map((kind) => {
      const config = libraryKind(kind);
      return [
        kind,
        {
          byWords: Array.from({ length: INDEXED_WORDS + 1 }, (_, words) => prepareList(reads, config, words)),
          everyday: prepareList(reads, config, 0, true),
        },
      ];
    }),
  );

  return {
    /**
     * The user of a live session and, as JSON text, one page of a library as they may see it, the
     * number matching and the number in all (the kind's list answer).
     */
    async listForSession(
      config: LibraryKindConfig,
      tokenHash: string,
      options: ListFilters & {
        search?: string | undefined;
        order?: LibraryOrder;
        limit: number;
        offset: number;
      },
    ): Promise<SessionRead<JsonText<LibraryListAnswer>>> {
      const [head] = await versionForSession.execute({ tokenHash, kind: config.kind });
      if (!head) return undefined;
      const words = searchWords(options.search ?? '');
      const term = words.length ? words.join(' ') : undefined;
      // Consultants also see unapproved items: they and everyone else read different pages.
      const all = head.user.roles.includes('CONSULTANT');
      // What a page depends on besides the library's contents.
      // The order matters only without a search (a search ranks by itself).
      const everyday = !term && options.order === 'everyday';
      const filters = filterParameters(config, options);
      const key = JSON.stringify([
        config.kind,
        all,
        options.limit,
        options.offset,
        term ?? everyday,
        filters,
      ]);
      const statements = lists.get(config.kind)!;
      const page = { tokenHash, limit: options.limit, offset: options.offset, ...filters };
      const answer = await pages.read(key, head.version, async () => {
        const statement = everyday
          ? statements.everyday
          : statements.byWords[Math.min(words.length, INDEXED_WORDS)]!;
        const [row] = await statement.execute({ ...page, ...searchParameters(words) });
        return row;
      });
      // Nothing built: the session ended between the two statements.
      return answer === undefined ? undefined : sessionRead(head, () => answer);
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
      const [row] = await tx.insert(config.table).values(storedRow(config, values)).returning();
      return toItem(row as LibraryRow);
    },

    /**
     * Inserts items in chunks (a statement takes at most 65535 parameters). `skipExisting`: an item
     * whose name (or other unique key) is taken already is left out rather than refused.
     */
    async insertMany(
      config: LibraryKindConfig,
      list: Record<string, unknown>[],
      tx: Db = db,
      options: { skipExisting?: boolean } = {},
    ) {
      for (let i = 0; i < list.length; i += INSERT_CHUNK) {
        const insert = tx
          .insert(config.table)
          .values(list.slice(i, i + INSERT_CHUNK).map((v) => storedRow(config, v)));
        await (options.skipExisting ? insert.onConflictDoNothing() : insert);
      }
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
