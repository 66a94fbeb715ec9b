import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './test/event-stream.ts';
import { call, register, type ProcessAnswer } from './test/process-calls.ts';
import { processPeople } from './test/process-people.ts';
import { MIGRATIONS, ownDatabase, RESILIENCE_SERVER_URL, serverFiles } from './test/process-suite.ts';
import { dropKeys, TEST_REDIS_URL, uniqueRedisPrefix } from './test/redis.ts';
import { freePort, runCli, startServer, type ServerProcess } from './test/server-process.ts';

// The API behind PgBouncer in transaction mode (DATABASE_POOLER=transaction): a PgBouncer of the
// test's own, with 2 server connections for the database, so that every process's connections
// really share them, in front of a new database on the PostgreSQL server
// (RESILIENCE_DATABASE_URL, whichever database the rest of the run uses). Processes A and B name
// PostgreSQL itself (DATABASE_DIRECT_URL): their hot reads and LISTEN go there, everything else
// through PgBouncer, and live events cross between them by LISTEN/NOTIFY. Process C does not: its
// hot reads go through PgBouncer too, unnamed, and it counts in Redis. Then what the same PgBouncer
// does to a process without the setting.
const REDIS_PREFIX = uniqueRedisPrefix();
const STATEMENT_TIMEOUT_MS = 5_000;
const EVENT_WAIT_MS = 15_000;
/** What the processes must never log: a named statement on the wrong server connection, a pooler's refusal. */
const POOLER_ERRORS = /prepared statement|unsupported startup parameter|protocol|server conn crashed/i;

const files = serverFiles('kinetic-pgbouncer-data-');
const database = ownDatabase('kinetic_pgbouncer');
const { admin, name: DB_NAME } = database;
const bouncers: PgBouncer[] = [];
const servers: ServerProcess[] = [];
let bouncer: PgBouncer;
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess;
let exercise: { id: string; name: string };

const { trainerAndClient, workoutFor } = processPeople(admin, DB_NAME, () => exercise);

/** Debian's package puts it in /usr/sbin, which a user's PATH may lack. */
function pgBouncerBinary(): string {
  const named = process.env.PGBOUNCER_PATH;
  if (named && existsSync(named)) return named;
  if (!named) {
    for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
      if (dir && existsSync(join(dir, 'pgbouncer'))) return join(dir, 'pgbouncer');
    }
  }
  throw new Error(
    `PgBouncer is not installed${named ? ` at PGBOUNCER_PATH (${named})` : ''}: this test starts one of its own. Install it (Debian: apt-get install -y pgbouncer) or set PGBOUNCER_PATH to the binary.`,
  );
}

interface PgBouncer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A PgBouncer of this test's own on a free port, in transaction mode with `poolSize` server
 * connections for the test's database, trusting its one user (the server's own user). PgBouncer
 * refuses to run as root: then it runs as the server's system user, `postgres`.
 */
async function startPgBouncer(extra: Record<string, string> = {}, poolSize = 2): Promise<PgBouncer> {
  const binary = pgBouncerBinary();
  const server = new URL(RESILIENCE_SERVER_URL);
  const user = decodeURIComponent(server.username || 'postgres');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'kinetic-pgbouncer-'));
  const settings = {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    unix_socket_dir: '',
    auth_type: 'trust',
    auth_file: join(dir, 'users.txt'),
    pool_mode: 'transaction',
    default_pool_size: String(poolSize),
    max_client_conn: '500',
    // The application's own lines name the processes' connections; PgBouncer's stay terse.
    log_connections: '0',
    log_disconnections: '0',
    ...extra,
  };
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${DB_NAME} = host=${server.hostname} port=${server.port || 5432} dbname=${DB_NAME}`,
      '[pgbouncer]',
      ...Object.entries(settings).map(([k, v]) => `${k} = ${v}`),
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    for (const file of ['', 'pgbouncer.ini', 'users.txt']) chownSync(join(dir, file), uid, gid);
  }
  const child = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${DB_NAME}`;
  const started: PgBouncer = {
    url,
    output: () => out,
    async stop() {
      if (!gone) child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  bouncers.push(started);
  for (let tries = 0; ; tries++) {
    if (gone) throw new Error(`PgBouncer ended at its start:\n${out}`);
    const probe = new pg.Client({ connectionString: url });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.query('select 1');
      await probe.end();
      return started;
    } catch {
      await probe.end().catch(() => {});
      if (tries > 200) throw new Error(`PgBouncer did not answer:\n${out}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

function startApi(env: Record<string, string>): Promise<ServerProcess> {
  return freePort().then((port) => {
    const server = startServer(files.bundle(), port, {
      ...files.env(),
      DATABASE_URL: bouncer.url,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: database.url,
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DB_POOL_SIZE: '4',
      DB_READ_CONNECTIONS: '2',
      TRUST_PROXY: '1',
      ...env,
    });
    servers.push(server);
    return server;
  });
}

/** A completion as the offline app sends it: with an Idempotency-Key, maybe more than once. */
async function completeWithKey(
  server: ServerProcess,
  token: string,
  workoutId: string,
  key: string,
): Promise<ProcessAnswer> {
  const res = await fetch(`${server.url}/api/workouts/${workoutId}/complete`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ status: 'COMPLETED', completedDate: new Date().toISOString() }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/**
 * The statement_timeout of each of PgBouncer's 2 server connections: two transactions open at once
 * through it hold one each.
 */
async function pooledStatementTimeouts(): Promise<string[]> {
  const viaPooler = await Promise.all(
    [0, 1].map(async () => {
      const conn = new pg.Client({ connectionString: bouncer.url });
      await conn.connect();
      await conn.query('begin');
      return conn;
    }),
  );
  return Promise.all(
    viaPooler.map(async (conn) => {
      const { rows } = await conn.query<{ statement_timeout: string }>('show statement_timeout');
      await conn.query('commit');
      await conn.end();
      return rows[0]!.statement_timeout;
    }),
  );
}

beforeAll(async () => {
  await database.create();
  // What the pooler cannot pass on when a connection starts, the server's own settings carry.
  await admin(async (c) => {
    await c.query(`alter database ${DB_NAME} set statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    await c.query(`alter database ${DB_NAME} set jit = off`);
  });
  bouncer = await startPgBouncer();
  await files.prepare();
  // All start at once on the new database, through the pooler: they take turns at the migrations.
  [a, b, c] = await Promise.all([
    startApi({}),
    startApi({}),
    startApi({ DATABASE_DIRECT_URL: '', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX }),
  ]);
  await Promise.all([a.ready(), b.ready(), c.ready()]);
  exercise = await database.firstExercise();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await Promise.all(bouncers.map((p) => p.stop()));
  await dropKeys(REDIS_PREFIX);
});

