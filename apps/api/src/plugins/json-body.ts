import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/**
 * The deepest nesting of arrays and objects a request body may have. The deepest body the API
 * takes (a workout: sets, exercises, set rows) nests 7 levels; anything far deeper is not a real
 * request, and code that walks a body (the input guard, validation, PostgreSQL's JSONB) would
 * recurse once per level.
 */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP = 'The request body is nested too deeply';

/**
 * How deeply the arrays and objects of a JSON text nest, counted without parsing it (one pass, no
 * recursion), stopping as soon as `limit` is passed. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (which refuses `__proto__` and `constructor`
 * keys), after a check that they do not nest deeper than MAX_BODY_DEPTH: a deeper one is a 400
 * before any handler, hook or sign-in check walks it.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_BODY_DEPTH)) {
      done(new HttpError(400, TOO_DEEP), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
