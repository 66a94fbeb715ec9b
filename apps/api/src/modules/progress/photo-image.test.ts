import { PHOTO_LONG_SIDE, PHOTO_TEXTS, PHOTO_THUMB_SIDE } from '@kinetic/contracts/progress-photos';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { cameraJpeg, plainImage, pngBomb } from '../../test/images.ts';
import { encodePhoto, sniffImage } from './photo-image.ts';

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
  });
});
