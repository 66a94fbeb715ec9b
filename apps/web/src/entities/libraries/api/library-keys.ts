import type { Equipment, Exercise, Food, LibraryKind } from '@kinetic/contracts/libraries';

/** The item type of each library. */
export interface LibraryItems {
  exercises: Exercise;
  equipment: Equipment;
  foods: Food;
}
export type LibraryItemOf<K extends LibraryKind> = LibraryItems[K];

/** Query keys: everything of one library sits under ['libraries', kind] (invalidated after changes). */
export const libraryKeys = {
  all: (kind: LibraryKind) => ['libraries', kind] as const,
  list: (kind: LibraryKind, search: string) => ['libraries', kind, 'list', search] as const,
  /** What a trainer picks from (exercise picker, food search), by search term (and filters). */
  picker: (kind: LibraryKind, search: string, filters: object = {}) =>
    ['libraries', kind, 'picker', search, filters] as const,
  /** The read-only catalog pages (GET /api/exercises, /api/equipment). */
  catalog: (kind: LibraryKind) => ['libraries', kind, 'catalog'] as const,
};

/** Library lists are cached for 5 minutes (they change rarely, and every edit here refreshes them). */
export const LIBRARY_STALE_TIME = 5 * 60 * 1000;
