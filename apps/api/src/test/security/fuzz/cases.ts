import fc from 'fast-check';
import { CALLER_KINDS, type CallerKind } from '../fixture.ts';
import { fromSchema, type JsonSchema, type SchemaHints } from './schema-arbitrary.ts';
import {
  anyText,
  chaos,
  MASS_ASSIGNMENT_KEYS,
  nastyDate,
  nastyNumber,
  nastyString,
  pct,
  ref,
  Ref,
} from './values.ts';

/**
 * A change to a valid body: `set` puts any value somewhere, `delete` drops a field or element,
 * `extra` adds a field, `perturb` swaps a leaf for another of the same type (text for text, a number
 * for a number, another id for an id), which keeps the body close to valid.
 */
export interface Mutation {
  at: number;
  op: 'set' | 'delete' | 'extra' | 'perturb';
  key: string;
  value: unknown;
  alt: { text: unknown; number: number; id: unknown };
}

export type BodyChoice =
  | { kind: 'schema'; value: unknown }
  | { kind: 'example'; mutations: Mutation[] }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'proto' }
  | { kind: 'none' };

/** One generated request: who sends it, the path ids, the query string and the body. */
export interface FuzzCase {
  caller: CallerKind;
  /** An Authorization header of its own instead of the caller's token. */
  authorization: string | null;
  /** Path parameters: a Ref or an already encoded path segment. */
  params: Record<string, unknown>;
  /** Query pairs, encoded at send time; a string value starting with `raw:` is sent as it is. */
  query: [string, unknown][];
  body: BodyChoice;
  contentType: string;
}

export interface RouteShape {
  params: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  hints: SchemaHints;
  /** Whether the matrix row gives a valid body to start mutations from. */
  hasExample: boolean;
  /** The callers the matrix allows: most cases come from them, so that they reach the handler. */
  allowed: CallerKind[];
}

const weighted = <T>(...pairs: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...pairs.map(([weight, arbitrary]) => ({ weight, arbitrary })));

// (No dot segments: the router resolves them to another URL, which is another route's test.)
const RAW_SEGMENTS = ['%', '%zz', '%00', '%2F', 'x'.repeat(3000), '0', '-1', '1e3', '%ud800', 'null'];

const segment: fc.Arbitrary<unknown> = weighted<unknown>(
  [5, fc.constant(new Ref('param', 0))],
  [6, ref('id')],
  [2, fc.uuid()],
  [2, anyText.filter((s) => s.length > 0).map(pct)],
  [1, fc.constantFrom(...RAW_SEGMENTS)],
);

const RAW_QUERY_VALUES = ['raw:%', 'raw:%zz', 'raw:%E0%A4%A', 'raw:a&b', 'raw:', 'raw:%00'];

function queryArb(shape: RouteShape): fc.Arbitrary<[string, unknown][]> {
  const keys = [
    ...Object.keys(shape.query),
    'search',
    'limit',
    'offset',
    'date',
    'createdBy',
    'x',
    '__proto__',
    'a[b]',
  ];
  const valueFor = (key: string) =>
    weighted<unknown>(
      [
        4,
        shape.query[key]
          ? fromSchema(shape.query[key]).map((v) => (typeof v === 'object' ? JSON.stringify(v) : v))
          : anyText,
      ],
      [2, nastyString],
      [1, nastyNumber],
      [1, nastyDate],
      [1, fc.constantFrom('me', 'ME', 'true', '', ...RAW_QUERY_VALUES)],
      [1, ref('id')],
    );
  const pair = fc.constantFrom(...keys).chain((k) => valueFor(k).map((v) => [k, v] as [string, unknown]));
  return fc.array(pair, { maxLength: 4 });
}

const alternatives = fc.record({
  text: weighted<unknown>(
    [3, nastyString],
    [2, anyText],
    [1, nastyDate],
    [1, fc.constantFrom('x', 'Plain text', ' padded ')],
  ),
  number: weighted(
    [3, nastyNumber],
    [2, fc.integer({ min: -5, max: 300 })],
    [1, fc.double({ noNaN: true, noDefaultInfinity: true })],
  ),
  id: ref('id'),
});

const mutation = (ops: Mutation['op'][]): fc.Arbitrary<Mutation> =>
  fc.record({
    at: fc.nat(),
    op: fc.constantFrom(...ops),
    key: fc.oneof(fc.constantFrom(...MASS_ASSIGNMENT_KEYS), fc.string({ maxLength: 8 })),
    value: weighted<unknown>([3, chaos], [1, ref('id')], [1, nastyString], [1, nastyNumber], [1, nastyDate]),
    alt: alternatives,
  });

const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  '""',
  '[]',
  '0',
  ' ',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"a":1,}',
];

function bodyArb(shape: RouteShape): fc.Arbitrary<BodyChoice> {
  const options: [number, fc.Arbitrary<BodyChoice>][] = [
    [1, fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value }))],
    [
      1,
      fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string()).map((text) => ({ kind: 'raw' as const, text })),
    ],
    [1, fc.constant({ kind: 'none' as const })],
  ];
  if (shape.body) {
    options.push([
      5,
      fromSchema(shape.body, shape.hints).map((value) => ({ kind: 'schema' as const, value })),
    ]);
  }
  if (shape.hasExample) {
    const example = (ops: Mutation['op'][], min: number, max: number) =>
      fc
        .array(mutation(ops), { minLength: min, maxLength: max })
        .map((mutations) => ({ kind: 'example' as const, mutations }));
    options.push(
      [2, fc.constant({ kind: 'example' as const, mutations: [] })],
      [5, example(['perturb'], 1, 2)],
      [3, example(['set', 'delete', 'extra', 'perturb'], 1, 3)],
      [1, fc.constant({ kind: 'proto' as const })],
    );
  }
  return weighted(...options);
}

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  `Bearer ${'A'.repeat(43)}`,
  `Bearer ${'A'.repeat(201)}`,
  'Basic dXNlcjpwYXNz',
  'bearer abcdefghijklmnopqrstuvwxyz',
  'Bearer abc def ghi jkl mno pqr stu vwx',
];

/** Every part of a request, generated for one route. */
export function caseArb(shape: RouteShape): fc.Arbitrary<FuzzCase> {
  const callers = shape.allowed.length ? shape.allowed : [...CALLER_KINDS];
  return fc.record({
    caller: weighted([3, fc.constantFrom(...callers)], [1, fc.constantFrom(...CALLER_KINDS)]),
    authorization: weighted<string | null>(
      [12, fc.constant(null)],
      [1, fc.constantFrom(...BAD_AUTHORIZATION)],
    ),
    params: fc.record(Object.fromEntries(shape.params.map((p) => [p, segment]))),
    query: weighted([1, fc.constant([] as [string, unknown][])], [2, queryArb(shape)]),
    body: bodyArb(shape),
    contentType: weighted(
      [14, fc.constant('application/json')],
      [
        1,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
          'multipart/form-data; boundary=x',
        ),
      ],
    ),
  });
}
