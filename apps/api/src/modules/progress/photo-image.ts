import {
  PHOTO_LONG_SIDE,
  PHOTO_MAX_PIXELS,
  PHOTO_STORED_MAX_BYTES,
  PHOTO_TEXTS,
  PHOTO_THUMB_SIDE,
} from '@kinetic/contracts/progress-photos';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../../lib/http-error.ts';
import { decodeInTurn } from './decode-turns.ts';
import { firstBytes, sniffImage } from './photo-sniff.ts';

// libvips' cache of operations keeps decoded images for reuse; an upload is never decoded twice
// (decodeInTurn bounds what is decoded at once instead).
sharp.cache(false);

/** What is stored of an upload: the photo and its thumbnail, both WebP, no metadata. */
export interface EncodedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export const PHOTO_CONTENT_TYPE = 'image/webp';

const refuse = (message: string) => new HttpError(400, message, [{ path: 'body', msg: message }]);

/**
 * libwebp's effort (0 to 6, default 4). 0 encodes a 2048 px photo in about 60% of the CPU time of
 * 2, for files 5 to 20% larger at the same quality (PSNR): what lets twenty uploads at once be
 * answered within 5 s on two cores (docs/decisions/0039-progress-photos.md).
 */
const WEBP_EFFORT = 0;

/** Qualities tried in turn until the photo fits PHOTO_STORED_MAX_BYTES. */
const QUALITIES = [82, 70, 55, 40];

/**
 * Decodes an upload (a file: it is never held in memory whole) and makes what is stored of it:
 * turned upright by its EXIF orientation, every piece of metadata left behind (EXIF, GPS, XMP,
 * ICC: sharp writes none unless told to), at most PHOTO_LONG_SIDE px on its long side and
 * PHOTO_STORED_MAX_BYTES, and a PHOTO_THUMB_SIDE px thumbnail. Of an animated WebP or PNG, the
 * first frame is taken (animated: false). Refuses (400) what is not a JPEG, PNG or WebP of at most
 * PHOTO_MAX_PIXELS, HEIF with a message of its own: the pixel count is read from the header
 * before anything is decoded, so a small file that would decode into gigabytes (a decompression
 * bomb) costs nothing. The file is decoded once, in its turn (decode-turns.ts), to the stored
 * size; the photo and its thumbnail are encoded from those pixels.
 */
export async function encodePhoto(upload: string): Promise<EncodedPhoto> {
  const format = sniffImage(await firstBytes(upload));
  if (format === 'heif') throw refuse(PHOTO_TEXTS.heic);
  if (!format) throw refuse(PHOTO_TEXTS.notAnImage);
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', animated: false } as const;
  let meta: Metadata;
  try {
    // The header only: the pixel count is checked here, with a message of its own.
    meta = await sharp(upload, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(PHOTO_TEXTS.notAnImage);
  }
  if (!meta.width || !meta.height || !['jpeg', 'png', 'webp'].includes(meta.format ?? ''))
    throw refuse(PHOTO_TEXTS.notAnImage);
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw refuse(PHOTO_TEXTS.tooManyPixels);

  const upright = () =>
    sharp(upload, options)
      .rotate()
      .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true });
  return decodeInTurn(async () => {
    let full: { data: Buffer; info: OutputInfo } | undefined;
    try {
      for (const quality of QUALITIES) {
        full = await upright().webp({ quality, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true });
        if (full.data.length <= PHOTO_STORED_MAX_BYTES) break;
      }
    } catch {
      // The header read well but the pixels do not (a truncated or corrupt file).
      throw refuse(PHOTO_TEXTS.notAnImage);
    }
    // From the stored photo, not the upload: a 2048 px WebP decodes in a fraction of a camera file's time.
    const thumb = await sharp(full!.data)
      .resize({ width: PHOTO_THUMB_SIDE, height: PHOTO_THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70, effort: WEBP_EFFORT })
      .toBuffer();
    return { full: full!.data, thumb, width: full!.info.width, height: full!.info.height };
  });
}
