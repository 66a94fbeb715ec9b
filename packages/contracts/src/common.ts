import { z } from 'zod';

/** The three roles, in the order of precedence used for the default active role. */
export const ROLES = ['CONSULTANT', 'TRAINER', 'CLIENT'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const idSchema = z.uuid({ message: 'Invalid id' });

/**
 * Text that is trimmed and must hold `min` to `max` characters: `missing` is the message when it is
 * absent or shorter, '{label} must be at most {max} characters' when it is longer.
 */
export const boundedText = (missing: string, min: number, label: string, max: number) =>
  z
    .string({ message: missing })
    .trim()
    .min(min, missing)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Text of one line: no C0 or C1 control characters (line breaks and tabs among them), no line or
 * paragraph separators, and no bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E,
 * U+2066-U+2069). A name travels into mail subjects, notifications and other people's screens,
 * where a line break can forge a mail header or a new paragraph, and a direction mark can make it
 * read as something else.
 */
const ONE_LINE = new RegExp(
  // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2028\\u2029\\u2066-\\u2069]*$',
);
export const notOneLineMessage = (label: string) =>
  `${label} must be one line of letters, numbers, spaces and punctuation`;
/** `schema` (a name) refused unless it is one line of visible text: '{label} must be one line ...'. */
export const oneLine = (schema: z.ZodString, label: string) =>
  schema.regex(ONE_LINE, notOneLineMessage(label));

/** Optional text, trimmed: '{label} must be text', '{label} must be at most {max} characters'. */
export const textUpTo = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** A required string, not trimmed, with one message for every way it can be wrong (tokens, passwords). */
export const oneMessageText = (message: string, max: number) =>
  z.string({ message }).min(1, message).max(max, message);

/**
 * A required number: '{label} is required' when it is missing (absent, or NaN: what an empty number
 * input gives), '{label} must be a number' when it is something else.
 */
export const requiredNumber = (label: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || Number.isNaN(issue.input)
        ? `${label} is required`
        : `${label} must be a number`,
  });

/** The largest list offset: PostgreSQL's integer (a larger one answered 500). */
export const OFFSET_MAX = 2_147_483_647;
const OFFSET_MESSAGE = 'Offset must be a whole number of 0 or more';
/** A list's `offset` query parameter. */
export const offsetQuery = z.coerce
  .number({ message: OFFSET_MESSAGE })
  .int(OFFSET_MESSAGE)
  .min(0, OFFSET_MESSAGE)
  .max(OFFSET_MAX, OFFSET_MESSAGE)
  .default(0);

/**
 * Every list that can grow answers a page at a time: at most LIST_LIMIT_MAX items, LIST_LIMIT_DEFAULT
 * unless the caller asks for another number, with the `total` the whole list holds.
 */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`;
/** A list's `limit` query parameter (items per page). */
export const limitQuery = (fallback = LIST_LIMIT_DEFAULT) =>
  z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(LIST_LIMIT_MAX, LIMIT_MESSAGE)
    .default(fallback);
/** The page of a list: `limit` items from `offset` (0 is the first). */
export const pageQuery = z.object({ limit: limitQuery(), offset: offsetQuery });
export type PageQuery = z.output<typeof pageQuery>;
/** The count of every item of a list (matching its filters), whatever page was asked for. */
export const listTotal = z.number().int().min(0);
export const idParams = z.object({ id: idSchema });

/** A basic email pattern (something@something.tld). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email that must be present and well formed; trimmed and compared case-insensitively by the server. */
export const emailField = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Invalid email address');

/** Email where the only message is 'Invalid email address' (registration, forgot password). */
export const validEmail = z
  .string({ message: 'Invalid email address' })
  .trim()
  .max(254, 'Invalid email address')
  .regex(EMAIL_PATTERN, 'Invalid email address');

/** Password as typed at sign-in: only required, never trimmed. */
export const passwordRequired = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .max(256, 'Password must be at most 256 characters');

/** The strong password rule used on reset and password change. */
export const strongPassword = z
  .string({ message: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters')
  .regex(
    /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
    'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  );

export const errorBody = z.object({
  error: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

/**
 * The "Passwords don't match" rule on the confirmation field. It runs even while other fields are
 * still invalid, so the form shows it together with their messages.
 */
export function confirmationMatches(passwordKey: string, confirmKey: string) {
  const both = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[passwordKey] === 'string' &&
    typeof (value as Record<string, unknown>)[confirmKey] === 'string';
  return {
    check: (value: Record<string, unknown>) => value[passwordKey] === value[confirmKey],
    options: {
      message: "Passwords don't match",
      path: [confirmKey],
      when: (payload: { value: unknown }) => both(payload.value),
    },
  };
}

/** A client's own key for a write it may send again (1 to 200 visible ASCII characters). */
export const IDEMPOTENCY_KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

/**
 * The headers of writes that take an Idempotency-Key; the server checks the key itself (400 with a
 * field message), and every other header passes through.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Optional: a request sent again with the same key gets the first answer again and changes nothing more',
    ),
});
