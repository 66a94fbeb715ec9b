import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// The OpenAPI document at /api/docs is what an integrator builds a client from: generated from the
// running app, it must pass Redocly's `recommended` rules without an error.
//
// Warnings that remain, on purpose:
// - info-license: the app is not published under a license.
// - no-ambiguous-paths: /api/workouts/client/{clientId} and /api/workouts/{id}/copy (and
//   /complete, /copies, /schedule, /template) can match the same URL in theory; ids are UUIDs,
//   never "client", and the paths are used by the web app as they are.
// - operation-4xx-response on GET /api/health and GET /api/config: they take no input and need no
//   session, so they answer no 4xx.

let t: TestApp;
let document: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  document = res.body;
});
afterAll(() => t.close());

type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error, and only the known warnings", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
    const warnings = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`).sort();
    expect(warnings).toEqual([
      'info-license #/info',
      'no-ambiguous-paths #/paths/~1api~1workouts~1{id}~1complete',
      'no-ambiguous-paths #/paths/~1api~1workouts~1{id}~1copies',
      'no-ambiguous-paths #/paths/~1api~1workouts~1{id}~1copy',
      'no-ambiguous-paths #/paths/~1api~1workouts~1{id}~1schedule',
      'no-ambiguous-paths #/paths/~1api~1workouts~1{id}~1template',
      'operation-4xx-response #/paths/~1api~1config/get/responses',
      'operation-4xx-response #/paths/~1api~1health/get/responses',
    ]);
  });

  it('gives every operation a summary, a unique operationId, its security and its error answers', () => {
    const doc = JSON.parse(document) as { paths: Record<string, Record<string, Operation>> };
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, where).toBeTruthy();
        expect(op.operationId, where).toMatch(/^[a-z]+[A-Za-z]*$/);
        expect(ids.has(op.operationId!), where).toBe(false);
        ids.add(op.operationId!);
        expect(op.security, where).toBeDefined();
        const signedIn = op.security!.length > 0;
        if (signedIn) expect(op.responses['401'], where).toBeDefined();
        if (path.includes('{')) expect(op.responses['404'], where).toBeDefined();
        // Every error answers `{ error, errors? }`.
        for (const [code, answer] of Object.entries(op.responses)) {
          if (!code.startsWith('4')) continue;
          const schema = answer.content?.['application/json']?.schema as { required?: string[] } | undefined;
          expect(schema?.required, `${where} ${code}`).toEqual(['error']);
        }
      }
    }
    expect(ids.size).toBeGreaterThan(60);
  });

  it('names the public operations as such and the signed-in ones as bearer', () => {
    const doc = JSON.parse(document) as { paths: Record<string, Record<string, Operation>> };
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    expect(doc.paths['/api/workouts/{id}']!.get!.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/api/progress']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '429']),
    );
  });
});
