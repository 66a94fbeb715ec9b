import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type OpenStream } from './test/event-stream.ts';
import { call } from './test/process-calls.ts';
import { processPeople } from './test/process-people.ts';
import { ownDatabase, serverFiles } from './test/process-suite.ts';
import { freePort, startServer, type ServerProcess } from './test/server-process.ts';

// Live events between API processes: a trainer's event stream is open on one process, their
// client completes a workout through another, and the trainer hears of it. Through a Redis of the
// test's own (so that stopping it touches nobody else's), then through PostgreSQL LISTEN/NOTIFY.
const EVENT_WAIT_MS = 15_000;

const files = serverFiles('kinetic-events-');
const database = ownDatabase('kinetic_events');
const servers: ServerProcess[] = [];
let exercise: { id: string; name: string } | undefined;

const { trainerAndClient, workoutFor } = processPeople(database.admin, database.name, () => exercise!);

/** A redis-server of this test's own, on its own port, keeping nothing on disk. */
function startRedis(port: number) {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    async ready() {
      for (let tries = 0; ; tries++) {
        const client = createClient({
          url: `redis://127.0.0.1:${port}`,
          socket: { reconnectStrategy: false },
        });
        client.on('error', () => {});
        try {
          await client.connect();
          await client.ping();
          await client.close();
          return;
        } catch {
          if (tries > 200) throw new Error('the test Redis did not start');
          await new Promise((r) => setTimeout(r, 25));
        }
      }
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Waits until `check` answers true, trying again for a while (work another process does by itself). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = EVENT_WAIT_MS) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not in time: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function start(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const common = {
    ...files.env(),
    DATABASE_URL: database.url,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    ...env,
  };
  const pair: [ServerProcess, ServerProcess] = [
    startServer(files.bundle(), await freePort(), common),
    startServer(files.bundle(), await freePort(), common),
  ];
  servers.push(...pair);
  await Promise.all(pair.map((s) => s.ready()));
  exercise ??= await database.firstExercise();
  return pair;
}

const complete = (server: ServerProcess, clientToken: string, workoutId: string) =>
  call(server, 'PATCH', `/api/workouts/${workoutId}/complete`, {
    token: clientToken,
    body: { status: 'COMPLETED', completedDate: new Date().toISOString() },
  });

/** The trainer's next `workout-completed` notification on the stream. */
async function nextCompletion(stream: OpenStream) {
  const event = (await stream.next('notification', EVENT_WAIT_MS)) as { kind: string; link: string };
  expect(event.kind).toBe('workout-completed');
  return event;
}

beforeAll(async () => {
  await database.create();
  await files.prepare();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
});

describe('live events between two API processes through Redis', () => {
  let redis: ReturnType<typeof startRedis>;
  let redisPort: number;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = startRedis(redisPort);
    await redis.ready();
    [a, b] = await start({ REDIS_URL: redis.url, REDIS_PREFIX: 'kinetic-events-test:' });
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await redis?.kill();
  });

  it('reach a stream on the other process; while Redis is away the streams stay open and completions are kept; once it is back, events cross again', async () => {
    const { trainer, client } = await trainerAndClient(a);
    const workouts = [];
    for (const name of ['Before', 'During', 'After'])
      workouts.push(await workoutFor(a, trainer.token, client.id, `${name} the outage`));
    const stream = await openEventStream(`${a.url}/api/events`, trainer.token);
    expect(stream.status).toBe(200);
    let ended = false;
    void stream.ended.then(() => (ended = true));

    // Redis up: the completion made on B reaches the stream on A.
    expect((await complete(b, client.token, workouts[0]!)).status).toBe(200);
    expect((await nextCompletion(stream)).link).toContain(workouts[0]);

    // Redis gone: the completion is still written, and the list on A shows it.
    await redis.kill();
    const during = await complete(b, client.token, workouts[1]!);
    expect(during.status).toBe(200);
    expect(during.body.workout.status).toBe('COMPLETED');
    const listed = await call(a, 'GET', '/api/notifications', { token: trainer.token });
    expect(listed.status).toBe(200);
    expect(listed.body.notifications.map((x: { link: string }) => x.link)).toEqual(
      expect.arrayContaining([expect.stringContaining(workouts[1]!)]),
    );
    expect((await call(a, 'GET', '/api/auth/me', { token: trainer.token })).status).toBe(200);
    expect(ended).toBe(false);

    // Redis back: A's stream is told to catch up from the lists, and events cross again.
    redis = startRedis(redisPort);
    await redis.ready();
    await stream.next('resync', EVENT_WAIT_MS);
    const probe = createClient({ url: redis.url });
    await probe.connect();
    try {
      // Both processes listen again, and B can send again.
      await until('both processes subscribed again', async () => {
        const counts = await probe.pubSubNumSub('kinetic-events-test:events');
        return (counts['kinetic-events-test:events'] ?? 0) >= 2;
      });
      await until('B publishing again', async () =>
        (await probe.clientList()).some((c) => c.name === `kinetic-events-publisher-${b.child.pid}`),
      );
    } finally {
      await probe.close();
    }
    expect((await complete(b, client.token, workouts[2]!)).status).toBe(200);
    const after = await nextCompletion(stream);
    expect(after.link).toContain(workouts[2]);
    expect(ended).toBe(false);
    stream.close();
  });
});

describe('live events between two API processes without Redis: PostgreSQL LISTEN/NOTIFY', () => {
  it('reach a stream on the other process', async () => {
    const [c, d] = await start({});
    const { trainer, client } = await trainerAndClient(c);
    const workoutId = await workoutFor(c, trainer.token, client.id, 'Through PostgreSQL');
    const stream = await openEventStream(`${c.url}/api/events`, trainer.token);
    expect(stream.status).toBe(200);
    try {
      expect((await complete(d, client.token, workoutId)).status).toBe(200);
      expect((await nextCompletion(stream)).link).toContain(workoutId);
      // And the other way: a message written on C reaches the client's stream on D.
      const clientStream = await openEventStream(`${d.url}/api/events`, client.token);
      try {
        const sent = await call(c, 'POST', '/api/messages', {
          token: trainer.token,
          body: { clientId: client.id, body: 'Well done today' },
        });
        expect(sent.status).toBe(201);
        const message = (await clientStream.next('message', EVENT_WAIT_MS)) as { id: string };
        expect(message.id).toBe(sent.body.message.id);
      } finally {
        clientStream.close();
      }
    } finally {
      stream.close();
    }
  });
});
