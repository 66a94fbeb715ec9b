import {
  PHOTO_LONG_SIDE,
  PHOTO_MAX_PIXELS,
  PHOTO_STORED_MAX_BYTES,
  PHOTO_TEXTS,
  PHOTO_THUMB_SIDE,
} from '@kinetic/contracts/progress-photos';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../../lib/http-error.ts';

/** What is stored of an upload: the photo and its thumbnail, both WebP, no metadata. */
export interface EncodedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export const PHOTO_CONTENT_TYPE = 'image/webp';

const refuse = (message: string) => new HttpError(400, message, [{ path: 'body', msg: message }]);

/** The formats taken, by their first bytes: JPEG, PNG, WebP (RIFF....WEBP). */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** Qualities tried in turn until the photo fits PHOTO_STORED_MAX_BYTES. */
const QUALITIES = [82, 70, 55, 40];

/**
 * Decodes an upload and makes what is stored of it: turned upright by its EXIF orientation, every
 * piece of metadata left behind (EXIF, GPS, XMP, ICC: sharp writes none unless told to), at most
 * PHOTO_LONG_SIDE px on its long side and PHOTO_STORED_MAX_BYTES, and a PHOTO_THUMB_SIDE px
 * thumbnail. Of an animated WebP or PNG, the first frame is taken
 * (animated: false). Refuses (400) what is not a JPEG, PNG or WebP of at most PHOTO_MAX_PIXELS: the
 * pixel count is read from the header before anything is decoded, so a small file that would
 * decode into gigabytes (a decompression bomb) costs nothing.
 */
export async function encodePhoto(upload: Buffer): Promise<EncodedPhoto> {
  if (!sniffImage(upload)) throw refuse(PHOTO_TEXTS.notAnImage);
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

  const upright = (side: number) =>
    sharp(upload, options)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  try {
    let full: { data: Buffer; info: OutputInfo } | undefined;
    for (const quality of QUALITIES) {
      full = await upright(PHOTO_LONG_SIDE).webp({ quality }).toBuffer({ resolveWithObject: true });
      if (full.data.length <= PHOTO_STORED_MAX_BYTES) break;
    }
    const thumb = await upright(PHOTO_THUMB_SIDE).webp({ quality: 70 }).toBuffer();
    return { full: full!.data, thumb, width: full!.info.width, height: full!.info.height };
  } catch {
    // The header read well but the pixels do not (a truncated or corrupt file).
    throw refuse(PHOTO_TEXTS.notAnImage);
  }
}
