/**
 * The paths of the reads a client's gym mode keeps working offline. Plain strings, apart from
 * the calls that use them (workout-calls.ts): the service worker and the page's early reads match and
 * fill them in without loading the schemas.
 */
export const workoutPaths = {
  /** The caller's workouts, a page at a time (and, posted to, a new workout). */
  list: '/api/workouts',
  /** One workout (and its changes). */
  one: '/api/workouts/:id',
  /** The bar and plates of the plate calculator. */
  plates: '/api/users/plates',
} as const;
