import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { copyRuntimeFiles } from '../../runtime-files.mjs';

// The API as an operator runs it, in a child process the test can kill: bundled once like
// `npm run build` does (a bundle starts in a fraction of the time tsx needs), but into a folder of
// its own, so that a server someone else runs from apps/api/dist is never touched.
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ROOT_DIR = join(API_DIR, '../..');

export interface ServerBundle {
  entry: string;
  /** The operators' commands, bundled alongside (`node <path>` runs what `npm run <name>` does). */
  cli: { backup: string; restore: string; createUser: string };
  remove(): void;
}

export async function bundleServer(): Promise<ServerBundle> {
  // Under node_modules/ so that the bundle finds its (external) packages.
  const cache = join(ROOT_DIR, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'kinetic-test-server-'));
  await build({
    entryPoints: {
      server: join(API_DIR, 'src/server.ts'),
      backup: join(API_DIR, 'src/cli/backup.ts'),
      restore: join(API_DIR, 'src/cli/restore.ts'),
      'create-user': join(API_DIR, 'src/cli/create-user.ts'),
    },
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@kinetic/contracts': join(ROOT_DIR, 'packages/contracts/src') },
    logLevel: 'warning',
  });
  copyRuntimeFiles(join(API_DIR, 'src'), dir);
  return {
    entry: join(dir, 'server.js'),
    cli: {
      backup: join(dir, 'backup.js'),
      restore: join(dir, 'restore.js'),
      createUser: join(dir, 'create-user.js'),
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the process printed (the last 64 KB). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once /api/health answers 200; fails if the process ends first. */
  ready(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the bundled server with these settings (and nothing else from this environment but PATH),
 * with the operator's `umask` if given (e.g. 0: files any user may read and write).
 */
export function startServer(
  bundle: ServerBundle,
  port: number,
  env: Record<string, string>,
  { umask }: { umask?: number } = {},
): ServerProcess {
  const [command, args] =
    umask === undefined
      ? [process.execPath, [bundle.entry]]
      : ['/bin/sh', ['-c', `umask ${umask.toString(8)} && exec "$0" "$1"`, process.execPath, bundle.entry]];
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;

  return {
    child,
    url,
    output: () => out,
    exited,
    async ready(timeoutMs = 120_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        if (gone) throw new Error(`The server ended before answering:\n${out}`);
        try {
          const res = await fetch(`${url}/api/health`);
          await res.arrayBuffer();
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > end) throw new Error(`The server did not answer in time:\n${out}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (!gone) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Runs a bundled operator's command as `npm run` would, with only these settings (and PATH), and
 * `stdin` (if any) as what is typed in.
 */
export function runCli(script: string, args: string[], env: Record<string, string>, stdin?: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('close', (code) => resolve({ code, out }));
    child.stdin?.end(stdin);
  });
}
