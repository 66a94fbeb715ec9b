import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const html = '<!doctype html><title>Kinetic</title><div id="root"></div>';
const workoutHtml =
  '<!doctype html><title>Kinetic</title><link rel="modulepreload" href="/assets/workout-1.js"><div id="root"></div>';
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

let t: TestApp;
beforeAll(async () => {
  // A build as apps/web/precompress.ts leaves it: each text file with a .br and a .gz copy.
  const webDir = mkdtempSync(join(tmpdir(), 'kinetic-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, 'pages'));
  // And, as apps/web/page-preloads.ts leaves them, a page path's own copy of index.html.
  writeFileSync(
    join(webDir, 'pages/index.json'),
    JSON.stringify([
      ['/client/workouts/:id', 'pages/workout.html', 'sha256-d29ya291dCBwYWdlJ3Mgb3duIHNjcmlwdA=='],
      ['/dashboard', 'pages/dashboard.html', null],
    ]),
  );
  for (const [path, text] of [
    ['index.html', html],
    ['pages/workout.html', workoutHtml],
    ['pages/dashboard.html', html],
    ['assets/index-abc123.js', script],
  ] as const) {
    writeFileSync(join(webDir, path), text);
    writeFileSync(join(webDir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(webDir, `${path}.gz`), gzipSync(text));
  }
  writeFileSync(join(webDir, 'assets/plain-def456.css'), 'body{margin:0}');
  // What vite-plugin-pwa adds: the service worker and the manifest, at the root.
  writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(webDir, 'manifest.webmanifest'), '{"name":"Kinetic"}');
  t = await createTestApp({ webDir });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app files', () => {
  it('serves the service worker as a script that the browser checks for updates on every visit', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/worker-src 'self'/);
  });

  it('serves the manifest as a web app manifest, allowed by the page policy', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/manifest-src 'self'/);
  });

  it('a browser that accepts Brotli gets the Brotli copy of a script, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('one that accepts only gzip gets the gzip copy; one that accepts neither gets the file', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a page path answers index.html compressed, not to be cached', async () => {
    const res = await get('/client/workouts', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it("a path the build wrote a page for answers that page, naming its screens' code", async () => {
    const res = await get('/client/workouts/8d1f0c52-4c1e-4d59-9a4b-0f5a3d2c1e77', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(workoutHtml);
    // Only that path: the list above it, and a longer path, are the plain page.
    for (const path of ['/client/workouts', '/client/workouts/', '/client/workouts/1/edit']) {
      const other = await get(path);
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(html);
    }
  });

  it("a page with its own inline script lets that script, and only it, run besides the app's files", async () => {
    const policy = (res: Awaited<ReturnType<typeof get>>) =>
      String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src'))
        ?.trim();
    const workout = await get('/client/workouts/8d1f0c52-4c1e-4d59-9a4b-0f5a3d2c1e77');
    expect(policy(workout)).toBe("script-src 'self' 'sha256-d29ya291dCBwYWdlJ3Mgb3duIHNjcmlwdA=='");
    for (const path of ['/dashboard', '/client/workouts', '/login'])
      expect(policy(await get(path)), path).toBe("script-src 'self'");
  });

  it('a file without compressed copies is sent as it is', async () => {
    const res = await get('/assets/plain-def456.css', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body{margin:0}');
  });
});
