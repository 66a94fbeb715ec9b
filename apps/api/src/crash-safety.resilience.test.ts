import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { hashPassword } from './lib/passwords.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { checkIntegrity, type RunSql } from './test/db-integrity.ts';
import { afterFile, serverFiles } from './test/process-suite.ts';
import { createWorkload, random, readStored, type Fixture, type Stored } from './test/crash-workload.ts';
import { freePort, startServer, type ServerProcess } from './test/server-process.ts';

// The server is killed with SIGKILL at random moments while it writes (builder plans,
// completions, intake forms), 100 times; after each restart every workout is whole and the database
// checks out. On the embedded database the server keeps its data in DATA_DIR; on PostgreSQL
// (DATABASE_URL set) it gets a database of its own. Lanes of independent servers share the kills.
const KILLS = Number(process.env.CRASH_KILLS ?? 100);
const LANES = Number(process.env.CRASH_LANES ?? 2);
const WRITERS = 4;
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const PASSWORD = 'Crash-test-1';
const serverUrl = process.env.DATABASE_URL;

const files = serverFiles('kinetic-crash-api-');
const { add: cleanup, tempDir } = afterFile();
beforeAll(() => files.prepare());

/** Where a lane's server keeps its data, and how the test reads what a crash left there. */
interface Store {
  env: Record<string, string>;
  /** Every how many kills the database itself is read and checked (amcheck included). */
  deepEvery: number;
  /** Takes the state the crash left (a copy of the files, for the embedded database). */
  snapshot(): () => Promise<{ stored: Stored; problems: string[]; rows: number }>;
}

async function inspect(run: RunSql) {
  const { problems, rows } = await checkIntegrity(run);
  return { stored: await readStored(run), problems, rows };
}

