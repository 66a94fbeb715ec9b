import fc from 'fast-check';
import { anyText, chaos, MASS_ASSIGNMENT_KEYS, nastyDate, nastyNumber, nastyString, ref } from './values.ts';

/** The part of JSON Schema the server's OpenAPI document uses for bodies and query strings. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

export interface SchemaHints {
  /** For lists of free-form records (library import rows): what a record should look like. */
  recordSchema?: JsonSchema;
}

const weighted = <T>(...pairs: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...pairs.map(([weight, arbitrary]) => ({ weight, arbitrary })));

function stringArb(s: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (s.enum) {
    const values = s.enum;
    const lower = values.map((v) => (typeof v === 'string' ? v.toLowerCase() : String(v)));
    return weighted<unknown>([8, fc.constantFrom(...values)], [1, fc.constantFrom(...lower)]);
  }
  if (s.format === 'uuid') return weighted<unknown>([8, ref('id')], [2, fc.uuid()], [1, nastyString]);
  if (s.format === 'date-time' || /date/i.test(name))
    return weighted<unknown>(
      [6, nastyDate],
      [2, fc.date({ noInvalidDate: true }).map((d) => d.toISOString())],
      [1, anyText],
    );
  if (/email/i.test(name))
    return weighted<unknown>([4, ref('email')], [3, fc.emailAddress()], [1, nastyString]);
  if (/password/i.test(name))
    return weighted<unknown>(
      [4, ref('password')],
      [2, fc.string({ minLength: 6, maxLength: 20 })],
      [1, nastyString],
    );
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 60;
  const options: [number, fc.Arbitrary<unknown>][] = [
    [6, fc.string({ minLength: Math.min(min, 60), maxLength: Math.min(max, 60) })],
    [2, anyText],
    [2, nastyString],
    [
      1,
      fc.constantFrom(
        'x'.repeat(max),
        'x'.repeat(max + 1),
        ' '.repeat(max) + 'x',
        'x'.repeat(Math.max(min - 1, 0)),
      ),
    ],
  ];
  if (s.pattern && !s.pattern.startsWith('(?=')) {
    try {
      options.push([4, fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= max + 1)]);
    } catch {
      // A pattern fast-check cannot generate from: the other choices cover it.
    }
  }
  return weighted(...options);
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const lo = s.exclusiveMinimum ?? s.minimum ?? -1e6;
  const hi = Math.min(s.maximum ?? 1e6, 2 ** 53 - 1);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.max(lo, -(2 ** 53) + 1)), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
  return weighted<unknown>(
    [6, inRange],
    [2, fc.constantFrom(lo - 1, lo, lo + 0.5, hi, hi + 1)],
    [1, nastyNumber],
    [1, fc.double({ noNaN: true, noDefaultInfinity: true })],
  );
}

function arrayArb(s: JsonSchema, name: string, hints: SchemaHints, depth: number): fc.Arbitrary<unknown> {
  const item = node(s.items ?? {}, name, hints, depth + 1);
  const min = s.minItems ?? 0;
  const max = s.maxItems ?? 5;
  const options: [number, fc.Arbitrary<unknown>][] = [
    [10, fc.array(item, { minLength: min, maxLength: Math.min(max, min + 3) })],
    [1, fc.constant([])],
  ];
  // One more than allowed, when that stays small.
  if (max <= 60) options.push([1, item.map((x) => Array.from({ length: max + 1 }, () => x))]);
  return weighted(...options);
}

function objectArb(s: JsonSchema, hints: SchemaHints, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  if (!Object.keys(props).length) {
    if (hints.recordSchema && depth > 0) return node(hints.recordSchema, '', {}, depth + 1);
    return fc.dictionary(fc.string({ maxLength: 10 }), chaos, { maxKeys: 4 });
  }
  const record = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, v]) => [k, node(v, k, hints, depth + 1)])),
    { requiredKeys: (s.required ?? []).filter((k) => k in props) },
  );
  const extra = fc.option(fc.dictionary(fc.constantFrom(...MASS_ASSIGNMENT_KEYS), chaos, { maxKeys: 2 }), {
    freq: 4,
  });
  return fc.tuple(record, extra).map(([o, more]) => ({ ...(more ?? {}), ...o }));
}

function node(s: JsonSchema, name: string, hints: SchemaHints, depth: number): fc.Arbitrary<unknown> {
  let conforming: fc.Arbitrary<unknown>;
  if (depth > 8) conforming = fc.constant(null);
  else if (s.type === 'object' || s.properties) conforming = objectArb(s, hints, depth);
  else if (s.type === 'array') conforming = arrayArb(s, name, hints, depth);
  else if (s.type === 'string' || s.enum) conforming = stringArb(s, name);
  else if (s.type === 'integer') conforming = numberArb(s, true);
  else if (s.type === 'number') conforming = numberArb(s, false);
  else if (s.type === 'boolean') conforming = fc.boolean();
  else conforming = chaos;
  if (s.nullable) conforming = weighted([6, conforming], [1, fc.constant(null)]);
  // Now and then any value at all where the schema wants one kind.
  return weighted([30, conforming], [1, chaos]);
}

/** Values shaped like `schema` says, mostly valid, with wrong types, limits and nasty values mixed in. */
export function fromSchema(schema: JsonSchema, hints: SchemaHints = {}): fc.Arbitrary<unknown> {
  return node(schema, '', hints, 0);
}
