import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real images for the photo tests, made with sharp: a camera-like JPEG (landscape pixels, EXIF
 * orientation 6, a GPS position and a camera name), a PNG, a WebP.
 */
export async function cameraJpeg(width = 600, height = 400): Promise<Buffer> {
  // Left half red, right half blue: once turned upright (90° clockwise), red is on top.
  const red = await sharp({ create: { width: width / 2, height, channels: 3, background: '#ff0000' } })
    .raw()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, raw: { width: width / 2, height, channels: 3 }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

export const plainImage = (format: 'png' | 'webp' | 'jpeg', width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background: '#33aa55' } })
    .toFormat(format)
    .toBuffer();

/**
 * A PNG of one colour that would decode to `side`² pixels (20000² is 400 megapixels, 1.2 GB as
 * RGB) and takes about 50 KB: written by hand (1-bit grey rows of zeros, deflated), since making it
 * with an image library would take the gigabytes it is about.
 */
export function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grey
  // Each row: filter byte 0, then side / 8 bytes of zeros.
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The start of an iPhone's HEIC photo: an ISO `ftyp` box with major brand `brand` and its
 * compatible brands, then the start of a `meta` box. Enough for anything that reads first bytes.
 */
export function heifStart(brand = 'heic'): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 40]), Buffer.from('meta', 'latin1'), Buffer.alloc(200)]);
}
