/**
 * The paths of the reads the client's food diary keeps working offline. Plain strings, apart from the
 * calls that use them (food-diary.ts, library-calls.ts): the service worker matches them without
 * loading the schemas.
 */
export const diaryPaths = {
  /** The client's diary of a day (`?date=`), with its totals against the targets. */
  day: '/api/nutrition/diary',
  /** The foods the client logged recently and most often. */
  recentFoods: '/api/nutrition/foods/recent',
  /** The food library's list; offline only its everyday list (`order=everyday`) is kept. */
  foods: '/api/libraries/foods',
} as const;

/** The query of the food list the diary's picker shows before anything is typed. */
export const EVERYDAY_ORDER = 'everyday' as const;
