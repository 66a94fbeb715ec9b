import fc from 'fast-check';

/**
 * A value taken at send time from the fixture's current ids, emails or passwords: the generators
 * stay pure while the objects they point at (some of them someone else's) change between cases.
 */
export class Ref {
  constructor(
    /** `param`: the path parameter of the valid example (the object the call is meant for). */
    readonly pool: 'id' | 'email' | 'password' | 'param',
    readonly n: number,
  ) {}
  toJSON() {
    return `<${this.pool} #${this.n}>`;
  }
}

export interface Pools {
  id: string[];
  email: string[];
  password: string[];
  param: string[];
}

/** Replaces every Ref in a value by the pool entry it names. */
export function resolve(value: unknown, pools: Pools): unknown {
  if (value instanceof Ref) {
    const pool = pools[value.pool];
    return pool[value.n % pool.length];
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, pools));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(out, k, {
        value: resolve(v, pools),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}

export const ref = (pool: Ref['pool']) => fc.nat().map((n) => new Ref(pool, n));

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Strings that have broken servers: empty, blank, NUL, quotes, SQL, patterns, odd unicode, long. */
export const NASTY_STRINGS: string[] = [
  '',
  ' ',
  '   ',
  '\t\n',
  'a',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '%',
  '_',
  '%_\\',
  '\\',
  "'",
  '"',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}',
  '🏋️‍♀️',
  '\ud800',
  '\udfff',
  'Ω≈ç√',
  '\u202eevil',
  'e\u0301',
  '\uffff',
  'x'.repeat(21),
  'x'.repeat(101),
  'x'.repeat(1001),
  'x'.repeat(5001),
  ' '.repeat(120) + 'x',
  'CLIENT',
  'CONSULTANT',
  'COMPLETED',
  'SCHEDULED',
  'me',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
];

/** Calendar dates and timestamps at and around every limit the contracts set. */
export const NASTY_DATES: string[] = [
  day(0),
  day(1),
  day(2),
  day(-1),
  day(366),
  day(367),
  day(-366),
  day(-367),
  '2026-02-29',
  '2028-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '20260101',
  '0000-01-01',
  '1899-12-31',
  '1900-01-01',
  '9999-12-31',
  '275760-09-13',
  '2026-01-01T00:00:00Z',
  new Date().toISOString(),
  new Date(Date.now() + DAY).toISOString(),
  '2026-01-01T00:00:00+14:00',
  '2026-01-01T24:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  '1900-01-01T00:00:00+01:00',
  '0000-06-15T12:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '0001-01-01',
];

export const NASTY_NUMBERS: number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.05,
  1e-7,
  5e-324,
  7,
  10,
  59,
  60,
  220,
  221,
  1000,
  1001,
  1440,
  1441,
  5000,
  10000,
  10001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53,
  1e21,
  1e308,
  -1e308,
];

export const nastyString = fc.constantFrom(...NASTY_STRINGS);
export const nastyDate = fc.constantFrom(...NASTY_DATES);
export const nastyNumber = fc.constantFrom(...NASTY_NUMBERS);

/** Any text, from plain to every code unit (lone surrogates and NUL included). */
export const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
);

/** Keys a body should never be able to set: owners, roles, ids, state. */
export const MASS_ASSIGNMENT_KEYS = [
  'id',
  'clientId',
  'userId',
  'assignedTo',
  'createdBy',
  'plannedBy',
  'trainerId',
  'roles',
  'isActive',
  'status',
  'approved',
  'completedDate',
  'passwordHash',
  'createdAt',
  'constructor',
];

/** A value of any JSON type, with the nasty ones and references to real objects mixed in. */
export const chaos: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
  nastyDate,
  anyText,
  ref('id'),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD, as a browser sends them). */
export function pct(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
}
