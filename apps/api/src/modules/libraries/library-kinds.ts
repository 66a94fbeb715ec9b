import {
  equipmentInput,
  equipmentItem,
  exerciseInput,
  exerciseItem,
  foodInput,
  foodItem,
  type LibraryKind,
} from '@kinetic/contracts/libraries';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { libraryEquipment, libraryExercises, libraryFoods } from '../../db/schema.ts';

type Row = Record<string, unknown> & { id: string; createdAt: Date; searchText: string; updatedAt: Date };

export interface LibraryKindConfig {
  kind: LibraryKind;
  /** The item's name in messages: 'Exercise', 'Equipment', 'Food'. */
  label: string;
  table: typeof libraryExercises | typeof libraryEquipment | typeof libraryFoods;
  input: z.ZodType<Record<string, unknown>>;
  item: z.ZodType;
  /** The fields a search looks in. */
  searchFields: string[];
}

const kinds: Record<LibraryKind, LibraryKindConfig> = {
  exercises: {
    kind: 'exercises',
    label: 'Exercise',
    table: libraryExercises,
    input: exerciseInput,
    item: exerciseItem,
    searchFields: ['name', 'description', 'category', 'musclesWorked'],
  },
  equipment: {
    kind: 'equipment',
    label: 'Equipment',
    table: libraryEquipment,
    input: equipmentInput,
    item: equipmentItem,
    searchFields: ['name', 'description', 'category', 'location', 'brand'],
  },
  foods: {
    kind: 'foods',
    label: 'Food',
    table: libraryFoods,
    input: foodInput,
    item: foodItem,
    searchFields: ['name', 'description', 'brand', 'category'],
  },
};

export const libraryKind = (kind: LibraryKind): LibraryKindConfig => kinds[kind];

/** The lower-cased text that search matches, from the searchable fields. */
export function searchTextOf(config: LibraryKindConfig, values: Record<string, unknown>): string {
  return searchTextFrom(config.searchFields, values);
}

/** The lower-cased text that search matches, from these fields of `values`. */
export function searchTextFrom(fields: string[], values: Record<string, unknown>): string {
  return fields
    .map((f) => {
      const v = values[f];
      return Array.isArray(v) ? v.join(' ') : typeof v === 'string' ? v : '';
    })
    .join(' \u0001 ')
    .toLowerCase();
}

/** Columns of every library kept for the server only. */
export const SERVER_ONLY_COLUMNS = ['searchText', 'updatedAt', 'commonness'];

/** A stored row as the API answers it: no search text, update time or ranking weight. */
export function toItem(row: Row): Record<string, unknown> {
  const { createdAt, ...rest } = row;
  const item: Record<string, unknown> = { ...rest, createdAt: createdAt.toISOString() };
  for (const key of SERVER_ONLY_COLUMNS) delete item[key];
  return item;
}

export type LibraryTable = PgTable;
export type { Row as LibraryRow };
