import { Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tcpRelay, type TcpRelay } from '../test/tcp-relay.ts';
import { DatabaseBusyError } from './errors.ts';
import { PipelinedReads } from './pipelined-reads.ts';

// PipelinedReads speaks to PostgreSQL through node-postgres in pipeline mode. Here the server is
// PGlite behind @electric-sql/pglite-socket, which answers the same wire protocol on a local port,
// so these run in every test run without a PostgreSQL server. A relay between the two counts what
// is on the wire (Sync sent, ReadyForQuery back: one of each per read) and can hold or drop it.

let db: PGlite;
let server: PGLiteSocketServer;
let target: { host: string; port: number };
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create sequence served');
  server = new PGLiteSocketServer({ db, port: 0, maxConnections: 8 });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  target = { host: host!, port: Number(port) };
});
afterAll(async () => {
  await server.stop();
  await db.close();
});

/** Counts the protocol's messages of one type in a stream cut into chunks anywhere. */
function messageCounter(type: string, startup: boolean) {
  let buffered = Buffer.alloc(0);
  let awaitingStartup = startup;
  let count = 0;
  return {
    feed(chunk: Buffer) {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (awaitingStartup) {
          // The startup message alone has no type byte: a length, then its body.
          if (buffered.length < 4 || buffered.length < buffered.readInt32BE(0)) return;
          buffered = buffered.subarray(buffered.readInt32BE(0));
          awaitingStartup = false;
          continue;
        }
        if (buffered.length < 5 || buffered.length < 1 + buffered.readInt32BE(1)) return;
        if (String.fromCharCode(buffered[0]!) === type) count++;
        buffered = buffered.subarray(1 + buffered.readInt32BE(1));
      }
    },
    get count() {
      return count;
    },
  };
}

/** A relay that measures how many reads were on the wire at once, at most. */
async function measuredRelay() {
  const syncs = messageCounter('S', true);
  const ready = messageCounter('Z', false);
  const chunksWithSyncs: number[] = [];
  let most = 0;
  const relay = await tcpRelay(target, {
    watch(direction, chunk) {
      if (direction === 'up') {
        const before = syncs.count;
        syncs.feed(chunk);
        if (syncs.count > before) chunksWithSyncs.push(syncs.count - before);
      } else ready.feed(chunk);
      // The first ReadyForQuery answers the startup, not a read.
      most = Math.max(most, syncs.count - Math.max(0, ready.count - 1));
    },
  });
  return {
    relay,
    /** The most reads that were sent and not yet answered at any moment. */
    get mostOnTheWire() {
      return most;
    },
    /** How many reads each chunk that carried reads carried. */
    chunksWithSyncs,
  };
}

const relays: TcpRelay[] = [];
const opened: PipelinedReads[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.end()));
  await Promise.all(relays.splice(0).map((r) => r.close()));
});

function pipelined(relay: TcpRelay, options: { size?: number; depth?: number; waitTimeoutMs?: number } = {}) {
  relays.push(relay);
  const reads = new PipelinedReads({
    connection: { connectionString: `postgres://postgres@${relay.host}:${relay.port}/postgres` },
    size: options.size ?? 1,
    depth: options.depth,
    waitTimeoutMs: options.waitTimeoutMs ?? 10_000,
    statementTimeoutMs: 0,
  });
  opened.push(reads);
  return reads;
}

const numbered = (reads: PipelinedReads, n: number) =>
  reads
    .query({ text: 'select $1::int as n, nextval($2)::int as served', values: [n, 'served'] })
    .then((r) => r.rows[0] as { n: number; served: number });

describe('PipelinedReads over the wire protocol', () => {
  it('sends the reads of one moment in one write, and each gets its own answer in the order sent', async () => {
    const measured = await measuredRelay();
    const reads = pipelined(measured.relay, { depth: 32 });
    await numbered(reads, -1); // opens the connection
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => numbered(reads, i)));
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // The server ran them in the order they were sent.
    const served = answers.map((a) => a.served);
    expect(served).toEqual([...served].sort((a, b) => a - b));
    // All twenty left in one write (the socket is corked for the turn of the event loop).
    expect(measured.chunksWithSyncs.at(-1)).toBe(20);
    expect(measured.mostOnTheWire).toBe(20);
  });

  it('fails only the read that fails mid-pipeline; those behind it, and later ones, are answered', async () => {
    const reads = pipelined(await tcpRelay(target));
    const settled = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        reads.query({ text: 'select 10 / $1::int as n', values: [i === 5 ? 0 : 1] }),
      ),
    );
    settled.forEach((answer, i) => {
      if (i === 5) {
        expect(answer.status).toBe('rejected');
        expect((answer as PromiseRejectedResult).reason).toMatchObject({ code: '22012' }); // division_by_zero
      } else {
        expect(answer.status).toBe('fulfilled');
        expect((answer as PromiseFulfilledResult<pg.QueryResult>).value.rows).toEqual([{ n: 10 }]);
      }
    });
    expect((await numbered(reads, 7)).n).toBe(7);
  });

  it('puts at most `depth` reads on the wire per connection; the rest wait in one queue, in order', async () => {
    const measured = await measuredRelay();
    const reads = pipelined(measured.relay, { depth: 4 });
    await numbered(reads, -1);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => numbered(reads, i)));
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const served = answers.map((a) => a.served);
    expect(served).toEqual([...served].sort((a, b) => a - b));
    expect(measured.mostOnTheWire).toBe(4);
  });

  it('answers DatabaseBusyError to a read that waits for room longer than the wait limit', async () => {
    const measured = await measuredRelay();
    const reads = pipelined(measured.relay, { depth: 2, waitTimeoutMs: 300 });
    await numbered(reads, -1);
    measured.relay.stall();
    const held = [numbered(reads, 1), numbered(reads, 2)];
    await expect(numbered(reads, 3)).rejects.toBeInstanceOf(DatabaseBusyError);
    measured.relay.resume();
    expect((await Promise.all(held)).map((a) => a.n)).toEqual([1, 2]);
    expect(measured.mostOnTheWire).toBe(2);
  });

  it('sends the reads of a lost connection once more on a new one', async () => {
    const relay = await tcpRelay(target);
    const reads = pipelined(relay);
    await numbered(reads, -1);
    relay.stall();
    const inFlight = Array.from({ length: 3 }, (_, i) => numbered(reads, i));
    relay.drop();
    expect((await Promise.all(inFlight)).map((a) => a.n)).toEqual([0, 1, 2]);
  });

  // PipelinedReads corks each connection's socket so that the reads of one turn of the event loop
  // leave in one write. node-postgres has no API for that: it reaches the socket through
  // `client.connection.stream`, an internal. If a node-postgres release moves it, this fails here,
  // by name, rather than as a TypeError on every read in production.
  it("relies on node-postgres keeping a connection's socket at client.connection.stream", async () => {
    const relay = await tcpRelay(target);
    relays.push(relay);
    const client = new pg.Client({
      connectionString: `postgres://postgres@${relay.host}:${relay.port}/postgres`,
    });
    await client.connect();
    try {
      const internal = client as unknown as { connection?: { stream?: unknown } };
      expect(internal.connection?.stream).toBeInstanceOf(Socket);
    } finally {
      await client.end();
    }
  });
});
