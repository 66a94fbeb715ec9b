/** PostgreSQL error details, as both node-postgres and PGlite report them. */
interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(error: unknown): PgError | undefined {
  // Drizzle wraps the driver's error in `cause`.
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const e = current as PgError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
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
 * Errors that mean the connection is gone or could not be made: the database is unreachable, shut
 * down, restarted, or ended this connection. A statement that failed so did not run to its end.
 */
export function isConnectionLost(error: unknown): boolean {
  const e = pgError(error);
  // 08: connection exception, 57P: shut down or terminated.
  if (e?.code && /^(08|57P)/.test(e.code)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code)
    )
      return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|Client has encountered a connection error/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors that mean the database is unreachable, went away or is too busy to answer in time (no
 * connection free, statement_timeout): the answer is 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  const e = pgError(error);
  // 57014: statement_timeout, 53: out of resources.
  if (e?.code && /^(57014$|53)/.test(e.code)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    if (current instanceof DatabaseBusyError) return true;
    const { message } = current as { message?: unknown };
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Query read timeout/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
