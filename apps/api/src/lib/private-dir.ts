import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Only the server's own user may open what it writes (health data, password hashes, reset links). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The mask that gives every file this process creates from here on those modes at most. */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates `dir` if needed, then makes it and everything under it private: directories 0700, files
 * 0600, whatever the umask was or the embedded database chose (it unpacks a new database with
 * files 0666 and rewrites some 0644). Symbolic links are left alone (a mode change would reach
 * their target). Walks with a list, not recursion. Throws, naming the path, when a mode cannot be
 * changed (the server then refuses to start rather than keep health data readable by others).
 */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const pending = [dir];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    // Gone since it was listed (the database removes temporary files), or a link: nothing to do.
    if (!stat || stat.isSymbolicLink()) continue;
    const mode = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== mode) {
      try {
        chmodSync(path, mode);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        throw new Error(
          `Could not make ${path} private (${code}): run the server as the user who owns the data directory (DATA_DIR).`,
          { cause: error },
        );
      }
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
}
