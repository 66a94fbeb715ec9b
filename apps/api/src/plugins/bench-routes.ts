import type { FastifyInstance } from 'fastify';

/**
 * Reference routes for the benchmark (BENCH_ROUTES=1 only): they answer stored bytes from memory
 * through the same server, hooks and headers, so a real route's cost can be compared with the
 * server's own floor. `PUT /api/bench/bare/:name` with `{ "bytes": "<an answer's exact text>" }` stores
 * it; GET, POST and PATCH answer it.
 */
export function registerBenchRoutes(app: FastifyInstance) {
  const bodies = new Map<string, string>();
  app.put<{ Params: { name: string }; Body: { bytes: string } }>(
    '/api/bench/bare/:name',
    async (request, reply) => {
      bodies.set(request.params.name, request.body.bytes);
      return reply.code(204).send();
    },
  );
  const answer = async (request: { params: { name: string } }, reply: import('fastify').FastifyReply) =>
    reply.type('application/json; charset=utf-8').send(bodies.get(request.params.name) ?? '{}');
  app.get<{ Params: { name: string } }>('/api/bench/bare/:name', answer);
  app.post<{ Params: { name: string } }>('/api/bench/bare/:name', answer);
  app.patch<{ Params: { name: string } }>('/api/bench/bare/:name', answer);
}
