import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReplicaReads } from '../db/replica-reads.ts';
import type { SessionRead } from '../domain/session-read.ts';
import { presentedTokenHash } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a signed-in read (`read`, given the token's hash) on the read replica when it may lag,
     * on the primary otherwise (see registerReplicaReads). Without a replica: `read` as is.
     */
    readMayLag: <T>(
      request: FastifyRequest,
      tokenHash: string,
      read: (tokenHash: string) => Promise<SessionRead<T>>,
    ) => Promise<SessionRead<T>>;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sessionKey = (tokenHash: string) => `session:${tokenHash}`;
const userKey = (userId: string) => `user:${userId}`;

/**
 * Sends the hot signed-in reads of GET requests to the read replica (DATABASE_READ_URL), so that
 * they cost the primary only the session check, and keeps correct what a caller sees:
 *
 * - The session is checked on the primary, in parallel with the read on the replica: a sign-out,
 *   a revoked session or a blocked user takes effect at once, whatever the replica's delay. The
 *   user (roles, two-step sign-in) is the primary's; the data is the replica's.
 * - A caller's reads go to the primary from the moment one of their writes (any other method than
 *   GET, HEAD, OPTIONS) starts until the replica has replayed past it: fenced by the session
 *   (known before the read), and by the user (known once the session is checked, so that their
 *   other devices see the write too). The fences live in this process: with several API
 *   processes, a write answered by one does not fence reads answered by another.
 * - A replica that does not know the session yet (signed in a moment ago, on another process),
 *   finds another user, or finds nothing (a workout assigned a moment ago, opened from its
 *   notification) answers nothing the caller sees: the read is made again on the primary.
 * - A replica that fails (down, too slow to connect, a statement cancelled by its recovery): the
 *   read is made again on the primary, and reads stay off the replica until it answers again.
 * - Writes (and the reads a write makes, such as a workout read before it is saved over) never go
 *   to the replica.
 */
export function registerReplicaReads(
  app: FastifyInstance,
  options: {
    replica: ReplicaReads | undefined;
    /** The session check on the primary: the user of a live session's token hash. */
    sessionUser: (tokenHash: string) => Promise<SessionRead<null>>;
  },
) {
  const { replica, sessionUser } = options;
  if (!replica) {
    app.decorate('readMayLag', (_request, tokenHash, read) => read(tokenHash));
    return;
  }
  replica.onFailure = (error) =>
    app.log.warn(
      { err: error },
      'The read replica failed: its reads go to the primary until it answers again',
    );

  /** The fences a write request put up, lifted (at the WAL position after it) once it is answered. */
  const writes = new WeakMap<FastifyRequest, string[]>();
  const fence = (request: FastifyRequest, caller: string) => {
    const callers = writes.get(request);
    if (!callers) writes.set(request, [caller]);
    else if (callers.includes(caller)) return;
    else callers.push(caller);
    replica.fences.begin(caller);
  };
  app.addHook('preHandler', async (request) => {
    if (READ_METHODS.has(request.method) || !request.sessionToken) return;
    fence(request, sessionKey(presentedTokenHash(request)));
    if (request.user) fence(request, userKey(request.user.id));
  });
  // Routes that check the session inside their handler know the user only now; the answer has not
  // left yet, so the caller's other devices cannot read before the fence is up.
  app.addHook('onSend', async (request) => {
    if (writes.has(request) && request.user) fence(request, userKey(request.user.id));
  });
  app.addHook('onResponse', async (request) => {
    const callers = writes.get(request);
    if (!callers) return;
    const after = await replica.primaryPosition().catch(() => undefined);
    for (const caller of callers) replica.fences.end(caller, after);
  });

  app.decorate('readMayLag', async function readMayLag<
    T,
  >(request: FastifyRequest, tokenHash: string, read: (tokenHash: string) => Promise<SessionRead<T>>): Promise<
    SessionRead<T>
  > {
    if (
      !READ_METHODS.has(request.method) ||
      !replica.available ||
      replica.fences.holds(sessionKey(tokenHash))
    )
      return read(tokenHash);
    const [session, copy] = await Promise.all([
      sessionUser(tokenHash),
      replica.onReplica(() => read(tokenHash)).catch(() => undefined),
    ]);
    if (!session) return undefined;
    if (
      !copy ||
      copy.user.id !== session.user.id ||
      copy.data === undefined ||
      replica.fences.holds(userKey(session.user.id))
    )
      return read(tokenHash);
    return { user: session.user, data: copy.data };
  });
}
