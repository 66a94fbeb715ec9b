import type { LibraryKind } from '@kinetic/contracts/libraries';

export interface LibraryTexts {
  /** The hub tile and the back-to-hub breadcrumb. */
  tile: string;
  title: string;
  description: string;
  /** 'exercise', 'equipment', 'food': in buttons and dialog titles. */
  noun: string;
  addLabel: string;
  empty: string;
  loadError: string;
  updateError: string;
  updated: string;
  createError: string;
  created: string;
  searchLabel: string;
}

/** Every text of a library screen (fixed product texts: tests assert them word for word). */
export const LIBRARY_TEXTS: Record<LibraryKind, LibraryTexts> = {
  exercises: {
    tile: 'Exercises',
    title: 'Exercise Library',
    description: 'Movements with their muscles, difficulty and equipment.',
    noun: 'exercise',
    addLabel: 'Add Exercise',
    empty: 'No exercises found',
    loadError: 'Failed to load exercises',
    updateError: 'Failed to update exercise',
    updated: 'Exercise updated successfully',
    createError: 'Failed to create exercise',
    created: 'Exercise created successfully',
    searchLabel: 'Search exercises',
  },
  equipment: {
    tile: 'Equipment',
    title: 'Equipment Library',
    description: 'Machines and tools on the gym floor, where they are and whether they can be used.',
    noun: 'equipment',
    addLabel: 'Add Equipment',
    empty: 'No equipment found',
    loadError: 'Failed to load equipment',
    updateError: 'Failed to update equipment',
    updated: 'Equipment updated successfully',
    createError: 'Failed to create equipment',
    created: 'Equipment created successfully',
    searchLabel: 'Search equipment',
  },
  foods: {
    tile: 'Foods',
    title: 'Food Library',
    description: 'Foods with their serving, calories, macros and diet flags.',
    noun: 'food',
    addLabel: 'Add Food',
    empty: 'No foods found',
    loadError: 'Failed to load foods',
    updateError: 'Failed to update food',
    updated: 'Food updated successfully',
    createError: 'Failed to create food',
    created: 'Food created successfully',
    searchLabel: 'Search foods',
  },
};

/** Library searches filter only from 3 characters; fewer would match most of the library on every keystroke. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_HINT = 'Type 3+ characters to search...';

/** The search sent to the server: the trimmed term from 3 characters, else none. */
export function effectiveSearch(term: string): string {
  const trimmed = term.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
}