describe('three API processes behind PgBouncer in transaction mode (DATABASE_POOLER=transaction)', () => {
  it('started at once through it, they applied the migrations once and left no lock or setting behind', async () => {
    expect(await database.appliedMigrations()).toBe(MIGRATIONS.length);
    const locks = await admin(
      (c) =>
        c.query<{ n: number }>(
          "select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = $1",
          [DB_NAME],
        ),
      DB_NAME,
    );
    expect(locks.rows[0]!.n).toBe(0);
    // Both server connections still have the database's statement_timeout: nothing a process ran
    // (the migrations lift it for themselves) stayed behind on one to serve the next requests.
    expect(await pooledStatementTimeouts()).toEqual(['5s', '5s']);
  });

  it('sign-in, and a session from one process on the other', async () => {
    const member = await register(a);
    const signedIn = await call(c, 'POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(signedIn.status).toBe(200);
    for (const server of [a, b, c]) {
      const me = await call(server, 'GET', '/api/auth/me', { token: signedIn.body.token });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ id: member.id, email: member.email });
    }
  });

  it('hot reads from many clients at once, on the pipelined connections, each get their own answer', async () => {
    const { trainer } = await trainerAndClient(a);
    const clients = await Promise.all(Array.from({ length: 12 }, () => register(a)));
    await admin(
      (c) =>
        c.query(`update users set trainer_id = $1 where id = any($2::uuid[])`, [
          trainer.id,
          clients.map((x) => x.id),
        ]),
      DB_NAME,
    );
    const workouts = await Promise.all(
      clients.map((x, i) => workoutFor(a, trainer.token, x.id, `Hot read ${i}`)),
    );
    // Every client opens their workout, their list and their session, 12 times, on each process,
    // all at once: 864 reads, C's sharing PgBouncer's 2 server connections with every write.
    const reads = clients.flatMap((x, i) =>
      Array.from({ length: 12 }, (_, round) => {
        const server = [a, b, c][round % 3]!;
        return [
          call(server, 'GET', `/api/workouts/${workouts[i]}`, { token: x.token }).then((res) => {
            expect(res.status).toBe(200);
            expect(res.body.workout).toMatchObject({ id: workouts[i], name: `Hot read ${i}` });
          }),
          call(server, 'GET', '/api/workouts', { token: x.token }).then((res) => {
            expect(res.status).toBe(200);
            expect(JSON.stringify(res.body)).toContain(workouts[i]);
          }),
          call(server, 'GET', '/api/auth/me', { token: x.token }).then((res) => {
            expect(res.status).toBe(200);
            expect(res.body.user.id).toBe(x.id);
          }),
        ];
      }).flat(),
    );
    await Promise.all(reads);
    for (const server of [b, c]) {
      const list = await call(server, 'GET', '/api/clients', { token: trainer.token });
      expect(list.status).toBe(200);
      for (const x of clients) expect(JSON.stringify(list.body)).toContain(x.id);
    }
  });

  it('writes in transactions and completions with idempotency keys, sent twice at once', async () => {
    const { trainer, client } = await trainerAndClient(b);
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => workoutFor(i % 2 ? a : c, trainer.token, client.id, `Write ${i}`)),
    );
    const answers = await Promise.all(
      ids.flatMap((id) => {
        const key = `complete-${id}`;
        return [completeWithKey(c, client.token, id, key), completeWithKey(b, client.token, id, key)];
      }),
    );
    for (let i = 0; i < ids.length; i++) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      for (const res of pair) {
        expect(res.status).toBe(200);
        expect(res.body.workout).toMatchObject({ id: ids[i], status: 'COMPLETED' });
      }
      // One of the two did the work; the other was given the same answer again.
      expect(pair.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    }
    const completed = await admin(
      (c) =>
        c.query<{ n: number }>(
          "select count(*)::int as n from workouts where assigned_to = $1 and status = 'COMPLETED'",
          [client.id],
        ),
      DB_NAME,
    );
    expect(completed.rows[0]!.n).toBe(ids.length);
  });

  it('live events cross from one process to the other (LISTEN on PostgreSQL itself)', async () => {
    const { trainer, client } = await trainerAndClient(a);
    const workoutId = await workoutFor(a, trainer.token, client.id, 'Through the pooler');
    const stream = await openEventStream(`${a.url}/api/events`, trainer.token);
    expect(stream.status).toBe(200);
    try {
      expect((await completeWithKey(b, client.token, workoutId, 'live-1')).status).toBe(200);
      const event = (await stream.next('notification', EVENT_WAIT_MS)) as { kind: string; link: string };
      expect(event.kind).toBe('workout-completed');
      expect(event.link).toContain(workoutId);
    } finally {
      stream.close();
    }
  });

  it('a backup is taken from PostgreSQL itself when named, else through the pooler', async () => {
    const backupDir = mkdtempSync(join(tmpdir(), 'kinetic-pgbouncer-backups-'));
    try {
      const env = {
        DATABASE_URL: bouncer.url,
        DATABASE_POOLER: 'transaction',
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DATA_DIR: files.env().DATA_DIR,
        DEMO: '0',
      };
      // Each into a folder of its own: both may be taken within the second that names the file.
      const direct = await runCli(files.bundle().cli.backup, [], {
        ...env,
        DATABASE_DIRECT_URL: database.url,
        BACKUP_DIR: join(backupDir, 'direct'),
      });
      expect(direct.out).toMatch(/Backup written: .*\.dump/);
      expect(direct.code).toBe(0);
      const pooled = await runCli(files.bundle().cli.backup, [], {
        ...env,
        REDIS_URL: TEST_REDIS_URL,
        BACKUP_DIR: join(backupDir, 'pooled'),
      });
      expect(pooled.out).toMatch(/Backup written: .*\.dump/);
      expect(pooled.code).toBe(0);
      for (const dir of ['direct', 'pooled']) expect(readdirSync(join(backupDir, dir))).toHaveLength(1);
      // pg_dump's own session settings did not stay on a connection the processes share.
      expect(await pooledStatementTimeouts()).toEqual(['5s', '5s']);
    } finally {
      rmSync(backupDir, { recursive: true, force: true });
    }
  });

  it('neither process logged a pooler or prepared statement error', () => {
    for (const server of [a, b, c]) expect(server.output()).not.toMatch(POOLER_ERRORS);
  });
});

