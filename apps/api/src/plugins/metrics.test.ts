import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testSettings, type TestApp } from '../test/app.ts';

const TOKEN = 'metrics-token-of-this-test-0123456789';

/** One sample's value in the text format: `name{labels} value`. */
const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: testSettings({ METRICS_TOKEN: TOKEN }) });
  });
  afterAll(() => t.close());

  it('answers only the bearer of the metrics token', async () => {
    expect((await t.call('GET', '/metrics')).status).toBe(401);
    expect((await t.call('GET', '/metrics', { token: `${TOKEN}x` })).status).toBe(401);
    const trainer = await t.user({ roles: ['TRAINER'] });
    // A signed-in person's token is not the operators' token.
    expect((await t.call('GET', '/metrics', { token: trainer.token })).status).toBe(401);
    const res = await t.call('GET', '/metrics', { token: TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts requests by route pattern, not by URL, and the kept answers read', async () => {
    const { client, trainer } = await t.twoTrainersWithClients();
    const made = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: {
        name: 'Metrics day',
        scheduledDate: '2030-01-07',
        assignedTo: client.id,
        sets: [{ exercises: [] }],
      },
    });
    // The plan needs no exercise for the count: a refused body is an answered request too.
    expect(made.status).toBe(400);
    const library = await t.call('GET', '/api/libraries/exercises?limit=5', { token: trainer.token });
    expect(library.status).toBe(200);
    await t.call('GET', '/api/libraries/exercises?limit=5', { token: trainer.token });
    await t.call('GET', '/api/workouts/00000000-0000-4000-8000-000000000000', { token: client.token });

    const text = (await t.call('GET', '/metrics', { token: TOKEN })).body as string;
    expect(sample(text, 'kinetic_http_requests_total', 'route="/api/workouts",status="400"')).toBe(1);
    expect(sample(text, 'kinetic_http_requests_total', 'route="/api/workouts/:id",status="404"')).toBe(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    // The same page twice: built once, then sent as kept.
    expect(sample(text, 'kinetic_cache_misses', 'cache="library-pages"')).toBe(1);
    expect(sample(text, 'kinetic_cache_hits', 'cache="library-pages"')).toBe(1);
    expect(text).toMatch(/^kinetic_event_streams 0$/m);
    expect(text).toMatch(/^kinetic_process_cpu_seconds_total /m);
  });
});

describe('CACHE_MAX_BYTES=0', () => {
  it('keeps nothing: every read is built, and answers the same', async () => {
    const t = await createTestApp({ settings: testSettings({ CACHE_MAX_BYTES: '0', METRICS_TOKEN: TOKEN }) });
    try {
      const trainer = await t.user({ roles: ['TRAINER'] });
      const first = await t.call('GET', '/api/libraries/exercises?limit=5', { token: trainer.token });
      const second = await t.call('GET', '/api/libraries/exercises?limit=5', { token: trainer.token });
      expect(second).toMatchObject({ status: 200, body: first.body });
      const text = (await t.call('GET', '/metrics', { token: TOKEN })).body as string;
      expect(sample(text, 'kinetic_cache_misses', 'cache="library-pages"')).toBe(2);
      expect(sample(text, 'kinetic_cache_hits', 'cache="library-pages"')).toBe(0);
      expect(sample(text, 'kinetic_cache_entries', 'cache="library-pages"')).toBe(0);
    } finally {
      await t.close();
    }
  });
});
