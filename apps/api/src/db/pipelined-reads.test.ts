import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';

// Database.reads: on PostgreSQL a few connections in pipeline mode that every request shares (many
// reads on the wire at once on each), on the embedded database the same as Database.db. Either way a
// caller gets the answer to its own read, and a read that fails fails alone.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function rows(query: ReturnType<typeof sql>) {
  const result: unknown = await database.reads.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

describe('the hot reads', () => {
  it('answers each of many reads sent at once with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => rows(sql`select ${i}::int as n, repeat('x', ${i % 7}) as s`)),
    );
    expect(answers).toEqual(Array.from({ length: 300 }, (_, i) => [{ n: i, s: 'x'.repeat(i % 7) }]));
  });

  it('fails only the read that fails, among others on the same connections', async () => {
    const settled = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        rows(i % 10 === 3 ? sql`select 1 / ${0}::int as n` : sql`select ${i}::int as n`),
      ),
    );
    settled.forEach((answer, i) => {
      if (i % 10 === 3) {
        expect(answer.status).toBe('rejected');
        const reason = (answer as PromiseRejectedResult).reason as { cause?: { code?: string } };
        expect(reason.cause?.code).toBe('22012'); // division_by_zero
      } else {
        expect(answer).toEqual({ status: 'fulfilled', value: [{ n: i }] });
      }
    });
  });

  it('sees at once what a write on the pool has committed', async () => {
    await database.db.execute(sql`create table reads_probe (n int)`);
    for (let n = 1; n <= 20; n++) {
      await database.db.execute(sql`insert into reads_probe values (${n})`);
      expect(await rows(sql`select count(*)::int as n from reads_probe`)).toEqual([{ n }]);
    }
  });
});
