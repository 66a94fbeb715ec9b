import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { openDatabase } from './client.ts';
import { isDatabaseUnavailable, isUniqueViolation, NoConnectionError } from './errors.ts';

// Database errors are told apart by their SQLSTATE code, as the driver (PGlite, or node-postgres on
// a server) reports it through drizzle's wrapping, never by their message.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The error of a statement that fails with the given SQLSTATE. */
const failingWith = (code: string) =>
  database.db
    .execute(sql.raw(`do $$ begin raise exception 'failing on purpose' using errcode = '${code}'; end $$`))
    .then(
      () => undefined,
      (error: unknown) => error,
    );

describe('database errors', () => {
  it.each([
    ['08006', 'connection failure', true],
    ['57P01', 'terminated by an administrator', true],
    ['53300', 'too many connections', true],
    ['57014', 'statement timeout', true],
    ['40001', 'serialization failure', true],
    ['40P01', 'deadlock', true],
    ['22012', 'division by zero', false],
    ['23503', 'foreign key violation', false],
    ['42P01', 'undefined table', false],
  ])('%s (%s): the database cannot serve the statement now (503): %s', async (code, _name, unavailable) => {
    const error = await failingWith(code);
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });

  it('tells a unique violation, and of which constraint', async () => {
    await database.db.execute(sql`create table unique_probe (name text constraint unique_probe_name unique)`);
    await database.db.execute(sql`insert into unique_probe values ('a')`);
    const error = await database.db.execute(sql`insert into unique_probe values ('a')`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'unique_probe_name')).toBe(true);
    expect(isUniqueViolation(error, 'another_constraint')).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('names a connection the pool cannot have (reported with no SQLSTATE): 503', async () => {
    // A server that takes the connection and never answers: the pool gives up after its wait.
    const silent: Socket[] = [];
    const server: Server = createServer((socket) => silent.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const unreachable = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      waitTimeoutMs: 200,
    });
    try {
      const inTransaction = await unreachable.db
        .transaction((tx) => tx.execute(sql`select 1`))
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(inTransaction).toBeInstanceOf(NoConnectionError);
      expect(isDatabaseUnavailable(inTransaction)).toBe(true);
      const alone = await unreachable.db.execute(sql`select 1`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(alone)).toBe(true);
    } finally {
      for (const socket of silent) socket.destroy();
      await unreachable.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
