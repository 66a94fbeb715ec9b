import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadSettings } from '../env.ts';
import { createTestApp, type Answer, type TestApp } from '../test/app.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  // A stand-in for the built web app, so that its index.html and files are served as in production.
  webDir = mkdtempSync(join(tmpdir(), 'kinetic-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log("app");');
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

function csp(answer: Answer): Map<string, string[]> {
  const header = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(answer: Answer, what: string) {
  const policy = csp(answer);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  for (const [directive, values] of policy) {
    if (directive.startsWith('script') || directive === 'default-src') {
      expect(values, `${what}: ${directive}`).not.toContain("'unsafe-inline'");
      expect(values, `${what}: ${directive}`).not.toContain("'unsafe-eval'");
    }
  }
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(answer.headers['referrer-policy'], what).toBe('no-referrer');
  expect(answer.headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers on every answer', () => {
  it('API answers of every kind: strict CSP, nosniff, no framing, no referrer, never cached', async () => {
    const u = await t.user();
    const answers: [string, Answer, number][] = [
      ['GET /api/health', await t.call('GET', '/api/health'), 200],
      ['GET /api/config', await t.call('GET', '/api/config'), 200],
      ['GET /api/auth/me', await t.call('GET', '/api/auth/me', { token: u.token }), 200],
      ['GET /api/progress', await t.call('GET', '/api/progress', { token: u.token }), 200],
      ['GET /api/users/me/export', await t.call('GET', '/api/users/me/export', { token: u.token }), 200],
      [
        'POST /api/onboarding/waiver',
        await t.call('POST', '/api/onboarding/waiver', { token: u.token, body: { name: 'Sam Sample' } }),
        201,
      ],
      [
        'POST /api/auth/login (invalid)',
        await t.call('POST', '/api/auth/login', { body: { email: '' } }),
        400,
      ],
      ['POST /api/auth/login (bad JSON)', await t.call('POST', '/api/auth/login', { body: '{"email"' }), 400],
      ['GET /api/auth/me (no token)', await t.call('GET', '/api/auth/me'), 401],
      [
        'GET /api/users/admin/all (client)',
        await t.call('GET', '/api/users/admin/all', { token: u.token }),
        403,
      ],
      ['GET /api/nothing-here', await t.call('GET', '/api/nothing-here'), 404],
      [
        'GET /api/workouts/not-an-id',
        await t.call('GET', '/api/workouts/not-an-id', { token: u.token }),
        404,
      ],
    ];
    for (const [what, answer, status] of answers) {
      expect(answer.status, what).toBe(status);
      expectSecurityHeaders(answer, what);
      expect(answer.headers['cache-control'], what).toBe('no-store');
      expect(String(answer.headers['content-type']), what).toMatch(/^application\/json/);
    }
  });

  it("the web app's index.html (any page path) and its files carry the same headers", async () => {
    for (const path of ['/', '/dashboard', '/client/workouts/123']) {
      const page = await t.call('GET', path);
      expect(page.status, path).toBe(200);
      expect(String(page.headers['content-type']), path).toMatch(/^text\/html/);
      expect(page.body, path).toContain('<div id="root">');
      expectSecurityHeaders(page, path);
      // The page holds no data; it is revalidated so that a new release is picked up at once.
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    const asset = await t.call('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset, 'asset');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.call('GET', '/assets/missing.js');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'missing asset');
  });

  it('adds HSTS only when the public address is HTTPS', async () => {
    expect((await t.call('GET', '/api/health')).headers['strict-transport-security']).toBeUndefined();
    // The same database behind a second app that is told its public address is HTTPS.
    const dataDir = mkdtempSync(join(tmpdir(), 'kinetic-https-'));
    const https = await buildApp({
      settings: loadSettings({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO: '0',
        PUBLIC_URL: 'https://kinetic.test',
      }),
      database: t.database,
      webDir: null,
    });
    try {
      const raw = await https.inject({ method: 'GET', url: '/api/health' });
      const res: Answer = { status: raw.statusCode, headers: raw.headers, body: raw.json() };
      expect(res.status).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
      expectSecurityHeaders(res, 'https');
    } finally {
      await https.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
