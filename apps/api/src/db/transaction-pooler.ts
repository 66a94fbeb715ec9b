import pg from 'pg';

/**
 * What the app gives up behind a pooler in transaction mode (DATABASE_POOLER=transaction, e.g.
 * PgBouncer's pool_mode=transaction), where each transaction, or statement outside one, may run
 * on another server connection (see docs/decisions/0020-pgbouncer-transaction-pooling.md).
 */

/**
 * A node-postgres client that sends every statement unnamed. node-postgres prepares a named
 * statement once per connection and afterwards only asks for it by name; behind the pooler that
 * name was prepared on another server connection ("prepared statement ... does not exist"), or is
 * prepared twice on one ("... already exists"). Unnamed, each statement is parsed where it runs.
 */
export class UnnamedStatementsClient extends pg.Client {
  // node-postgres declares query with many overloads; this one passes every form on unchanged,
  // except that a statement's name is dropped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads' union
  override query(...args: any[]): any {
    const passed: unknown[] = args;
    if (isNamed(passed[0])) passed[0] = { ...passed[0], name: undefined };
    return (super.query as (...a: unknown[]) => unknown)(...passed);
  }
}

function isNamed(config: unknown): config is pg.QueryConfig {
  // A Submittable (a Query or cursor object) is sent as it is: it is not a plain configuration.
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { name?: unknown }).name === 'string' &&
    typeof (config as { submit?: unknown }).submit !== 'function'
  );
}

/**
 * The pooler refuses the settings node-postgres sends when a connection starts (statement_timeout,
 * options), so behind it the server's own settings for the role or database must carry them:
 * `ALTER ROLE ... SET statement_timeout = ...`. Without that, a stuck statement would hold its
 * connection for ever; the start stops and says what to set.
 */
export async function checkServerStatementTimeout(pool: pg.Pool, expectedMs: number): Promise<void> {
  const { rows } = await pool.query<{ ms: string }>(
    "select setting as ms from pg_settings where name = 'statement_timeout'",
  );
  const actualMs = Number(rows[0]?.ms);
  if (actualMs === expectedMs) return;
  throw new Error(
    `DATABASE_POOLER=transaction: PostgreSQL's statement_timeout for this role and database is ${actualMs} ms, DB_STATEMENT_TIMEOUT_MS is ${expectedMs}. ` +
      `The pooler cannot pass it on, so set it on the server (ALTER ROLE <user> SET statement_timeout = ${expectedMs}; and ALTER ROLE <user> SET jit = off), or make DB_STATEMENT_TIMEOUT_MS match.`,
  );
}
