import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../app.ts';
import { CALLS, routeKey, type CallSpec } from '../calls.ts';
import { createFixture } from '../fixture.ts';
import { keepPeople } from '../keeper.ts';
import { RELAXED_AUTH_LIMITS, RELAXED_INVITATION_LIMITS, RELAXED_USER_LIMITS } from '../limits.ts';
import { registeredRoutes } from '../registered-routes.ts';
import { changedTables, dbDigest } from '../db-digest.ts';
import { storedRowProblems } from '../stored-rows.ts';
import { fuzzRoute, type FuzzEnv, type RouteReport } from './runner.ts';

/** The seed of every run: FUZZ_SEED, or a fixed default, so that a run can be repeated exactly. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED || 20261121);

/** One route per matrix route: the first (plain) row of each gives the callers and a valid body. */
const ROUTES: CallSpec[] = CALLS.filter((c, i) => CALLS.findIndex((x) => routeKey(x) === routeKey(c)) === i);

/**
 * Fuzzes every route of the API with `runs` generated requests each (FUZZ_RUNS overrides it):
 * bodies from the contract schemas and from mutated valid bodies, query strings, path ids (the
 * fixture's own and other people's objects, random and malformed ones), from every kind of caller.
 */
export function defineFuzzSuite(defaultRuns: number) {
  const runs = Number(process.env.FUZZ_RUNS || defaultRuns);
  let t: TestApp;
  let env: FuzzEnv;
  const reports: RouteReport[] = [];
  let objectsUsed = false;

  beforeAll(async () => {
    t = await createTestApp({
      authLimits: RELAXED_AUTH_LIMITS,
      userLimits: RELAXED_USER_LIMITS,
      invitationLimits: RELAXED_INVITATION_LIMITS,
    });
    const f = await createFixture(t);
    const people = await f.freshPeople();
    env = {
      f,
      openapi: (await t.call('GET', '/api/docs')).body,
      selfService: { people, keeper: await keepPeople(t, Object.values(people)) },
    };
  });

  afterAll(async () => {
    const lines = reports.map(
      (r) =>
        `${r.route.padEnd(44)} ${String(r.cases).padStart(6)} cases  5xx: ${r.serverErrors}  ${String(r.ms).padStart(6)} ms  ` +
        Object.entries(r.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
    );
    const total = reports.reduce((n, r) => n + r.cases, 0);
    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const summary = `fuzzing on ${db}, seed ${FUZZ_SEED}, ${runs} cases per route: ${reports.length} routes, ${total} cases, ${reports.reduce((n, r) => n + r.serverErrors, 0)} server errors`;
    console.log([summary, ...lines].join('\n'));
    if (process.env.FUZZ_REPORT) {
      writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ db, seed: FUZZ_SEED, runs, reports }, null, 2));
    }
    await t?.close();
  });

  describe(`fuzzing every route (${runs} cases each, seed ${FUZZ_SEED})`, () => {
    it('covers every route the app registers', () => {
      expect(ROUTES.map(routeKey).sort()).toEqual(registeredRoutes(t.app));
    });

    it.each(ROUTES.map((spec) => [routeKey(spec), spec] as const))('%s', async (_name, spec) => {
      const writes = spec.method !== 'GET';
      // Put back what the last route changed: the callers' accounts, and (after writes) the objects.
      if ((await env.f.keeper.changed()) && (await env.f.keeper.restore())) objectsUsed = true;
      if (objectsUsed) await env.f.refreshObjects();
      objectsUsed = writes;
      const before = await dbDigest(t);
      const report = await fuzzRoute(env, spec, runs, FUZZ_SEED);
      reports.push(report);
      expect(report.cases).toBe(runs);
      expect(report.serverErrors).toBe(0);
      // Reads change nothing; after writes, never a half-valid row in the tables they wrote (the
      // last test checks every table once more). And the server still answers.
      const written = changedTables(before, await dbDigest(t));
      if (!writes) expect(written).toEqual([]);
      else expect(await storedRowProblems(t, written)).toEqual([]);
      expect((await t.call('GET', '/api/health')).status).toBe(200);
    });

    it('leaves every stored row valid', async () => {
      expect(await storedRowProblems(t)).toEqual([]);
    });
  });
}
