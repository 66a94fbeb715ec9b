import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register } from './test/process-calls.ts';
import { caughtUp, startReplicatedPostgres, type ReplicatedPostgres } from './test/replicated-postgres.ts';
import { serverFiles } from './test/process-suite.ts';
import { freePort, startServer, type ServerProcess } from './test/server-process.ts';

// The hot reads on a read replica (DATABASE_READ_URL). The test runs its own primary and a replica
// streaming from it (not the shared server: it pauses and stops them), and proves with what callers
// see that reads of other people's changes come from the replica while a caller's own writes,
// sign-ins, sign-outs and blocked accounts take effect at once. scripts/resilience.mjs runs the
// suite twice; the replica needs PostgreSQL, so the pass on the embedded database checks what an
// operator sees who sets a replica without a PostgreSQL server.
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

const files = serverFiles('kinetic-replica-api-');

if (!ON_POSTGRES) {
  describe('a read replica on the embedded database', () => {
    it('is refused at start, telling the operator to set DATABASE_URL', async () => {
      await files.prepare();
      const server = startServer(files.bundle(), await freePort(), {
        ...files.env(),
        DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.output()).toMatch(/DATABASE_READ_URL: .*set DATABASE_URL/);
    });
  });
} else {
  describe('the hot reads on a streaming replica (DATABASE_READ_URL)', () => {
    let clusters: ReplicatedPostgres | undefined;
    let api: ServerProcess | undefined;

    beforeAll(async () => {
      clusters = await startReplicatedPostgres();
      await files.prepare();
      api = startServer(files.bundle(), await freePort(), {
        ...files.env(),
        DATABASE_URL: clusters.primary.url,
        DATABASE_READ_URL: clusters.replica.url,
      });
      await api.ready();
      await caughtUp(clusters);
    });

    afterAll(async () => {
      await api?.kill();
      await clusters?.remove();
    });

    const pauseReplay = () => clusters!.replica.query('select pg_wal_replay_pause()');
    const resumeReplay = () => clusters!.replica.query('select pg_wal_replay_resume()');
    const status = (token: string) => call(api!, 'GET', '/api/onboarding/status', { token });
    const onReplica = async (sql: string, values: unknown[]) =>
      (await clusters!.replica.query<{ n: number }>(sql, values)).rows[0]!.n;
    const formsOf = `select count(*)::int as n from onboarding_answers where user_id = $1 and form = $2`;

    it("answers a read of someone else's change from the replica: absent while its replay is paused, there once it resumes", async () => {
      const client = await register(api!);
      await caughtUp(clusters!);
      expect((await status(client.token)).body.parqCompleted).toBe(false);

      await pauseReplay();
      try {
        // Someone else (here: straight into the primary) records the client's health questionnaire.
        await clusters!.primary.query(
          `insert into onboarding_answers (user_id, form, version, answers) values ($1, 'parq', 1, '{}')`,
          [client.id],
        );
        const whilePaused = await status(client.token);
        expect(whilePaused.status).toBe(200);
        expect(whilePaused.body.parqCompleted).toBe(false);
      } finally {
        await resumeReplay();
      }
      const end = Date.now() + 30_000;
      let after = await status(client.token);
      while (!after.body.parqCompleted && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 20));
        after = await status(client.token);
      }
      expect(after.status).toBe(200);
      expect(after.body.parqCompleted).toBe(true);
    });

    it("shows the caller's own write on their next read, on every device they are signed in on, while the replica lags", async () => {
      const client = await register(api!);
      const phone = await call(api!, 'POST', '/api/auth/login', {
        body: { email: client.email, password: client.password },
      });
      expect(phone.status).toBe(200);
      await caughtUp(clusters!);

      await pauseReplay();
      try {
        const sent = await call(api!, 'POST', '/api/onboarding/waiver', {
          token: client.token,
          body: { name: 'Jamie Client' },
        });
        expect(sent.status).toBe(201);
        // The replica has not got it...
        expect(await onReplica(formsOf, [client.id, 'waiver'])).toBe(0);
        // ...and the caller sees it at once, on this session and on their other one.
        expect((await status(client.token)).body.waiverCompleted).toBe(true);
        expect((await status(phone.body.token as string)).body.waiverCompleted).toBe(true);
      } finally {
        await resumeReplay();
      }
      await caughtUp(clusters!);
      expect((await status(client.token)).body.waiverCompleted).toBe(true);
    });

    it('lets a new session read at once, and ends a signed-out session or a blocked account at once, while the replica lags', async () => {
      const client = await register(api!);
      const blocked = await register(api!);
      await caughtUp(clusters!);
      expect((await status(blocked.token)).status).toBe(200);

      await pauseReplay();
      try {
        const signedIn = await call(api!, 'POST', '/api/auth/login', {
          body: { email: client.email, password: client.password },
        });
        expect(signedIn.status).toBe(200);
        const token = signedIn.body.token as string;
        const first = await status(token);
        expect(first.status).toBe(200);
        expect(first.body.isComplete).toBe(false);

        expect((await call(api!, 'POST', '/api/auth/logout', { token })).status).toBe(204);
        expect((await status(token)).status).toBe(401);
        // The other session of the same person goes on.
        expect((await status(client.token)).status).toBe(200);

        // An administrator blocks the account on the primary: the replica still has it active.
        await clusters!.primary.query('update users set is_active = false where id = $1', [blocked.id]);
        expect(
          await onReplica('select count(*)::int as n from users where id = $1 and is_active', [blocked.id]),
        ).toBe(1);
        expect((await status(blocked.token)).status).toBe(401);
      } finally {
        await resumeReplay();
      }
    });

    it('answers from the primary while the replica is down, and from the replica again once it is back', async () => {
      const client = await register(api!);
      await clusters!.primary.query(
        `insert into onboarding_answers (user_id, form, version, answers) values ($1, 'waiver', 1, '{}')`,
        [client.id],
      );
      await caughtUp(clusters!);
      // No write of the caller's own: this read is the replica's.
      expect((await status(client.token)).body.waiverCompleted).toBe(true);
      await clusters!.replica.stop();

      for (let i = 0; i < 3; i++) {
        const read = await status(client.token);
        expect(read.status).toBe(200);
        expect(read.body.waiverCompleted).toBe(true);
      }
      // And a change made after the replica stopped is seen too: the reads are on the primary.
      await clusters!.primary.query(
        `insert into onboarding_answers (user_id, form, version, answers) values ($1, 'parq', 1, '{}')`,
        [client.id],
      );
      expect((await status(client.token)).body.parqCompleted).toBe(true);
      expect(api!.output()).toMatch(/read replica failed/);

      // Once it answers again (it is asked every few seconds), the reads go back to it.
      await clusters!.replica.start();
      await caughtUp(clusters!);
      await pauseReplay();
      try {
        await clusters!.primary.query(
          `insert into onboarding_answers (user_id, form, version, answers) values ($1, 'nutrition', 1, '{}')`,
          [client.id],
        );
        const end = Date.now() + 30_000;
        let read = await status(client.token);
        while (read.body.nutritionCompleted && Date.now() < end) {
          await new Promise((r) => setTimeout(r, 100));
          read = await status(client.token);
        }
        expect(read.status).toBe(200);
        expect(read.body.nutritionCompleted).toBe(false);
      } finally {
        await resumeReplay();
      }
    });
  });
}
