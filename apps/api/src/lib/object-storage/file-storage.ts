import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-dir.ts';
import { checkKey, type ObjectStorage, type StoredObject } from './object-storage.ts';

/** The folder under DATA_DIR that holds the objects (and that a backup carries). */
export const OBJECTS_FOLDER = 'objects';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under `root` (DATA_DIR/objects): folders 0700, files 0600, each written to a
 * temporary file in its folder, flushed, then renamed over its name, so that a file under a key is
 * always a whole object, whatever happens to the process meanwhile.
 */
export function fileStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));

  async function remove(key: string) {
    await unlink(pathOf(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      // A dot-name no key can have: never read as an object, and swept with its folder.
      const temporary = join(dirname(path), `.tmp-${randomUUID()}`);
      const file = await open(temporary, 'wx', PRIVATE_FILE_MODE);
      try {
        await file.writeFile(body);
        await file.sync();
      } catch (error) {
        await file.close();
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      await file.close();
      await rename(temporary, path).catch(async (error: unknown) => {
        await unlink(temporary).catch(() => undefined);
        throw error;
      });
    },

    async get(key): Promise<Readable | undefined> {
      try {
        const file = await open(pathOf(key), 'r');
        // The stream closes the handle when read to the end, destroyed or failed.
        return file.createReadStream();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    read: (key) =>
      // The callback form: a whole small file in one trip to the thread pool, where the promise
      // form reads it in several.
      new Promise((resolve, reject) =>
        readFile(pathOf(key), (error, bytes) => {
          if (!error) resolve(bytes);
          else if (isMissing(error)) resolve(undefined);
          else reject(error);
        }),
      ),

    delete: remove,

    async deleteMany(keys) {
      for (const key of keys) await remove(key);
    },

    async *list(prefix): AsyncIterable<StoredObject> {
      // The folder the prefix names (or lies in): no key is outside it.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = folder ? pathOf(folder) : root;
      let entries;
      try {
        entries = await readdir(start, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        // Deleted meanwhile: not there any more.
        const info = await stat(join(entry.parentPath, entry.name)).catch(() => undefined);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
  };
}