/** The embedded database: a data directory per lane, each a copy of the seeded one. */
async function embeddedStores(lanes: number) {
  const dir = () => tempDir('kinetic-crash-');
  const template = dir();
  const people = await seed({ dataDir: template });
  const stores = Array.from({ length: lanes }, (): Store => {
    const dataDir = dir();
    cpSync(template, dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      // Opening a copy costs as much as a restart: every 10th kill, and after the last.
      deepEvery: Number(process.env.CRASH_DEEP_EVERY ?? 10),
      snapshot() {
        // The files as the killed process left them: opening the copy recovers it, as the
        // restarted server recovers the original.
        const image = mkdtempSync(join(tmpdir(), 'kinetic-crash-image-'));
        cpSync(join(dataDir, 'pgdata'), image, { recursive: true });
        return async () => {
          const client = new PGlite(image, { extensions: { pg_trgm, amcheck } });
          try {
            await client.exec('create extension if not exists amcheck');
            return await inspect(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
          } finally {
            await client.close();
            rmSync(image, { recursive: true, force: true });
          }
        };
      },
    };
  });
  return { people, stores };
}

/** PostgreSQL: a database per lane, each made from the seeded one as its template. */
async function postgresStores(lanes: number, server: string) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const created: string[] = [];
  cleanup(async () => {
    const dropper = new pg.Client({ connectionString: server });
    await dropper.connect();
    for (const name of created.reverse()) await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const create = async (name: string, template = '') => {
    await admin.query(`create database ${name}${template && ` template ${template}`}`);
    created.push(name);
    return name;
  };
  const prefix = `kinetic_crash_${randomBytes(4).toString('hex')}`;
  const template = await create(`${prefix}_seed`);
  const people = await seed({ databaseUrl: urlOf(template) });
  const stores: Store[] = [];
  for (let i = 0; i < lanes; i++) {
    const url = urlOf(await create(`${prefix}_${i}`, template));
    const checker = new pg.Client({ connectionString: url });
    await checker.connect();
    await checker.query('create extension if not exists amcheck');
    cleanup(() => checker.end());
    stores.push({
      env: { DATABASE_URL: url },
      deepEvery: 1,
      // The server's database lives on: read it as it is now (no writer is running).
      snapshot: () => () => inspect(async (text) => (await checker.query(text)).rows),
    });
  }
  await admin.end();
  return { people, stores };
}

/** The trainer, three clients and library ids, written before the server first starts. */
async function seed(options: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(options);
  try {
    await prepareDatabase(database);
    const users = createUsersRepository(database.db);
    const passwordHash = await hashPassword(PASSWORD);
    const make = async (role: 'TRAINER' | 'CLIENT', n: number, trainerId: string | null = null) => {
      const email = `${role.toLowerCase()}${n}@crash.test`;
      const id = await users.insert({
        email,
        username: `${role.toLowerCase()}${n}`,
        firstName: 'Crash',
        lastName: role,
        roles: [role],
        trainerId,
        passwordHash,
      });
      return { id, email };
    };
    const trainer = await make('TRAINER', 1);
    const clients = [];
    for (let n = 1; n <= 3; n++) clients.push(await make('CLIENT', n, trainer.id));
    const run = async (text: string) => {
      const result: unknown = await database.db.execute(sql.raw(text));
      return (result as { rows: Record<string, unknown>[] }).rows;
    };
    const exerciseIds = (
      await run('select id from library_exercises where approved order by name limit 40')
    ).map((r) => String(r.id));
    const setTypes = (await run('select name from set_types order by position')).map((r) => String(r.name));
    return { trainer, clients, exerciseIds, setTypes };
  } finally {
    await database.close();
  }
}

async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { token: string; user: { id: string } };
  expect(res.status).toBe(200);
  return { id: body.user.id, token: body.token };
}

interface LaneReport {
  kills: number;
  killsWithWritesInFlight: number;
  killsDuringStart: number;
  writesSent: number;
  writesAcknowledged: number;
  writesCut: number;
  partial: string[];
  lost: string[];
  integrity: string[];
  deepChecks: number;
  unexpectedAnswers: string[];
  finalRows: number;
  workouts: number;
  completed: number;
  intakeVersions: number;
}

type People = Awaited<ReturnType<typeof seed>>;

async function lane(index: number, kills: number, store: Store, people: People): Promise<LaneReport> {
  const rnd = random(SEED + index);
  const port = await freePort();
  // The writers write as fast as they can: the per-person limits are not what is tested here.
  const env = {
    ...store.env,
    DEMO: '0',
    LOG_LEVEL: 'warn',
    USER_WRITES_PER_MINUTE: '1000000',
    USER_LIST_READS_PER_MINUTE: '1000000',
  };
  let server: ServerProcess = startServer(files.bundle(), port, env);
  cleanup(() => server.kill());
  await server.ready();

  const fixture: Fixture = {
    trainer: await signIn(server.url, people.trainer.email),
    clients: await Promise.all(people.clients.map((c) => signIn(server.url, c.email))),
    exerciseIds: people.exerciseIds,
    setTypes: people.setTypes,
  };
  const workload = createWorkload(fixture, rnd);
  const report: LaneReport = {
    kills: 0,
    killsWithWritesInFlight: 0,
    killsDuringStart: 0,
    writesSent: 0,
    writesAcknowledged: 0,
    writesCut: 0,
    partial: [],
    lost: [],
    integrity: [],
    deepChecks: 0,
    unexpectedAnswers: workload.problems,
    finalRows: 0,
    workouts: 0,
    completed: 0,
    intakeVersions: 0,
  };

  const deepCheck = async (inspection: ReturnType<ReturnType<Store['snapshot']>>) => {
    const { stored, problems, rows } = await inspection;
    report.integrity.push(...problems, ...workload.compare(stored));
    report.finalRows = rows;
    report.deepChecks++;
  };

  let sinceDeepCheck = 0;
  while (report.kills < kills) {
    // Writers keep four requests in flight; after a random number of answered writes and a
    // random few milliseconds more, SIGKILL, whatever is half done.
    const writers = workload.start(server.url, WRITERS);
    const answered = rnd.int(0, 5);
    const end = Date.now() + 30_000;
    while (writers.stats.acknowledged < answered && Date.now() < end) await sleep(5);
    await sleep(rnd.int(0, 100));
    const inFlight = workload.inFlight();
    writers.stop();
    await server.kill('SIGKILL');
    await writers.done;
    report.kills++;
    if (inFlight > 0) report.killsWithWritesInFlight++;
    report.writesSent += writers.stats.sent;
    report.writesAcknowledged += writers.stats.acknowledged;
    report.writesCut += writers.stats.cut;

    // The files as the crash left them, for a deep check once the API has been heard.
    const deep = ++sinceDeepCheck >= store.deepEvery ? store.snapshot() : undefined;
    if (deep) sinceDeepCheck = 0;
    server = startServer(files.bundle(), port, env);
    if (report.kills < kills && rnd.next() < 0.15) {
      // Killed again while starting: in the middle of recovering from the first crash.
      await sleep(rnd.int(0, 1500));
      await server.kill('SIGKILL');
      report.kills++;
      report.killsDuringStart++;
      server = startServer(files.bundle(), port, env);
    }
    const inspection = deep?.();
    await server.ready();
    const { partial, lost } = await workload.reconcile(server.url);
    report.partial.push(...partial);
    report.lost.push(...lost);
    if (inspection) await deepCheck(inspection);
  }

  // A last, clean stop: the server exits on SIGTERM and the data still checks out.
  await server.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  await deepCheck(store.snapshot()());
  Object.assign(report, workload.counts());
  return report;
}

describe('crash safety', () => {
  it(`keeps every workout whole through ${KILLS} SIGKILLs mid-write (${serverUrl ? 'PostgreSQL' : 'embedded database'})`, async () => {
    const started = Date.now();
    const perLane = Array.from(
      { length: LANES },
      (_, i) => Math.floor(KILLS / LANES) + (i < KILLS % LANES ? 1 : 0),
    );
    const { people, stores } = serverUrl
      ? await postgresStores(LANES, serverUrl)
      : await embeddedStores(LANES);
    const reports = await Promise.all(perLane.map((kills, i) => lane(i, kills, stores[i]!, people)));
    const sum = (k: keyof LaneReport) => reports.reduce((n, r) => n + (r[k] as number), 0);
    const all = (k: keyof LaneReport) => reports.flatMap((r) => r[k] as string[]);
    const summary = {
      database: serverUrl ? 'PostgreSQL' : 'embedded (PGlite)',
      kills: sum('kills'),
      killsWithWritesInFlight: sum('killsWithWritesInFlight'),
      killsDuringStart: sum('killsDuringStart'),
      writesSent: sum('writesSent'),
      writesAcknowledged: sum('writesAcknowledged'),
      writesCut: sum('writesCut'),
      workouts: sum('workouts'),
      completedWorkouts: sum('completed'),
      intakeVersions: sum('intakeVersions'),
      deepChecks: sum('deepChecks'),
      rowsReadBack: sum('finalRows'),
      partialRows: all('partial').length,
      lostWrites: all('lost').length,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    console.log(`crash safety: ${JSON.stringify(summary)}`);

    expect(all('unexpectedAnswers')).toEqual([]);
    expect(all('integrity')).toEqual([]);
    expect(all('partial')).toEqual([]);
    expect(all('lost')).toEqual([]);
    expect(summary.kills).toBe(KILLS);
    // The kills must have hit writes: most of them with requests in flight.
    expect(summary.killsWithWritesInFlight).toBeGreaterThan(KILLS / 2);
    expect(summary.writesCut).toBeGreaterThan(0);
  }, 1_800_000);
});
