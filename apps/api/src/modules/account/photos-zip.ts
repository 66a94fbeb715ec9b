import { Readable } from 'node:stream';
import type { ProgressPhoto } from '@kinetic/contracts/progress-photos';
import { ZipFile } from 'yazl';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';

/** A photo of the export: as the contract shows it, and where its image is kept. */
export type ExportedPhoto = ProgressPhoto & { fullKey: string };

/**
 * The person's progress photos as one zip, streamed: each image as stored (WebP, already
 * compressed, so stored uncompressed), read from the storage only when the zip reaches it (one
 * open at a time, however many there are), then photos.json listing them, written last so that it
 * can say which image could not be read (a photo deleted while the zip was being sent).
 */
export function photosZip(photos: readonly ExportedPhoto[], objects: ObjectStorage): Readable {
  const zip = new ZipFile();
  const listed: (ProgressPhoto & { file: string; missing?: true })[] = [];
  for (const { fullKey, ...photo } of photos) {
    const file = `photos/${photo.date}-${photo.pose}-${photo.id}.webp`;
    const entry: (typeof listed)[number] = { ...photo, file };
    listed.push(entry);
    zip.addReadStreamLazy(file, { compress: false, mtime: new Date(photo.createdAt) }, (done) => {
      objects.get(fullKey).then(
        (stream) => {
          if (!stream) entry.missing = true;
          done(null, stream ?? Readable.from([]));
        },
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.addReadStreamLazy('photos.json', (done) =>
    done(null, Readable.from([Buffer.from(`${JSON.stringify(listed, null, 2)}\n`)])),
  );
  zip.end();
  return Readable.from(zip.outputStream);
}
