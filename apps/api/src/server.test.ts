import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The server as an operator runs it: a real process, real settings, real signals.
const SERVER = new URL('./server.ts', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<Response> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch {
      if (Date.now() > end) throw new Error(`${url} did not answer`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe('the server process', () => {
  it('starts on the embedded database with the demo, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kinetic-server-'));
    dirs.push(dataDir);
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = start({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const health = await waitFor(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const config = (await (await fetch(`http://127.0.0.1:${port}/api/config`)).json()) as {
      demoAccounts: { password: string }[];
    };
    expect(config.demoAccounts.length).toBeGreaterThanOrEqual(7);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'morgan@kinetic.demo', password: config.demoAccounts[0]!.password }),
    });
    expect(((await login.json()) as { user: { roles: string[] } }).user.roles).toEqual([
      'CONSULTANT',
      'TRAINER',
      'CLIENT',
    ]);
    expect(existsSync(join(dataDir, 'kinetic.lock'))).toBe(true);

    // A second process may not open the same embedded database.
    const second = start({ PORT: String(port + 1), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by process');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
    expect(server.output()).not.toContain(config.demoAccounts[0]!.password);
    expect(existsSync(join(dataDir, 'kinetic.lock'))).toBe(false);
  }, 180_000);

  it('refuses to start on a bad setting, naming it', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: '/nonexistent' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a whole number from 1 to 65535');
  }, 30_000);
});
