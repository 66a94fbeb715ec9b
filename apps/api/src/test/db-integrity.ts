/** Runs one SQL text and answers its rows: node-postgres and PGlite both fit behind it. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Whether a database "checks out" after a crash: every row of every table reads back (TOASTed
 * values included), amcheck finds no damaged heap page and every b-tree index matches its table
 * (bt_index_check with heapallindexed). Needs the amcheck extension created. Answers the problems
 * found, none when the database is sound.
 */
export async function checkIntegrity(run: RunSql): Promise<{ problems: string[]; rows: number }> {
  const problems: string[] = [];
  let rows = 0;
  const tables = await run(
    `select c.relname as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1`,
  );
  for (const { name } of tables) {
    const ident = `"${String(name)}"`;
    try {
      const [read] = await run(
        `select count(*)::int as n, coalesce(sum(length(t::text)), 0)::bigint as bytes from ${ident} t`,
      );
      rows += Number(read!.n);
    } catch (error) {
      problems.push(`${ident} does not read back: ${(error as Error).message}`);
    }
    try {
      for (const damage of await run(`select * from verify_heapam('${ident}'::regclass)`)) {
        problems.push(`${ident} heap damaged: ${JSON.stringify(damage)}`);
      }
    } catch (error) {
      problems.push(`${ident} heap check failed: ${(error as Error).message}`);
    }
  }
  const indexes = await run(
    `select c.relname as name from pg_index i
     join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
     where a.amname = 'btree' and c.relnamespace = 'public'::regnamespace order by 1`,
  );
  for (const { name } of indexes) {
    try {
      await run(`select bt_index_check('"${String(name)}"'::regclass, true)`);
    } catch (error) {
      problems.push(`index ${String(name)} damaged: ${(error as Error).message}`);
    }
  }
  if (!tables.length || !indexes.length) problems.push('no tables or indexes found');
  return { problems, rows };
}
