import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP relay in front of a server that a test can stall or cut, as a network failure would. */
export interface TcpRelay {
  host: string;
  port: number;
  /** Holds what either side sends (it is read from the socket, not passed on) until `resume`. */
  stall(): void;
  resume(): void;
  /** Ends every relayed connection but keeps listening, as a server that dropped its clients would. */
  drop(): void;
  /** Ends every relayed connection and stops listening, as a failed network would. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export interface TcpRelayOptions {
  /** Sees each chunk sent to the server as it is passed on (`up`) and each chunk sent back (`down`). */
  watch?: (direction: 'up' | 'down', chunk: Buffer) => void;
}

export async function tcpRelay(target: { host: string; port: number }, options: TcpRelayOptions = {}) {
  const sockets = new Set<Socket>();
  let stalled = false;
  let port = 0;
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const [from, to, direction] of [
          [client, upstream, 'up'],
          [upstream, client, 'down'],
        ] as const) {
          sockets.add(from);
          if (stalled) from.pause();
          from.on('data', (chunk: Buffer) => {
            options.watch?.(direction, chunk);
            to.write(chunk);
          });
          from.on('error', () => to.destroy());
          from.on('close', () => {
            sockets.delete(from);
            to.destroy();
          });
        }
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server?.listening) server.close(() => resolve());
      else resolve();
    });
  await listen();
  const relay: TcpRelay = {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    stall: () => {
      stalled = true;
      for (const s of sockets) s.pause();
    },
    resume: () => {
      stalled = false;
      for (const s of sockets) s.resume();
    },
    drop: () => {
      // What was held is lost with the connections; new ones are not held.
      stalled = false;
      for (const s of sockets) s.destroy();
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
  return relay;
}
