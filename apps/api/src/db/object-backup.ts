import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as tar from 'tar';
import { OBJECTS_FOLDER } from '../lib/object-storage/index.ts';
import { makePrivate } from '../lib/private-dir.ts';
import { BackupError, writeComplete } from './backup.ts';

/**
 * The objects (progress photos) kept as files under DATA_DIR go with a backup in a file of their
 * own beside it, `<backup name>.objects.tar` (the database's backup keeps its own format, which
 * pg_restore and PGlite read): a tar of DATA_DIR/objects, written complete or not at all like the
 * backup. Objects in an S3 bucket are not copied: the bucket's own versioning or replication keeps
 * them (docs/operations.md).
 */
export function objectsBackupOf(backupFile: string): string {
  return `${backupFile.replace(/(\.dump|\.tar\.gz)$/, '')}.objects.tar`;
}

/** Writes the objects' tar beside `backupFile`; answers its path, or undefined when there are none. */
export async function backupObjects(dataDir: string, backupFile: string): Promise<string | undefined> {
  if (!existsSync(join(dataDir, OBJECTS_FOLDER))) return undefined;
  const target = objectsBackupOf(backupFile);
  await writeComplete(target, (temporary) =>
    tar.create(
      {
        cwd: dataDir,
        file: temporary,
        portable: true,
        // A write cut short leaves a temporary file: never part of a backup.
        filter: (path) => !basename(path).startsWith('.tmp-'),
      },
      [OBJECTS_FOLDER],
    ),
  );
  return target;
}

/**
 * Puts the objects of the backup `backupFile` back into DATA_DIR/objects, which must be empty or
 * absent; answers the tar's path, or undefined when the backup has none beside it. Entries outside
 * the objects folder, links and absolute or climbing paths are refused by the extraction.
 */
export function checkObjectsRestorable(dataDir: string, backupFile: string): string | undefined {
  const file = objectsBackupOf(backupFile);
  if (!existsSync(file)) return undefined;
  const folder = join(dataDir, OBJECTS_FOLDER);
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new BackupError(`${folder} is not empty: restore the photos into an empty DATA_DIR.`);
  return file;
}

export async function restoreObjects(dataDir: string, file: string): Promise<void> {
  makePrivate(dataDir);
  await tar.extract({
    file,
    cwd: dataDir,
    strict: true,
    filter: (path, entry) =>
      (path === OBJECTS_FOLDER || path.startsWith(`${OBJECTS_FOLDER}/`)) &&
      ('type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true),
  });
  makePrivate(join(dataDir, OBJECTS_FOLDER));
}