describe('what the setting is for', () => {
  it('without it, a process cannot start behind PgBouncer: the settings it sends at connection start are refused', async () => {
    const plain = await startApi({ DATABASE_POOLER: '', DATABASE_DIRECT_URL: '' });
    await expect(plain.ready(30_000)).rejects.toThrow(
      /could not start: No database connection could be had: unsupported startup parameter: statement_timeout/,
    );
  });

  it('without it, behind a PgBouncer told to ignore those settings, hot reads fail on named statements', async () => {
    const lenient = await startPgBouncer({ ignore_startup_parameters: 'statement_timeout, options' });
    const plain = await startApi({
      DATABASE_URL: lenient.url,
      DATABASE_POOLER: '',
      DATABASE_DIRECT_URL: '',
    });
    await plain.ready();
    const member = await register(plain);
    // Another client's transaction holds one of the 2 server connections meanwhile, as other work
    // would under load: the process's two pipelined connections take turns on the other one.
    const other = new pg.Client({ connectionString: lenient.url });
    await other.connect();
    await other.query('begin');
    await other.query('select 1');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => call(plain, 'GET', '/api/auth/me', { token: member.token })),
    );
    await other.query('commit');
    await other.end();
    // Each of its connections prepared the session check once, on whichever server connection
    // it then had, and asks for it by name on whichever it has now.
    const failed = answers.filter((res) => res.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    for (const res of failed) expect(res.status).toBe(500);
    expect(plain.output()).toMatch(/prepared statement \\"session_user\\" (does not exist|already exists)/);
  });

  it('with it, a process whose DB_STATEMENT_TIMEOUT_MS the server does not carry refuses to start, saying what to set', async () => {
    const mismatched = await startApi({ DB_STATEMENT_TIMEOUT_MS: '30000' });
    await expect(mismatched.ready(30_000)).rejects.toThrow(
      /statement_timeout for this role and database is 5000 ms, DB_STATEMENT_TIMEOUT_MS is 30000/,
    );
  });
});
