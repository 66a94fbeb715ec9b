import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * The SQLSTATE code of a database error, as both node-postgres and PGlite report it (`code`),
 * looked for through the `cause`s that drizzle wraps the driver's error in.
 */
function sqlState(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}) };
    }
    current = e.cause;
  }
  return undefined;
}

/** 23505 unique_violation, of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = sqlState(error);
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

/** A query waited longer than DB_WAIT_TIMEOUT_MS for its turn at the database. */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number) {
    super(`The database did not take the query within ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

/**
 * No connection to the database could be had: node-postgres reports a connection that could not
 * be made or lent in time with no SQLSTATE, so the pool names the failure with this class.
 */
export class NoConnectionError extends Error {
  constructor(cause: unknown) {
    super('No database connection could be had', { cause });
    this.name = 'NoConnectionError';
  }
}

/**
 * The server ended the connection or would not make it, saying why: SQLSTATE class 08 connection
 * exception, or 57P operator intervention (shut down, terminated by an administrator, cannot
 * connect now). It says so before it closes the connection.
 */
export function endsConnection(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && /^(08|57P)/.test(state.code);
}

/**
 * SQLSTATE classes and codes that say the database cannot serve the statement now, whatever the
 * statement, besides a connection it ended: 53 insufficient resources, 57014 query canceled
 * (statement_timeout), 40001 serialization failure and 40P01 deadlock (the same statement may
 * succeed when tried again).
 */
const UNAVAILABLE_SQLSTATE = /^53|^(57014|40001|40P01)$/;

/** Socket failures that Node reports with its own codes. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/**
 * Errors that mean the database is unreachable, went away or is too busy to answer in time: the
 * answer is 503, not 500. Classified by SQLSTATE (and Node's socket codes), never by message text.
 * A query that failed with no SQLSTATE at all had no answer from the server: node-postgres lost the
 * connection or gave up waiting for the answer (it reports neither with a code).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return endsConnection(error) || UNAVAILABLE_SQLSTATE.test(state.code);
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (current instanceof DatabaseBusyError || current instanceof NoConnectionError) return true;
    if (current instanceof DrizzleQueryError) return true;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
