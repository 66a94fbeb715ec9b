import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Reference routes for the benchmark (BENCH_ROUTES=1 only): they answer stored bytes from memory
 * through the same server, hooks and headers, so a real route's cost can be compared with the
 * server's own floor. `PUT /api/bench/bare/:name` with `{ "bytes": "<an answer's exact text>" }` stores
 * it (`"base64": true` and a `"type"` for binary answers: an image); GET, POST and PATCH answer it.
 */
export function registerBenchRoutes(app: FastifyInstance) {
  const bodies = new Map<string, { body: string | Buffer; type: string }>();
  app.put<{ Params: { name: string }; Body: { bytes: string; base64?: boolean; type?: string } }>(
    '/api/bench/bare/:name',
    async (request, reply) => {
      const { bytes, base64, type } = request.body;
      bodies.set(request.params.name, {
        body: base64 ? Buffer.from(bytes, 'base64') : bytes,
        type: type ?? 'application/json; charset=utf-8',
      });
      return reply.code(204).send();
    },
  );
  const answer = async (request: { params: { name: string } }, reply: FastifyReply) => {
    const stored = bodies.get(request.params.name);
    return reply.type(stored?.type ?? 'application/json; charset=utf-8').send(stored?.body ?? '{}');
  };
  app.get<{ Params: { name: string } }>('/api/bench/bare/:name', answer);
  app.post<{ Params: { name: string } }>('/api/bench/bare/:name', answer);
  app.patch<{ Params: { name: string } }>('/api/bench/bare/:name', answer);
}
