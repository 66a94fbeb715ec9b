import { PHOTO_LONG_SIDE, PHOTO_TEXTS, PHOTO_THUMB_SIDE } from '@kinetic/contracts/progress-photos';
import sharp from 'sharp';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { cameraJpeg, heifStart, plainImage, pngBomb } from '../../test/images.ts';
import { createTurnsOf } from './decode-turns.ts';
import { encodePhoto as encodeFile } from './photo-image.ts';
import { sniffImage } from './photo-sniff.ts';

// Uploads reach encodePhoto as files (photo-upload-body.ts streams them to disk).
const folder = mkdtempSync(join(tmpdir(), 'kinetic-photo-image-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const encodePhoto = (bytes: Buffer) => {
  const path = join(folder, `upload-${files++}`);
  writeFileSync(path, bytes);
  return encodeFile(path);
};

const refusal = async (upload: Buffer) => {
  const error = await encodePhoto(upload).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(400);
  return (error as HttpError).message;
};

describe('encodePhoto', () => {
  let camera: Buffer;
  beforeAll(async () => {
    camera = await cameraJpeg();
  });

  it('the camera JPEG carries what the test needs: orientation 6, GPS, a camera name', async () => {
    const meta = await sharp(camera).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.toString('latin1')).toContain('Secret Model 9');
    expect(meta.exif?.length).toBeGreaterThan(100);
  });

  it('turns it upright and keeps no metadata: no EXIF, no GPS, no orientation', async () => {
    const photo = await encodePhoto(camera);
    const meta = await sharp(photo.full).metadata();
    expect(meta.format).toBe('webp');
    // 600 x 400 pixels shown rotated: upright it is 400 wide, 600 high.
    expect([meta.width, meta.height, photo.width, photo.height]).toEqual([400, 600, 400, 600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo.full.includes(Buffer.from('Secret Model 9'))).toBe(false);
    expect(photo.full.includes(Buffer.from('GPS'))).toBe(false);
    // The red half was on the left; turned 90° clockwise it is on top.
    const { data } = await sharp(photo.full).raw().toBuffer({ resolveWithObject: true });
    const top = [data[(10 * 400 + 200) * 3]!, data[(10 * 400 + 200) * 3 + 2]!];
    const bottom = [data[(590 * 400 + 200) * 3]!, data[(590 * 400 + 200) * 3 + 2]!];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[1]).toBeLessThan(60);
    expect(bottom[0]).toBeLessThan(60);
    expect(bottom[1]).toBeGreaterThan(200);
    const thumb = await sharp(photo.thumb).metadata();
    expect([thumb.format, thumb.exif, Math.max(thumb.width, thumb.height)]).toEqual(['webp', undefined, 400]);
  });

  it('bounds a large photo to the long side and makes a small thumbnail', async () => {
    const photo = await encodePhoto(await plainImage('png', 4000, 3000));
    expect([photo.width, photo.height]).toEqual([PHOTO_LONG_SIDE, 1536]);
    const thumb = await sharp(photo.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([PHOTO_THUMB_SIDE, 300]);
  });

  it('takes PNG and WebP as well', async () => {
    for (const format of ['png', 'webp'] as const) {
      const photo = await encodePhoto(await plainImage(format));
      expect([photo.width, photo.height]).toEqual([320, 240]);
    }
  });

  it('refuses a decompression bomb (20000 x 20000 of one colour) before decoding it', async () => {
    const bomb = pngBomb();
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect(bomb.length).toBeLessThan(2_000_000);
    const started = Date.now();
    expect(await refusal(bomb)).toBe(PHOTO_TEXTS.tooManyPixels);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a text file, whatever it is called, and a truncated image', async () => {
    expect(await refusal(Buffer.from('just some text, saved as photo.jpg'))).toBe(PHOTO_TEXTS.notAnImage);
    expect(await refusal(Buffer.alloc(0))).toBe(PHOTO_TEXTS.notAnImage);
    // JPEG's first bytes, then nothing of an image.
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3]))).toBe(
      PHOTO_TEXTS.notAnImage,
    );
    const jpeg = await plainImage('jpeg');
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toBe(PHOTO_TEXTS.notAnImage);
  });

  it('sniffs the three formats by their first bytes', async () => {
    expect(sniffImage(await plainImage('jpeg'))).toBe('jpeg');
    expect(sniffImage(await plainImage('png'))).toBe('png');
    expect(sniffImage(await plainImage('webp'))).toBe('webp');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeUndefined();
    for (const brand of ['heic', 'heix', 'mif1']) expect(sniffImage(heifStart(brand))).toBe('heif');
    // An ISO file of another kind (an MP4 video) is not taken for a photo.
    expect(sniffImage(heifStart('isom'))).toBeUndefined();
  });

  it('refuses a HEIC photo by its first bytes, saying what to do, whatever it is called', async () => {
    for (const brand of ['heic', 'heix', 'mif1'])
      expect(await refusal(heifStart(brand))).toBe(PHOTO_TEXTS.heic);
  });

  it('a PNG sent as photo.jpg is taken as the PNG it is', async () => {
    const png = await plainImage('png');
    const photo = await encodePhoto(png);
    expect([photo.width, photo.height]).toEqual([320, 240]);
  });
});

describe('decode turns', () => {
  it('runs at most so many at once, the others in order of arrival, and passes on failures', async () => {
    const inTurn = createTurnsOf(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) =>
      inTurn(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        order.push(n);
        if (n === 3) throw new Error('bad file');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(work));
    expect(most).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([1, 2]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // The failure gave its turn back: one more runs at once as before.
    expect(await work(7)).toBe(7);
  });
});
