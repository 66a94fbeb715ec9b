import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadSettings } from '../env.ts';
import { openTestDatabase } from '../test/database.ts';
import { bundleServer, runCli, type ServerBundle } from '../test/server-process.ts';
import { pgliteTemplate } from '../test/template-database.ts';

// Against PostgreSQL when the suite runs there, else against an embedded database in a folder (a
// copy of the run's migrated template: the command migrates it again, which finds nothing to do).
let dataDir: string;
let pgUrl: string | undefined;
let pgDatabase: (Database & { url?: string }) | undefined;
let bundle: ServerBundle;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kinetic-cli-'));
  if (process.env.DATABASE_URL) {
    pgDatabase = await openTestDatabase();
    pgUrl = pgDatabase.url;
  } else {
    await (await openDatabase({ dataDir, restoreFrom: await pgliteTemplate() })).close();
  }
  bundle = await bundleServer();
}, 60_000);
afterAll(async () => {
  await pgDatabase?.close();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (args: string[], stdin = '') =>
  runCli(
    bundle.cli.createUser,
    args,
    { DATA_DIR: dataDir, ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) },
    stdin,
  );

describe('npm run create-user', () => {
  it('creates an active user with the given roles, the password read from standard input', async () => {
    const res = await run(
      ['--email', 'Owner@Example.com', '--roles', 'consultant,TRAINER', '--first-name', 'Olive'],
      'Owner1234\n',
    );
    expect(res.out).toContain('Created CONSULTANT, TRAINER owner@example.com');
    expect(res.code).toBe(0);

    const database = pgDatabase ?? (await openDatabase({ dataDir }));
    const app = await buildApp({
      settings: loadSettings({ LOG_LEVEL: 'silent', DEMO: '0', DATA_DIR: dataDir }),
      database,
      webDir: null,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password: 'Owner1234' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      firstName: 'Olive',
      username: 'Owner',
      roles: ['CONSULTANT', 'TRAINER'],
      isActive: true,
    });
    await app.close();
    if (!pgDatabase) await database.close();
  }, 60_000);

  it('refuses a taken email, unknown roles and a short password, with a message', async () => {
    expect(
      (await run(['--email', 'owner@example.com', '--roles', 'CLIENT', '--password', 'Another123'])).out,
    ).toContain('an account with the email owner@example.com already exists');
    const roles = await run(['--email', 'x@example.com', '--roles', 'ADMIN', '--password', 'Another123']);
    expect(roles.code).toBe(2);
    expect(roles.out).toContain('--roles: give one or more of CONSULTANT, TRAINER, CLIENT');
    expect(
      (await run(['--email', 'x@example.com', '--roles', 'CLIENT', '--password', 'short'])).out,
    ).toContain('the password must be at least 8 characters');
  }, 60_000);
});
