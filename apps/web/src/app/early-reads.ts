// By their files, not the package's name: the build's config reads this table through Node, which
// loads a package's TypeScript files by name only when bundled into the config, as relative files are.
import { LIST_LIMIT_DEFAULT } from '../../../../packages/contracts/src/common.ts';
import { API_PREFIX, pathOf } from '../../../../packages/contracts/src/route.ts';
import { workoutPaths } from '../../../../packages/contracts/src/workout-paths.ts';

/** A read's path as the API client asks for it: under API_PREFIX, its query in the client's order. */
const underApi = (path: string) => path.slice(API_PREFIX.length);
/** The first page of the client's list with `status`, as lib/pages.ts asks for it. */
const firstPage = (status: 'SCHEDULED' | 'COMPLETED') =>
  underApi(pathOf({ path: workoutPaths.list }, {}, { limit: LIST_LIMIT_DEFAULT, offset: 0, status }));

/**
 * The API reads a page asks for before any of the app's code has arrived, from a small script
 * written into the page itself (apps/web/page-preloads.ts): on a phone network the answer then
 * travels while the code downloads, instead of a round trip after it. Paths are the API's, under
 * /api, exactly as the app's own first calls write them (a `:name` is the page path's segment of
 * that name); the API client takes such an answer instead of asking again (lib/early-reads.ts).
 * Only for a signed-in client: the screens a phone opens cold in the gym. Read when the app is
 * built (the script holds the paths as text), so the page loads nothing of this module.
 */
export const EARLY_READS: Record<string, string[]> = {
  '/client/workouts': [firstPage('SCHEDULED'), firstPage('COMPLETED')],
  '/client/workouts/:id': [underApi(workoutPaths.one)],
};
