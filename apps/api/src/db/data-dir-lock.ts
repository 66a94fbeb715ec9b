import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database may be opened by one process only: a second one would corrupt it.
 * A lock file holds the owner's pid; a stale one (its process gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'kinetic.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = lockOwner(dataDir);
    if (owner) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop it first, or set DATABASE_URL to share a PostgreSQL server.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/** The live process holding the data directory's lock, if any. */
export function lockOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(readFileSync(join(dataDir, 'kinetic.lock'), 'utf8'));
  } catch {
    return undefined;
  }
  return owner && owner !== process.pid && isRunning(owner) ? owner : undefined;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
