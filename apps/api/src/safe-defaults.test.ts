import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { notPrivate } from './test/file-modes.ts';
import { bundleServer, freePort, startServer, type ServerBundle } from './test/server-process.ts';

// The server as an operator would first run it for real: built, a fresh process, every setting at
// its default but an https PUBLIC_URL, under a umask that lets anyone read and write new files.
let bundle: ServerBundle;
const dirs: string[] = [];
beforeAll(async () => {
  bundle = await bundleServer();
});
afterAll(() => {
  bundle?.remove();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const json = { 'content-type': 'application/json' };

describe('the built server with default settings at an https address', () => {
  it('creates no demo account, and keeps its data directory private', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kinetic-defaults-'));
    dirs.push(dataDir);
    // Left open by an earlier run or a careless copy: made private at start.
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o777 });
    chmodSync(join(dataDir, 'outbox'), 0o777);
    writeFileSync(join(dataDir, 'outbox/old-mail.json'), '{}', { mode: 0o644 });

    const server = startServer(
      bundle,
      await freePort(),
      { DATA_DIR: dataDir, PUBLIC_URL: 'https://coach.example.com', LOG_LEVEL: 'info' },
      { umask: 0 },
    );
    try {
      await server.ready();
      const config = await (await fetch(`${server.url}/api/config`)).json();
      expect(config).toMatchObject({ demo: false, demoAccounts: null });
      const demoSignIn = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'consultant@kinetic.demo', password: 'KineticDemo1' }),
      });
      expect(demoSignIn.status).toBe(401);

      // Someone registers and asks for a reset link: the mail lands in the outbox, private.
      const registered = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          username: 'olive',
          email: 'olive@example.com',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          firstName: 'Olive',
          lastName: 'Owner',
          privacyAgreementAccepted: true,
          termsOfServiceAccepted: true,
        }),
      });
      expect(registered.status).toBe(201);
      const forgot = await fetch(`${server.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'olive@example.com' }),
      });
      expect(forgot.status).toBe(200);
      await expect
        .poll(() => readdirSync(join(dataDir, 'outbox')).filter((f) => f !== 'old-mail.json').length)
        .toBe(1);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await server.kill('SIGTERM');
    }
    expect((await server.exited).code).toBe(0);
    expect(server.output()).not.toContain('demo');

    // What is stored: no demo account, nothing marking a demo.
    const database = await openDatabase({ dataDir });
    const rows = async (query: SQL) => {
      const result: unknown = await database.db.execute(query);
      return (result as { rows: Record<string, unknown>[] }).rows;
    };
    try {
      expect(await rows(sql`select email from users`)).toEqual([{ email: 'olive@example.com' }]);
      expect(await rows(sql`select key from app_state where key = 'demo'`)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
  }, 180_000);

  it('refuses to start with DEMO=1 at an https address, naming both settings', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kinetic-defaults-'));
    dirs.push(dataDir);
    const server = startServer(bundle, await freePort(), {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://coach.example.com',
      DEMO: '1',
    });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/DEMO: .*https PUBLIC_URL \(https:\/\/coach\.example\.com\)/);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
