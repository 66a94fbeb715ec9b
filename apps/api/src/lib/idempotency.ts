import { and, eq, gt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_FORMAT } from '@kinetic/contracts/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from './http-error.ts';
import { sendJsonText } from './json-reply.ts';
import type { JsonText } from '../db/json.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key is remembered: far longer than any client retries a lost answer. */
export const IDEMPOTENCY_KEY_DAYS = 7;
export const KEY_INVALID = `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`;
export const KEY_REUSED = `This ${IDEMPOTENCY_HEADER} was already used for another request; send a new key`;

/**
 * Runs the one write of a call: `write` must do all its work on `tx` (the transaction that keeps
 * the key). `outcome` names what the call will answer of the write's result, or undefined when the
 * write changed nothing (then the key is not kept either, and the result is handed back as is).
 */
export type Keep<V> = <R>(
  write: (tx: Db, key?: KeptKey) => Promise<R>,
  outcome: (result: R) => V | undefined,
  options?: { answerKeptByWrite?: boolean },
) => Promise<R>;

/**
 * The key a write's answer is kept under (none without an Idempotency-Key). With
 * `answerKeptByWrite`, the write itself sets the key's `status` and `answer` (the call's answer
 * body) in its own statement, sparing a statement that would carry the answer back again.
 */
export interface KeptKey {
  userId: string;
  key: string;
  status: number;
}

interface Answer {
  status: number;
  body: unknown;
}

/** Thrown out of a claim that met a key another request already used: its answer is sent again. */
class Replay {
  constructor(readonly answer: Answer) {}
}

/** Ends a claim's transaction (rolled back) when the write changed nothing. */
class NotKept<R> {
  constructor(readonly result: R) {}
}

/** The key a request sent, undefined when it sent none; 400 when it is not a key. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header === 'string' && IDEMPOTENCY_KEY_FORMAT.test(header)) return header;
  throw new HttpError(400, KEY_INVALID, [{ path: IDEMPOTENCY_HEADER, msg: KEY_INVALID }]);
}

const kept = sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`;

/**
 * Idempotency-Key on writes: a request repeated with a key its user already used for the same
 * method and path gets the first answer again (same status and body) and writes nothing. Only
 * answers of writes that changed something are kept: a refusal (4xx) changed nothing, so a retry
 * is simply decided again. The key is inserted first in the write's own transaction, so that two
 * requests with one key at once take turns on its primary key: the second waits for the first and
 * then replays its answer.
 */
export function createIdempotency(db: Db) {
  async function storedAnswer(
    on: Db,
    userId: string,
    key: string,
    request: string,
  ): Promise<Answer | undefined> {
    const [row] = await on
      .select({
        request: idempotencyKeys.request,
        status: idempotencyKeys.status,
        answer: idempotencyKeys.answer,
      })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          gt(idempotencyKeys.createdAt, kept),
        ),
      );
    if (!row || row.status === null) return undefined;
    if (row.request !== request)
      throw new HttpError(422, KEY_REUSED, [{ path: IDEMPOTENCY_HEADER, msg: KEY_REUSED }]);
    return { status: row.status, body: row.answer };
  }

  /** An answer body; JSON text (a string: see JsonText) is sent and kept as it is, never parsed here. */
  const send = (reply: FastifyReply, status: number, body: unknown) =>
    typeof body === 'string'
      ? sendJsonText(reply.code(status), body as JsonText<unknown>)
      : reply.code(status).send(body);

  const replay = (reply: FastifyReply, answer: Answer) =>
    reply.code(answer.status).header('idempotent-replayed', 'true').send(answer.body);

  return {
    /**
     * Answers a write call: `run` does the call's work, its one write through `keep`, and resolves
     * to the value `body` makes the answer of (sent with `status`). With a key already used, the
     * first answer instead, before `run` does anything.
     */
    async answer<V>(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      options: { status?: number; body: (value: V) => unknown },
      run: (keep: Keep<V>) => Promise<V>,
    ): Promise<FastifyReply> {
      const status = options.status ?? 200;
      const key = keyOf(request);
      if (key === undefined) {
        const direct: Keep<V> = (write) => write(db);
        return send(reply, status, options.body(await run(direct)));
      }
      const call = `${request.method} ${request.url.split('?')[0]}`;
      const known = await storedAnswer(db, userId, key, call);
      if (known) return replay(reply, known);

      const keep: Keep<V> = async (write, outcome, keepOptions) => {
        try {
          return await db.transaction(async (tx) => {
            // Keys past their time are forgotten as the user claims a new one, in the same statement:
            // this very key, if it is one of them, is claimed anew.
            const claimed: unknown = await tx.execute(sql`
              with forgotten as (
                delete from ${idempotencyKeys} where ${idempotencyKeys.userId} = ${userId}
                  and ${idempotencyKeys.createdAt} < ${kept} and ${idempotencyKeys.key} <> ${key}
              )
              insert into ${idempotencyKeys} (user_id, key, request) values (${userId}, ${key}, ${call})
              on conflict (user_id, key) do update
                set request = excluded.request, status = null, answer = null, created_at = now()
                where ${idempotencyKeys.createdAt} < ${kept}
              returning key`);
            if (!(claimed as { rows: unknown[] }).rows.length) {
              // Another request with this key finished first (this insert waited for it).
              const first = await storedAnswer(tx, userId, key, call);
              if (first) throw new Replay(first);
              throw new HttpError(409, 'A request with this key is still running. Please try again.');
            }
            const result = await write(tx, { userId, key, status });
            const value = outcome(result);
            if (value === undefined) throw new NotKept(result);
            if (keepOptions?.answerKeptByWrite) return result;
            const body = options.body(value);
            await tx
              .update(idempotencyKeys)
              .set({ status, answer: typeof body === 'string' ? sql`${body}::jsonb` : body })
              .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
            return result;
          });
        } catch (error) {
          if (error instanceof NotKept) return error.result as Awaited<ReturnType<typeof write>>;
          throw error;
        }
      };
      try {
        return send(reply, status, options.body(await run(keep)));
      } catch (error) {
        if (error instanceof Replay) return replay(reply, error.answer);
        throw error;
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
