import type { onRouteHookHandler, onRequestHookHandler } from 'fastify';
import type { ServerResponse } from 'node:http';
import { isDeepStrictEqual } from 'node:util';

interface Schema {
  safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: { message: string } };
}
type ResponseSchemas = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof (value as Partial<Schema> | undefined)?.safeParse === 'function';

/**
 * Holds every answer the tests receive to its route's declared response schema, JSON built by the
 * database included (it skips the serializer that checks the others): parsed by the schema for its
 * status, it must come out the same, so no field the schema does not declare goes out either.
 * `onRoute` notes, for each request, the schemas of the route it reached; `check` parses the answer.
 */
export function answerSchemas() {
  const byResponse = new WeakMap<ServerResponse, ResponseSchemas>();

  const onRoute: onRouteHookHandler = (route) => {
    // Read when the request comes: other onRoute hooks may still add answers (the documented errors).
    const note: onRequestHookHandler = (request, reply, done) => {
      const response = (request.routeOptions.schema as { response?: ResponseSchemas } | undefined)?.response;
      if (response) byResponse.set(reply.raw, response);
      done();
    };
    const others = route.onRequest ?? [];
    route.onRequest = [note, ...(Array.isArray(others) ? others : [others])];
  };

  /** Throws when the answer does not match the schema its route declares for its status. */
  function check(call: string, raw: ServerResponse, status: number, body: unknown) {
    const schemas = byResponse.get(raw);
    if (!schemas) return;
    const range = Math.floor(status / 100);
    const schema = schemas[status] ?? schemas[`${range}xx`] ?? schemas[`${range}XX`] ?? schemas.default;
    if (!isSchema(schema)) return;
    const value = body ?? null;
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new Error(`${call} answered ${status} outside its response schema: ${result.error?.message}`);
    }
    if (!isDeepStrictEqual(result.data, value)) {
      throw new Error(`${call} answered ${status} with more than its response schema declares`);
    }
  }

  return { onRoute, check };
}
