// Progress photos under load (bench/README.md): twenty 8 MB camera photos uploaded at once, the API's
// resident memory sampled through them; then a thumbnail's read against a bare route of the same bytes.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';
import sharp from 'sharp';

export const UPLOADS = '20 concurrent 8 MB photo uploads (POST /api/progress/photos)';
export const THUMBNAIL = 'a progress photo thumbnail read (GET /api/progress/photos/{id}/thumb)';
const COUNT = 20;
const TARGET_MB = 300;
const TARGET_MS = 5000;

/**
 * A camera-like JPEG of about 8 MB: 4000 x 3000, fine grain over smooth shapes (a phone's sensor
 * noise is what makes its photos that large), at quality 94. `seed` makes each one different.
 */
export async function cameraPhoto(seed) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    // A cheap xorshift: random enough for an encoder, fast enough for 36 million bytes.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const p = i / 3;
    const shape = 128 + 90 * Math.sin((p % width) / (300 + seed * 40)) * Math.cos(p / width / 250);
    pixels[i] = shape + ((x & 127) - 64) * 0.8;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 94 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

/** The process's resident memory now (VmRSS), in MB. */
const rssNow = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/**
 * Each of `clients` (signed in: { token }) uploads one photo, all at once; the API's RSS is read
 * every 20 ms meanwhile. Answers each upload's status and time, and the RSS before and at its peak.
 */
export async function measureUploads({ base, apiPid, clients, photos, log }) {
  log(`measuring: ${UPLOADS}, ${photos.map((p) => (p.length / 2 ** 20).toFixed(1)).join(', ')} MB`);
  const before = rssNow(apiPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssNow(apiPid))), 20);
  const today = new Date().toISOString().slice(0, 10);
  try {
    const answers = await Promise.all(
      clients.slice(0, COUNT).map(async (client, i) => {
        const started = performance.now();
        const res = await fetch(`${base}/api/progress/photos?date=${today}&pose=front`, {
          method: 'POST',
          headers: { authorization: `Bearer ${client.token}`, 'content-type': 'image/jpeg' },
          body: photos[i % photos.length],
        });
        const body = await res.json();
        return { status: res.status, ms: performance.now() - started, photo: body.photo };
      }),
    );
    peak = Math.max(peak, rssNow(apiPid));
    return { answers, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** The uploads' line of the table. */
export function uploadsLine({ answers, before, peak }) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const failed = answers.filter((a) => a.status !== 201).length;
  const ok = peak < TARGET_MB && ms.at(-1) < TARGET_MS && failed === 0;
  return [
    `\n${UPLOADS}\n`,
    '| uploads | failed | answer p50 ms | slowest ms | API RSS before MB | API RSS peak MB | target |',
    '|---:|---:|---:|---:|---:|---:|---|',
    `| ${answers.length} | ${failed} | ${ms[Math.floor(ms.length / 2)].toFixed(0)} | ${ms.at(-1).toFixed(0)} | ${before.toFixed(0)} | ${peak.toFixed(0)} | RSS < ${TARGET_MB} MB, each < ${TARGET_MS} ms, none failed: ${ok ? 'met' : 'MISSED'} |`,
  ].join('\n');
}
