import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_POSES, type PhotoPose } from '@kinetic/contracts/progress-photos';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import { encodePhoto, PHOTO_CONTENT_TYPE } from '../../modules/progress/photo-image.ts';

/** A placeholder photo of a pose: a figure on a tinted ground, a little slimmer each week. */
async function posePhoto(pose: PhotoPose, week: number): Promise<Buffer> {
  const waist = 70 - week * 4;
  const tint = ['#e2e8f0', '#dbeafe', '#dcfce7'][week % 3];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="${tint}"/>
    <circle cx="300" cy="150" r="60" fill="#64748b"/>
    <rect x="${300 - waist}" y="220" width="${waist * 2}" height="300" rx="40" fill="#64748b"/>
    <rect x="${300 - waist + 10}" y="520" width="40" height="220" fill="#64748b"/>
    <rect x="${300 + waist - 50}" y="520" width="40" height="220" fill="#64748b"/>
    <text x="300" y="780" font-size="36" text-anchor="middle" fill="#334155">${pose}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Sam's photos of last week's check-in (0) and this week's (1), encoded as an upload is and stored
 * before the seed's transaction.
 */
export async function storeDemoCheckInPhotos(objects: ObjectStorage, weeks = [0, 1]) {
  const stored = new Map<
    number,
    { id: string; pose: PhotoPose; keys: string[]; width: number; height: number; bytes: number }[]
  >();
  const folder = mkdtempSync(join(tmpdir(), 'kinetic-demo-photos-'));
  try {
    for (const week of weeks) {
      const photos = [];
      for (const pose of PHOTO_POSES) {
        // Encoded from a file, as an upload is (streamed to disk first).
        const upload = join(folder, `${pose}-${week}.jpg`);
        writeFileSync(upload, await posePhoto(pose, week));
        const encoded = await encodePhoto(upload);
        const id = randomUUID();
        // The client's folder is not known yet (the demo's people are made in the transaction).
        const keys = [`progress-photos/demo/${id}-full.webp`, `progress-photos/demo/${id}-thumb.webp`];
        await objects.put(keys[0]!, encoded.full, PHOTO_CONTENT_TYPE);
        await objects.put(keys[1]!, encoded.thumb, PHOTO_CONTENT_TYPE);
        photos.push({
          id,
          pose,
          keys,
          width: encoded.width,
          height: encoded.height,
          bytes: encoded.full.length,
        });
      }
      stored.set(week, photos);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return stored;
}
export type DemoCheckInPhotos = Awaited<ReturnType<typeof storeDemoCheckInPhotos>>;
