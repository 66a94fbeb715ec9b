import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kinetic-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Kinetic</title><div id="root"></div>');
  t = await createTestApp({ webDir });
});
afterAll(() => t.close());

describe('operations', () => {
  it('has no /metrics without METRICS_TOKEN: metrics are off by default', async () => {
    const res = await t.call('GET', '/metrics', { token: 'metrics-token-of-this-test-0123456789' });
    // The path is then a page path like any other: the web app answers it.
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(String(res.body)).not.toContain('kinetic_http_requests_total');
  });

  it('GET /api/health answers ok while the database answers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('GET /api/config answers the product name and contact, and no demo accounts outside demo mode', async () => {
    const res = await t.call('GET', '/api/config');
    expect(res.body).toEqual({
      appName: 'Kinetic',
      contactEmail: 'privacy@kinetic.example',
      contactPhone: '+1 (555) 010-0199',
      contactAddress: '100 Market Street, Springfield, USA',
      demo: false,
      demoAccounts: null,
      mfaRequiredRoles: [],
    });
  });

  it('GET /api/docs describes every auth call from the contracts', async () => {
    const res = await t.call('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const path of ['register', 'login', 'logout', 'me', 'forgot-password', 'reset-password']) {
      expect(Object.keys(res.body.paths)).toContain(`/api/auth/${path}`);
    }
    const login = res.body.paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('security headers and unknown paths', () => {
  it('every answer carries a strict CSP, nosniff, frame denial and a referrer policy', async () => {
    for (const url of ['/api/health', '/login', '/api/nothing-here']) {
      const res = await t.call('GET', url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // Not behind HTTPS here, so no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('an unknown API path answers JSON 404; any other path answers the web app', async () => {
    const api = await t.call('GET', '/api/nothing-here');
    expect(api).toMatchObject({ status: 404, body: { error: 'Not found' } });
    const page = await t.call('GET', '/trainer/clients/123');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.body)).toContain('<div id="root">');
    const withQuery = await t.call('GET', '/login?email=ann@example.com');
    expect(withQuery.status).toBe(200);
    const missingAsset = await t.call('GET', '/assets/index-old.js');
    expect(missingAsset.status).toBe(404);
  });
});

describe('behind HTTPS', () => {
  it('sends HSTS when the public URL is https', async () => {
    const { loadSettings } = await import('../../env.ts');
    const { buildApp } = await import('../../app.ts');
    const app = await buildApp({
      settings: loadSettings({
        PUBLIC_URL: 'https://coach.example.com',
        LOG_LEVEL: 'silent',
        DEMO: '0',
        DATA_DIR: webDir,
      }),
      database: t.database,
      webDir: null,
    });
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });
});
