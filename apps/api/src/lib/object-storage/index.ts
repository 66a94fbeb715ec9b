import { join } from 'node:path';
import { fileStorage, OBJECTS_FOLDER } from './file-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { s3Storage, type S3Settings } from './s3-storage.ts';

export type { ObjectStorage } from './object-storage.ts';
export type { S3Settings } from './s3-storage.ts';
export { OBJECTS_FOLDER } from './file-storage.ts';

/** Files under DATA_DIR/objects, or an S3-compatible bucket when S3_* are set (env.ts). */
export type ObjectStorageSettings = { kind: 'files' } | ({ kind: 's3' } & S3Settings);

export function createObjectStorage(
  settings: ObjectStorageSettings,
  dataDir: string,
): ObjectStorage & { close(): void } {
  if (settings.kind === 's3') return s3Storage(settings);
  return { ...fileStorage(join(dataDir, OBJECTS_FOLDER)), close: () => undefined };
}
