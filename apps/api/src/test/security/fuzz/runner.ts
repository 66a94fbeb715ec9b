import fc from 'fast-check';
import type { CallSpec, Cell } from '../calls.ts';
import { CALLER_KINDS, type Ctx, type Fixture, type People } from '../fixture.ts';
import type { Keeper } from '../keeper.ts';
import { caseArb, type FuzzCase, type Mutation, type RouteShape } from './cases.ts';
import type { JsonSchema } from './schema-arbitrary.ts';
import { pct, resolve, type Pools } from './values.ts';

export interface RouteReport {
  route: string;
  cases: number;
  statuses: Record<number, number>;
  serverErrors: number;
  ms: number;
}

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}

export interface FuzzEnv {
  f: Fixture;
  openapi: OpenApi;
  /** People for the calls that change or end the caller's own account, and their keeper. */
  selfService: { people: People; keeper: Keeper };
}

const operation = (env: FuzzEnv, method: string, route: string) =>
  env.openapi.paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

/** What the generators need of a route: its path parameters, query and body schemas, allowed callers. */
export function routeShape(env: FuzzEnv, spec: CallSpec): RouteShape {
  const op = operation(env, spec.method, spec.route);
  const body = op?.requestBody?.content?.['application/json']?.schema;
  const query = Object.fromEntries(
    (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
  );
  // Import rows are free-form records: generate them like the items the same library takes.
  const recordSchema = spec.route.endsWith('/import')
    ? operation(env, 'POST', spec.route.replace(/\/import$/, ''))?.requestBody?.content?.['application/json']
        ?.schema
    : undefined;
  return {
    params: [...spec.route.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    query,
    ...(body ? { body } : {}),
    hints: recordSchema ? { recordSchema } : {},
    hasExample: Boolean(spec.body),
    allowed: CALLER_KINDS.filter((k) => spec.expect[k] < 300),
  };
}

function idPool(f: Fixture, ctx: Ctx, people: People): string[] {
  const nested = [ctx.workout, ctx.otherWorkout].flatMap((w) =>
    w.sets.flatMap((b) => [
      b.id,
      ...b.exercises.flatMap((e) => [e.id, e.exerciseId, ...e.sets.map((r) => r.id)]),
    ]),
  );
  return [
    ...Object.values(people).map((p) => p.id),
    ...Object.values(f.people).map((p) => p.id),
    f.spare.id,
    f.formerTrainer.id,
    // The context holds objects (a workout, a meal...) and plain ids or secrets set up per route.
    ...Object.values(ctx).flatMap((o) => (typeof o === 'string' ? [o] : o?.id ? [o.id] : [])),
    ...nested,
    ...Object.values(f.library).flatMap((l) => [l.approved, l.unapproved, l.editable]),
    '00000000-0000-0000-0000-000000000000',
  ];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function applyMutations(example: unknown, mutations: Mutation[], pools: Pools): unknown {
  const root = { value: structuredClone(example) } as Record<string, unknown>;
  for (const m of mutations) {
    const slots: [Record<string, unknown> | unknown[], string | number][] = [];
    const walk = (container: Record<string, unknown> | unknown[], key: string | number) => {
      slots.push([container, key]);
      const v = (container as Record<string, unknown>)[key as string];
      if (Array.isArray(v)) v.forEach((_, i) => walk(v, i));
      else if (v && typeof v === 'object')
        for (const k of Object.keys(v)) walk(v as Record<string, unknown>, k);
    };
    walk(root, 'value');
    const isLeaf = ([c, k]: (typeof slots)[number]) => {
      const v = (c as Record<string, unknown>)[k as string];
      return v === null || typeof v !== 'object';
    };
    const candidates = m.op === 'perturb' ? slots.filter(isLeaf) : slots;
    if (!candidates.length) continue;
    const [container, key] = candidates[m.at % candidates.length]!;
    const value = resolve(m.value, pools);
    const current = (container as Record<string, unknown>)[key as string];
    if (m.op === 'perturb') {
      const next =
        typeof current === 'boolean'
          ? !current
          : typeof current === 'number'
            ? m.alt.number
            : typeof current === 'string' && UUID.test(current)
              ? resolve(m.alt.id, pools)
              : typeof current === 'string' || current === null
                ? resolve(m.alt.text, pools)
                : current;
      (container as Record<string, unknown>)[key as string] = next;
    } else if (m.op === 'set') (container as Record<string, unknown>)[key as string] = value;
    else if (m.op === 'delete') {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
    } else {
      if (current && typeof current === 'object' && !Array.isArray(current))
        Object.defineProperty(current, m.key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return root.value;
}

function payloadOf(c: FuzzCase, example: () => unknown, pools: Pools): string | Buffer | undefined {
  // A binary body (an image upload) is sent as it is: mutations are for JSON.
  const binary = c.body.kind === 'example' || c.body.kind === 'proto' ? example() : undefined;
  if (binary instanceof Uint8Array) return Buffer.from(binary);
  switch (c.body.kind) {
    case 'none':
      return undefined;
    case 'raw':
      return c.body.text;
    case 'proto': {
      const text = JSON.stringify(example());
      return text.startsWith('{') ? `{"__proto__":{"roles":["CONSULTANT"]},${text.slice(1)}` : text;
    }
    case 'example':
      return JSON.stringify(applyMutations(example(), c.body.mutations, pools)) ?? 'null';
    default:
      return JSON.stringify(resolve(c.body.value, pools)) ?? 'null';
  }
}

/** The path parameters of `url`, in the route's order (as sent: still percent-encoded). */
function pathIds(route: string, url: string): string[] {
  const pattern = new RegExp(`^${route.replace(/:(\w+)/g, '([^/?]+)')}(?:\\?|$)`);
  return pattern.exec(url)?.slice(1) ?? [];
}

function urlOf(spec: CallSpec, c: FuzzCase, pools: Pools, exampleUrl: string): string {
  const names = [...spec.route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const example = pathIds(spec.route, exampleUrl);
  const path = spec.route.replace(/:(\w+)/g, (_, name: string) => {
    const v = resolve(c.params[name], { ...pools, param: [example[names.indexOf(name)] ?? 'none'] });
    return typeof v === 'string' ? v : pct(JSON.stringify(v));
  });
  const query = c.query
    .map(([k, raw]) => {
      const v = resolve(raw, pools);
      if (typeof v === 'string' && v.startsWith('raw:')) return `${pct(k)}=${v.slice(4)}`;
      return `${pct(k)}=${pct(typeof v === 'string' ? v : JSON.stringify(v))}`;
    })
    .join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * What a signed-out caller may be told: that the session is missing or over (401), or that the
 * request itself is malformed (400, 413, 414, 415: the URL, the JSON or a field's shape; and 404 for
 * a path id that is no UUID at all), which says nothing about what is stored. Never an answer that
 * comes from stored data: 2xx, 403, 404 for a real id, 409. (The matrix holds the exact answer, 401,
 * for well-formed requests.)
 */
function signedOutAnswer(status: number, url: string, spec: CallSpec): boolean {
  if ([400, 401, 413, 414, 415].includes(status)) return true;
  return status === 404 && pathIds(spec.route, url).some((id) => !UUID.test(decoded(id)));
}

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const seedFor = (seed: number, route: string) =>
  [...route].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, seed) >>> 0;

/**
 * Sends `runs` generated requests to one route and answers what came back. A case fails when the
 * server answers 5xx, an error without a message, or lets a signed-out caller past sign-in.
 */
export async function fuzzRoute(
  env: FuzzEnv,
  spec: CallSpec,
  runs: number,
  seed: number,
): Promise<RouteReport> {
  const { f } = env;
  const t = f.t;
  const shape = routeShape(env, spec);
  const people = spec.selfService ? env.selfService.people : f.people;
  const keeper = spec.selfService ? env.selfService.keeper : f.keeper;
  const requiresSignIn = Boolean(operation(env, spec.method, spec.route)?.security?.length);
  let routeCtx: Partial<Ctx> = spec.setup ? await spec.setup(f) : {};
  const report: RouteReport = {
    route: `${spec.method} ${spec.route}`,
    cases: 0,
    statuses: {},
    serverErrors: 0,
    ms: 0,
  };
  let failure = '';
  const started = performance.now();

  const property = fc.asyncProperty(caseArb(shape), async (c) => {
    const ctx = { ...f.ctx, ...routeCtx };
    const caller = c.caller === 'anonymous' ? null : people[c.caller];
    const cell: Cell = { f, ctx, kind: c.caller, caller };
    const pools: Pools = {
      id: idPool(f, ctx, people),
      email: [...Object.values(people).map((p) => p.email), 'nobody@example.com'],
      password: [caller?.password ?? 'Secret123', 'Wrong-password-1'],
      param: [],
    };
    const url = urlOf(spec, c, pools, spec.url(cell));
    const payload = payloadOf(c, () => spec.body?.(cell) ?? {}, pools);
    const authorization = c.authorization ?? (caller ? `Bearer ${caller.token}` : undefined);
    const res = await t.app.inject({
      method: spec.method,
      url,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(payload === undefined ? {} : { 'content-type': c.contentType }),
      },
      ...(payload === undefined ? {} : { payload }),
      // An event stream stays open: its head is the answer.
      ...(spec.headersOnly ? { payloadAsStream: true } : {}),
    });
    const text = spec.headersOnly ? await headOrBody(res) : res.body;
    report.cases++;
    report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
    let body: { error?: unknown } | undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const signedOut = c.authorization !== null || c.caller === 'anonymous' || c.caller === 'deactivated';
    const problem =
      res.statusCode >= 500
        ? 'a server error'
        : res.statusCode >= 400 && typeof body?.error !== 'string'
          ? 'an error without a message'
          : requiresSignIn && signedOut && !signedOutAnswer(res.statusCode, url, spec)
            ? 'a signed-out caller got past sign-in'
            : undefined;
    if (res.statusCode >= 500) report.serverErrors++;
    if (problem) {
      failure ||= `${problem}: ${spec.method} ${url} as ${c.caller} -> ${res.statusCode} ${res.body.slice(0, 500)}\nbody sent: ${String(payload).slice(0, 1000)}`;
      return false;
    }
    if (res.statusCode < 300 && spec.method !== 'GET') {
      // The call changed something: put back what the next cases rely on.
      if (spec.setup) routeCtx = await spec.setup(f);
      if (await keeper.changed()) {
        if ((await keeper.restore()) && !spec.selfService) await f.refreshObjects();
      }
    }
    return true;
  });

  try {
    await fc.assert(property, { numRuns: runs, seed: seedFor(seed, report.route), endOnFailure: true });
  } catch (error) {
    throw new Error(`${failure}\n\n${(error as Error).message}`);
  } finally {
    report.ms = Math.round(performance.now() - started);
  }
  return report;
}

/** An open stream's body is not read (it does not end); a refusal's is. */
async function headOrBody(res: { statusCode: number; stream: () => NodeJS.ReadableStream }): Promise<string> {
  const stream = res.stream();
  if (res.statusCode < 300) {
    (stream as unknown as { destroy: () => void }).destroy();
    return '';
  }
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}
