/**
 * The API reads a page asks for before any of the app's code has arrived, from a small script
 * written into the page itself (apps/web/page-preloads.ts): on a phone network the answer then
 * travels while the code downloads, instead of a round trip after it. Paths are the API's, under
 * /api, exactly as the app's own first calls write them (a `:name` is the page path's segment of
 * that name); the API client takes such an answer instead of asking again (lib/early-reads.ts).
 * Only for a signed-in client: the screens a phone opens cold in the gym.
 */
export const EARLY_READS: Record<string, string[]> = {
  '/client/workouts': [
    '/workouts?limit=50&offset=0&status=SCHEDULED',
    '/workouts?limit=50&offset=0&status=COMPLETED',
  ],
  '/client/workouts/:id': ['/workouts/:id'],
};
