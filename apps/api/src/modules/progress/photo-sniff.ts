import { open } from 'node:fs/promises';

/** What an upload's first bytes say it is: one of the formats taken, a HEIF photo, or neither. */
export type Sniffed = 'jpeg' | 'png' | 'webp' | 'heif' | undefined;

/** How many first bytes sniffImage needs. */
export const SNIFF_BYTES = 16;

/**
 * HEIF brands (an ISO box `ftyp` at byte 4, its major brand at 8): iPhones' photos (heic, heix,
 * mif1, msf1 and their sequences). Refused with their own message, since the reader cannot
 * decode them and their owner can change the camera's format.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The format, by the first bytes: JPEG, PNG, WebP (RIFF....WEBP), HEIF; never by a name or type. */
export function sniffImage(bytes: Buffer): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (
    bytes.subarray(4, 8).toString('latin1') === 'ftyp' &&
    HEIF_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))
  )
    return 'heif';
  return undefined;
}

/** The first bytes of a file (fewer when it is shorter). */
export async function firstBytes(path: string, count = SNIFF_BYTES): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await file.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
