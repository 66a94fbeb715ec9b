import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { jsonDepthExceeds, MAX_BODY_DEPTH, TOO_DEEP } from './json-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('deeply nested JSON bodies', () => {
  // A body nested 10,000 levels deep used to overflow the stack of the code walking it: 500.
  it.each([
    ['arrays', nestedArrays],
    ['objects', nestedObjects],
  ])('nested %s: 400 with a sentence, before sign-in, at any depth up to the body limit', async (_, nest) => {
    for (const depth of [MAX_BODY_DEPTH + 1, 10_000, 150_000]) {
      const res = await t.call('POST', '/api/auth/login', { body: nest(depth) });
      expect(res.status, `depth ${depth}`).toBe(400);
      expect(res.body).toEqual({ error: TOO_DEEP });
    }
    const register = await t.call('POST', '/api/auth/register', { body: nest(50_000) });
    expect(register).toMatchObject({ status: 400, body: { error: TOO_DEEP } });
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });

  it('a signed-in call too: 400, nothing stored', async () => {
    const client = await t.user({ roles: ['CLIENT'] });
    const body = `{"type":"Body weight","value":80,"unit":"kg","date":"2026-01-01","notes":${nestedObjects(20_000)}}`;
    const res = await t.call('POST', '/api/progress', { token: client.token, body });
    expect(res).toMatchObject({ status: 400, body: { error: TOO_DEEP } });
    const [row] = await t.rows(sql`select count(*)::int as n from progress_entries`);
    expect(row.n).toBe(0);
  });

  it('a signed-out call to a signed-in route still hears 401 first', async () => {
    const res = await t.call('POST', '/api/progress', { body: nestedArrays(20_000) });
    expect(res.status).toBe(401);
  });

  it('bodies nested as deep as the limit are parsed as usual', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      body: `{"email":"a@example.com","password":"x","extra":${nestedArrays(MAX_BODY_DEPTH - 1)}}`,
    });
    expect(res.status).toBe(401);
  });
});

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(jsonDepthExceeds('["[[[[[[", "{{{{{{"]', 1)).toBe(false);
    expect(jsonDepthExceeds('["\\"[[[[", 1]', 1)).toBe(false);
    expect(jsonDepthExceeds('["\\\\", [[1]]]', 2)).toBe(true);
    expect(jsonDepthExceeds('[], [], []', 1)).toBe(false);
  });
});
