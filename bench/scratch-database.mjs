// A database of its own for one benchmark run, on the PostgreSQL server at DATABASE_URL.
import pg from 'pg';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates database `name` on the server; answers its URL and `drop()`, which removes it again. */
export async function createScratchDatabase(name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
