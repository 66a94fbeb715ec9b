import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

export const UNSTORABLE_TEXT = 'Text cannot contain the NUL character or broken Unicode';

/** Half of a surrogate pair on its own. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL, or a lone surrogate: JSON can carry both, PostgreSQL stores neither. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The dotted path of the first string (or key) PostgreSQL cannot store, if any. */
function unstorablePath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  // A binary body (an uploaded photo) holds no text to store.
  if (!value || typeof value !== 'object' || value instanceof Uint8Array) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (unstorable(key)) return here;
    const found = unstorablePath(item, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text and JSONB cannot hold the NUL character (U+0000), and JSONB refuses a lone
 * surrogate (half of an emoji, say): a body or query string carrying either is invalid input (400),
 * refused before any handler or query sees it. (Path parameters are ids, which their schemas check:
 * a malformed one answers 404.)
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.body]) {
      const path = unstorablePath(part, '');
      if (path !== undefined) throw new HttpError(400, UNSTORABLE_TEXT, [{ path, msg: UNSTORABLE_TEXT }]);
    }
  });
}
