import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * A group of the modules the screens `roots` (under src/) import, but those a group of higher
 * priority took.
 */
function reachableFrom(name: string, priority: number, roots: string[]): Group {
  let members: Set<string> | undefined;
  return {
    debugName: name,
    priority,
    name: (id, ctx) => {
      members ??= staticallyReachable(roots.map(source), ctx);
      return members.has(id) ? name : null;
    },
  };
}

/** The modules `roots` import, directly or not (static imports only: lazy screens stay apart). */
function staticallyReachable(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * How the build cuts the app into files. On a phone network every file is a round trip, and a
 * browser talking HTTP/1.1 opens six connections to one host: left to itself the bundler makes a
 * file of every module two screens share (about 1 KB each), and a cold start waited for waves of
 * them. So: the libraries that change less often than our code in their own files (they stay
 * cached across releases), everything the app's start needs in one file, and everything the
 * signed-in frame and the client's list need in one more. Later screens keep their own files.
 */
export function chunkGroups(): Group[] {
  return [
    {
      name: 'react',
      priority: 4,
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    },
    { name: 'zod', priority: 3, test: /node_modules[\\/]zod[\\/]/ },
    // Each icon would otherwise be a file of about 1 KB of its own.
    { name: 'icons', priority: 3, test: /node_modules[\\/]lucide-react[\\/]/ },
    // What the entry imports (the sign-in page and the router's start), in one file.
    { name: 'app', priority: 2, tags: ['$initial'] },
    // The signed-in frame and the screen a phone in a gym opens cold, the client's workout list.
    reachableFrom('signed-in', 1, [
      'app/layouts/authenticated-layout.tsx',
      'features/workouts/components/client-workouts-page.tsx',
    ]),
    // The client's workout, the other screen of the gym, with its own pieces.
    reachableFrom('client-workout', 0, ['features/workouts/components/client-workout-detail-page.tsx']),
  ];
}
