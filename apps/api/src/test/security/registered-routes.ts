import type { FastifyInstance } from 'fastify';

/**
 * Every `METHOD /path` the app answers, read from Fastify's own route tree. HEAD is left out: Fastify
 * adds it to every GET route, and it answers as that GET does.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes = new Set<string>();
  for (const line of tree.split('\n')) {
    // e.g. "│   ├── /:id (GET, HEAD, PUT)": depth from the indent, path relative to the parent line.
    const match = /^((?:[│ ] {3})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  if (routes.size === 0) throw new Error(`Could not read the route tree:\n${tree}`);
  return [...routes].sort();
}
