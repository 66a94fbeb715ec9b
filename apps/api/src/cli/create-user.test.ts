import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadSettings } from '../env.ts';
import { openTestDatabase } from '../test/database.ts';

const CLI = new URL('./create-user.ts', import.meta.url).pathname;

// Against PostgreSQL when the suite runs there, else against an embedded database in a folder.
let dataDir: string;
let pgUrl: string | undefined;
let pgDatabase: (Database & { url?: string }) | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kinetic-cli-'));
  if (process.env.DATABASE_URL) {
    pgDatabase = await openTestDatabase();
    pgUrl = pgDatabase.url;
  }
});
afterAll(async () => {
  await pgDatabase?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function run(args: string[], stdin = ''): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}

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
