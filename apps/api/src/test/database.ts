import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client.ts';
import { pgliteTemplate, postgresTemplate } from './template-database.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (dropped again on close). Either is a copy of the
 * run's template (template-database.ts), already migrated and seeded.
 */
export async function openTestDatabase(
  limits: Pick<DatabaseOptions, 'poolSize' | 'waitTimeoutMs' | 'statementTimeoutMs'> = {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ ...limits, restoreFrom: await pgliteTemplate() });
  const template = await postgresTemplate(serverUrl);
  const name = `kinetic_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, ...limits });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
