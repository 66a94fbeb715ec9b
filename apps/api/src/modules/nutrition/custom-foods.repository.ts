import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOM_FOODS_MAX,
  customAsFood,
  type CustomFood,
  type CustomFoodValues,
  type DiaryFood,
} from '@kinetic/contracts/custom-foods';
import type { Db } from '../../db/client.ts';
import { deleteOwned } from '../../db/delete-owned.ts';
import { searchWords } from '../../db/like.ts';
import { customFoods, libraryFoods, users } from '../../db/schema.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';
import { reachingTrainer } from '../../domain/trainer-reach.ts';
import { INDEXED_WORDS, searchRanking, searchTextFrom, valuesOf } from '../libraries/libraries.public.ts';

type Row = typeof customFoods.$inferSelect;
type Rows<T> = { rows: T[] };

/** A custom food counts as an everyday food in the ranking: a person keeps what they eat. */
const CUSTOM_COMMONNESS = 90;

export function toCustomFood(row: Row): CustomFood {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    calories: row.calories,
    protein: row.protein,
    totalCarbs: row.totalCarbs,
    fat: row.fat,
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
    servingGrams: row.servingGrams,
    portions: row.portions,
    sharedWithClients: row.sharedWithClients,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const stored = (values: CustomFoodValues) => ({
  ...values,
  searchText: searchTextFrom(['name', 'brand'], values),
});

/** The trainer who shares foods with this client: their current trainer while they are reachable. */
const trainerOf = (clientId: string): SQL =>
  sql`(select ${reachingTrainer()} from ${users} where ${users.id} = ${clientId})`;

/** The custom foods a client may log: their own, and their current trainer's shared ones. */
export const visibleCustomFoods = (clientId: string): SQL =>
  or(
    eq(customFoods.ownerId, clientId),
    and(eq(customFoods.sharedWithClients, true), sql`${customFoods.ownerId} = ${trainerOf(clientId)}`),
  )!;

const ownerName = sql<string>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${customFoods.ownerId})`;

/** A page of the person's own foods, by name (the account export). */
export async function customFoodsPage(db: Db, ownerId: string, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(customFoods)
    .where(eq(customFoods.ownerId, ownerId))
    .orderBy(asc(customFoods.name), asc(customFoods.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toCustomFood);
}

/** A person's own foods, and the foods a client may log (their own and their trainer's shared). */
export function createCustomFoodsRepository(db: Db) {
  /** The visible foods with the name of the trainer who shared each (null for the client's own). */
  async function visible(clientId: string, where?: SQL): Promise<DiaryFood[]> {
    const rows = await db
      .select({ row: customFoods, owner: ownerName })
      .from(customFoods)
      .where(and(visibleCustomFoods(clientId), where))
      .orderBy(asc(customFoods.name), asc(customFoods.id))
      .limit(CUSTOM_FOODS_MAX * 2);
    return rows.map(({ row, owner }) =>
      customAsFood(toCustomFood(row), row.ownerId === clientId ? null : owner),
    );
  }

  return {
    async list(ownerId: string): Promise<CustomFood[]> {
      const rows = await db
        .select()
        .from(customFoods)
        .where(eq(customFoods.ownerId, ownerId))
        .orderBy(asc(sql`lower(${customFoods.name})`), asc(customFoods.id));
      return rows.map(toCustomFood);
    },

    /** Adds a food unless the owner has the most already (undefined then); writes take turns. */
    async insertWithin(ownerId: string, values: CustomFoodValues): Promise<CustomFood | undefined> {
      return db.transaction(async (tx) => {
        await takeClientTurn(tx, ownerId);
        const [held] = await tx
          .select({ n: count() })
          .from(customFoods)
          .where(eq(customFoods.ownerId, ownerId));
        if ((held?.n ?? 0) >= CUSTOM_FOODS_MAX) return undefined;
        const [row] = await tx
          .insert(customFoods)
          .values({ ...stored(values), ownerId })
          .returning();
        return toCustomFood(row!);
      });
    },

    async update(ownerId: string, id: string, values: CustomFoodValues): Promise<CustomFood | undefined> {
      const [row] = await db
        .update(customFoods)
        .set({ ...stored(values), updatedAt: new Date() })
        .where(and(eq(customFoods.id, id), eq(customFoods.ownerId, ownerId)))
        .returning();
      return row && toCustomFood(row);
    },

    remove: (ownerId: string, id: string) => deleteOwned(db, customFoods, customFoods.ownerId, ownerId, id),

    /** The client's custom foods of these ids that they may log (as diary foods). */
    async visibleByIds(clientId: string, ids: string[]): Promise<Map<string, DiaryFood>> {
      if (!ids.length) return new Map();
      const foods = await visible(clientId, inArray(customFoods.id, ids));
      return new Map(foods.map((f) => [f.id, f]));
    },

    /** How many visible custom foods match the search, and the order of these and the library's. */
    async search(
      clientId: string,
      search: string,
      libraryIds: string[],
      limit: number,
    ): Promise<{
      order: { custom: boolean; id: string }[];
      customs: Map<string, DiaryFood>;
      customTotal: number;
    }> {
      const words = searchWords(search);
      const indexed = Math.min(words.length, INDEXED_WORDS);
      const param = valuesOf(words);
      const rankOf = (t: typeof customFoods | typeof libraryFoods, commonness: SQL) =>
        searchRanking({ name: t.name, searchText: t.searchText, commonness }, indexed, param);
      const custom = rankOf(customFoods, sql`${CUSTOM_COMMONNESS}`);
      const library = rankOf(libraryFoods, sql`${libraryFoods.commonness}`);
      const matches = words.length
        ? and(visibleCustomFoods(clientId), sql`true${custom.matches}`)
        : visibleCustomFoods(clientId);
      const [total] = await db.select({ n: count() }).from(customFoods).where(matches);
      if (!total?.n) return { order: [], customs: new Map(), customTotal: 0 };
      // At most a thousand (the client's and their trainer's caps): all of them are ranked.
      const customs = await visible(clientId, matches);
      const ids = customs.map((f) => f.id);
      // Both kinds ranked by the one search ranking; among equals the person's own foods come first.
      const result: unknown = await db.execute(sql`
        select * from (
          select true as custom, ${customFoods.id} as id, ${words.length ? custom.rank : sql`0`} as rank,
            ${CUSTOM_COMMONNESS} as weight, length(${customFoods.name}) as length, ${custom.name} as n
          from ${customFoods} where ${inArray(customFoods.id, ids.length ? ids : [clientId])}
          union all
          select false, ${libraryFoods.id}, ${words.length ? library.rank : sql`0`}, ${libraryFoods.commonness},
            length(${libraryFoods.name}), ${library.name}
          from ${libraryFoods} where ${inArray(libraryFoods.id, libraryIds.length ? libraryIds : [clientId])}
        ) ranked
        order by rank, custom desc, weight desc, length, n, id
        limit ${limit}`);
      return {
        order: (result as Rows<{ custom: boolean; id: string }>).rows,
        customs: new Map(customs.map((f) => [f.id, f])),
        customTotal: total.n,
      };
    },
  };
}

export type CustomFoodsRepository = ReturnType<typeof createCustomFoodsRepository>;
