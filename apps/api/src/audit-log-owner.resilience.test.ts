import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register } from './test/process-calls.ts';
import { serverAdmin } from './test/process-people.ts';
import { RESILIENCE_SERVER_URL as SERVER_URL, serverFiles } from './test/process-suite.ts';
import { freePort, startServer, type ServerProcess } from './test/server-process.ts';

// The audit log's append-only triggers hold only against a role that cannot switch them off. Here an
// operator's setup as docs/operations.md describes it: a new database owned by an owner role that
// runs the migrations (DATABASE_MIGRATION_URL), and the app connected as a role of its own
// (DATABASE_URL). Always on the PostgreSQL server (RESILIENCE_DATABASE_URL): roles are PostgreSQL's.
const suffix = randomBytes(4).toString('hex');
const OWNER = `kinetic_owner_${suffix}`;
const APP = `kinetic_app_${suffix}`;
const DATABASE = `kinetic_roles_${suffix}`;
const WARNING = /could switch off the audit log's append-only triggers.*DATABASE_MIGRATION_URL/;

const urlAs = (role: string) => {
  const url = new URL(SERVER_URL);
  url.username = role;
  url.password = 'Role-password-1';
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

const asAdmin = (statements: string[]) =>
  serverAdmin(SERVER_URL)(async (admin) => {
    for (const statement of statements) await admin.query(statement);
  });

const asApp = serverAdmin(urlAs(APP));

const files = serverFiles('kinetic-roles-');
const servers: ServerProcess[] = [];

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer(files.bundle(), await freePort(), { ...files.env(), ...env });
  servers.push(server);
  await server.ready();
  return server;
}

beforeAll(async () => {
  await asAdmin([
    `create role ${OWNER} login password 'Role-password-1'`,
    `create role ${APP} login password 'Role-password-1'`,
    `create database ${DATABASE} owner ${OWNER}`,
  ]);
  await files.prepare();
});

afterAll(async () => {
  for (const server of servers) await server.kill();
  await asAdmin([
    `drop database if exists ${DATABASE} with (force)`,
    `drop role if exists ${APP}`,
    `drop role if exists ${OWNER}`,
  ]);
});

describe('the audit log under an owner role and an app role', () => {
  it('migrates as the owner, runs as the app role, and the app role cannot change the log', async () => {
    const api = await start({ DATABASE_URL: urlAs(APP), DATABASE_MIGRATION_URL: urlAs(OWNER) });
    expect(api.output()).not.toMatch(WARNING);

    // It works: a person registers, signs in and changes their profile, each written to the log.
    const before = await asApp(async (c) =>
      Number((await c.query('select count(*) from audit_log')).rows[0].count),
    );
    const person = await register(api);
    const signIn = await call(api, 'POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
      from: '198.51.100.200',
    });
    expect(signIn.status).toBe(200);
    const renamed = await call(api, 'PUT', '/api/users/profile', {
      token: signIn.body.token,
      body: { firstName: 'Renamed', lastName: 'Person' },
    });
    expect(renamed.status).toBe(200);
    const after = await asApp(async (c) =>
      Number((await c.query('select count(*) from audit_log')).rows[0].count),
    );
    expect(after).toBeGreaterThan(before);

    // The owner owns the log; the app role may only read it and add to it.
    await asApp(async (c) => {
      const owner = await c.query(`select tableowner from pg_tables where tablename = 'audit_log'`);
      expect(owner.rows[0].tableowner).toBe(OWNER);
      await expect(
        c.query('alter table audit_log disable trigger audit_log_no_update_or_delete'),
      ).rejects.toThrow(/must be owner of table audit_log/);
      await expect(c.query('alter table audit_log disable trigger all')).rejects.toThrow(/must be owner/);
      await expect(c.query(`update audit_log set action = action`)).rejects.toThrow(/permission denied/);
      await expect(c.query('delete from audit_log')).rejects.toThrow(/permission denied/);
      await expect(c.query('truncate audit_log')).rejects.toThrow(/permission denied/);
      expect(Number((await c.query('select count(*) from audit_log')).rows[0].count)).toBe(after);
    });
    await api.kill('SIGTERM');
  });

  it('warns at start when the app connects as the role that owns the log', async () => {
    const api = await start({ DATABASE_URL: urlAs(OWNER) });
    expect(api.output()).toMatch(WARNING);
    expect(api.output()).toContain(`The database role ${OWNER} (DATABASE_URL) owns the audit_log table`);
    await api.kill('SIGTERM');
  });
});
