import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every path under `dir` (itself included) whose mode is not 0700 (directories) or 0600 (files). */
export function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const pending = [dir];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) continue;
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) found.push(`${path} ${mode.toString(8)}`);
    if (stat.isDirectory()) pending.push(...readdirSync(path).map((name) => join(path, name)));
  }
  return found;
}
