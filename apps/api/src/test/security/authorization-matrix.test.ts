import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { CALLS, routeKey, type CallSpec, type Cell } from './calls.ts';
import { changedTables, dbDigest, type Digest } from './db-digest.ts';
import { CALLER_KINDS, createFixture, type CallerKind, type Fixture, type People } from './fixture.ts';
import { RELAXED_AUTH_LIMITS, RELAXED_INVITATION_LIMITS, RELAXED_USER_LIMITS } from './limits.ts';
import { registeredRoutes } from './registered-routes.ts';

let t: TestApp;
let f: Fixture;

beforeAll(async () => {
  // The sign-in limits have their own tests; here they would only get in the way of the many sign-ins.
  t = await createTestApp({
    authLimits: RELAXED_AUTH_LIMITS,
    userLimits: RELAXED_USER_LIMITS,
    invitationLimits: RELAXED_INVITATION_LIMITS,
  });
  f = await createFixture(t);
});
afterAll(() => t?.close());

/** The database's digest as the last refused cell left it; unknown once anything may have changed. */
let known: Digest | undefined;

/** Runs one cell; answers what went wrong, or nothing. */
async function runCell(spec: CallSpec, kind: CallerKind, people: People): Promise<string | undefined> {
  const caller = kind === 'anonymous' ? null : people[kind];
  if (spec.setup) known = undefined;
  const ctx = { ...f.ctx, ...(spec.setup ? await spec.setup(f, caller) : {}) };
  const cell: Cell = { f, ctx, kind, caller };
  const token =
    spec.freshSession && caller && kind !== 'deactivated' ? await f.signIn(caller) : caller?.token;
  const expected = spec.expect[kind];
  // A refused call must leave every app table as it was.
  const before = expected >= 300 ? (known ?? (await dbDigest(t))) : undefined;
  known = undefined;
  const res = await t.call(spec.method, spec.url(cell), {
    token,
    body: spec.body?.(cell),
    ...(spec.headers && { headers: spec.headers(cell) }),
    headersOnly: spec.headersOnly,
  });
  if (res.status !== expected)
    return `${kind}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`;
  if (before) {
    const after = await dbDigest(t);
    const changed = changedTables(before, after);
    if (changed.length) return `${kind}: answered ${res.status} but changed ${changed.join(', ')}`;
    known = after;
  }
  if (res.status >= 400 && typeof res.body?.error !== 'string')
    return `${kind}: ${res.status} without an error message`;
  if (res.status < 300) {
    try {
      spec.verify?.(cell, res);
    } catch (error) {
      return `${kind}: ${(error as Error).message}`;
    }
  }
  return undefined;
}

describe('the authorization matrix', () => {
  it('lists every route the app registers, and only those', () => {
    const registered = registeredRoutes(t.app);
    const inMatrix = [...new Set(CALLS.map(routeKey))].sort();
    expect(
      registered.filter((r) => !inMatrix.includes(r)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      inMatrix.filter((r) => !registered.includes(r)),
      'matrix rows for unknown routes',
    ).toEqual([]);
  });

  it.each(
    CALLS.map((spec) => [`${routeKey(spec)}${spec.variant ? ` (${spec.variant})` : ''}`, spec] as const),
  )('%s', async (_name, spec) => {
    known = undefined;
    const people = spec.selfService ? await f.freshPeople() : f.people;
    const problems: string[] = [];
    for (const kind of CALLER_KINDS) {
      const problem = await runCell(spec, kind, people);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it(`has ${CALLS.length} rows of ${CALLER_KINDS.length} callers`, () => {
    console.log(
      `authorization matrix: ${new Set(CALLS.map(routeKey)).size} routes, ${CALLS.length} rows, ` +
        `${CALLS.length * CALLER_KINDS.length} cells`,
    );
    expect(CALLS.length).toBeGreaterThan(0);
  });
});
