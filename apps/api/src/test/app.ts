import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthAnswer } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadSettings } from '../env.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { answerSchemas } from './answer-schemas.ts';
import { openTestDatabase } from './database.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  call: (
    method: string,
    url: string,
    options?: {
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      /** For answers that stay open (event streams): a success answers once its head is sent. */
      headersOnly?: boolean;
    },
  ) => Promise<Answer>;
  /** Creates an active user straight in the database and signs them in. */
  user: (options?: { roles?: Role[]; trainerId?: string | null; password?: string }) => Promise<TestUser>;
  /** Two trainers, each with one client of theirs: the people most ownership checks need. */
  twoTrainersWithClients: () => Promise<
    Record<'trainer' | 'otherTrainer' | 'client' | 'otherClient', TestUser>
  >;
  outbox: () => { to: string; subject: string; text: string; link?: string }[];
  /** Runs SQL straight on the test database and answers its rows. */
  rows: (query: SQL) => Promise<any[]>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any row shape
  close: () => Promise<void>;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any answer
}

let counter = 0;
// A real argon2 hash of each password, made once per file: every test user's sign-in still verifies
// it, but hashing it anew for each of the thousands of users the tests create cost seconds of CPU.
const hashes = new Map<string, Promise<string>>();
const testPasswordHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

/**
 * A test app's settings: a new data folder (`dataDir`, the test removes it), no demo, nothing
 * logged; `env` adds to them or overrides them.
 */
export const testSettings = (env: Record<string, string> = {}) =>
  loadSettings({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kinetic-test-')),
    LOG_LEVEL: 'silent',
    DEMO: '0',
    PUBLIC_URL: 'http://kinetic.test',
    // No work on a timer behind a test's back; the mail's own test turns it on.
    MESSAGE_MAIL_EVERY_SECONDS: '0',
    CHECK_IN_REMINDER_EVERY_SECONDS: '0',
    ...env,
  });

let addresses = 0;
/** Headers that make a request come from an address no other request of the file used (the app must trust X-Forwarded-For). */
export const newAddress = () => {
  const n = ++addresses;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

/** Builds the real app on its own fresh database, as each API test file does. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  // A test may bring its own (openTestDatabase with limits); it is closed with the app.
  const database = options.database ?? (await openTestDatabase());
  const settings = testSettings();
  const { dataDir } = settings;
  const answers = answerSchemas();
  const app = await buildApp({ settings, database, webDir: null, onRoute: answers.onRoute, ...options });
  await app.ready();

  const call: TestApp['call'] = async (method, url, { body, token, headers = {}, headersOnly } = {}) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        // A string body is sent as it is (malformed JSON tests); an object as JSON.
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as string | object }),
      ...(headersOnly ? { payloadAsStream: true } : {}),
    });
    if (headersOnly && res.statusCode < 300) {
      res.stream().destroy();
      return { status: res.statusCode, headers: res.headers, body: undefined };
    }
    const text = headersOnly ? await streamText(res.stream()) : res.body;
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    answers.check(`${method} ${url}`, res.raw.res, res.statusCode, parsed);
    return { status: res.statusCode, headers: res.headers, body: parsed };
  };

  const users = createUsersRepository(database.db);
  const user: TestApp['user'] = async ({
    roles = ['CLIENT'] as Role[],
    trainerId = null,
    password = 'Secret123',
  } = {}) => {
    const email = uniqueEmail(roles.join('-').toLowerCase());
    const id = await users.insert({
      email,
      username: email
        .split('@')[0]!
        .replace(/[^A-Za-z0-9._-]/g, '')
        .slice(-30),
      firstName: 'Test',
      lastName: roles[0] ?? 'User',
      roles,
      trainerId,
      passwordHash: await testPasswordHash(password),
    });
    const login = await call('POST', '/api/auth/login', { body: { email, password } });
    return { id, email, password, token: (login.body as AuthAnswer).token };
  };

  const twoTrainersWithClients: TestApp['twoTrainersWithClients'] = async () => {
    const trainer = await user({ roles: ['TRAINER'] });
    const otherTrainer = await user({ roles: ['TRAINER'] });
    const client = await user({ roles: ['CLIENT'], trainerId: trainer.id });
    const otherClient = await user({ roles: ['CLIENT'], trainerId: otherTrainer.id });
    return { trainer, otherTrainer, client, otherClient };
  };

  const outbox: TestApp['outbox'] = () => {
    let files: string[] = [];
    try {
      files = readdirSync(join(dataDir, 'outbox'))
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      return [];
    }
    return files.map((f) => JSON.parse(readFileSync(join(dataDir, 'outbox', f), 'utf8')));
  };

  const rows: TestApp['rows'] = async (query) => {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: unknown[] }).rows;
  };

  return {
    app,
    database,
    dataDir,
    call,
    user,
    twoTrainersWithClients,
    outbox,
    rows,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check` holds, for work the server finishes after answering (mail). */
export async function eventually<T>(check: () => T | undefined | false, timeoutMs = 3000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}
