import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheStats } from '../lib/versioned-cache.ts';

export interface MetricSources {
  /** Every cache of kept answers of this process. */
  caches: () => CacheStats[];
  /** The PostgreSQL pool (none on the embedded database). */
  pool: pg.Pool | undefined;
  /** Live event streams open on this process. */
  streams: () => number;
  /** Work waiting to run after its answer went (mails). */
  afterAnswer: () => number;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` in Prometheus' text format, for operators, only with METRICS_TOKEN set and only to
 * a caller that sends it as a bearer token: request counts and latencies per route, the kept
 * answers' hits, misses and evictions, the pool's waits, open event streams, waiting work, and the
 * process's own (CPU, memory, event loop). Each app has its own registry (tests build many apps).
 */
export function registerMetrics(app: FastifyInstance, token: string, sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kinetic_' });

  // The route's pattern, never the URL itself: ids would make a series per object.
  const routeOf = (url: string | undefined) => url ?? 'unmatched';
  const requests = new Counter({
    name: 'kinetic_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'kinetic_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request.routeOptions.url);
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const perCache = (name: string, help: string, pick: (s: CacheStats) => number, counter = false) =>
    new Gauge({
      name,
      help: counter ? `${help} (a counter since the process started)` : help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const stats of sources.caches()) this.set({ cache: stats.name }, pick(stats));
      },
    });
  perCache('kinetic_cache_hits', 'Reads answered from a kept answer', (s) => s.hits, true);
  perCache('kinetic_cache_misses', 'Reads that built their answer', (s) => s.misses, true);
  perCache('kinetic_cache_evictions', 'Kept answers dropped for room', (s) => s.evictions, true);
  perCache('kinetic_cache_entries', 'Answers kept', (s) => s.entries);
  perCache('kinetic_cache_bytes', 'Approximate bytes kept', (s) => s.bytes);

  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  const { pool } = sources;
  if (pool) {
    gauge('kinetic_db_pool_waiting', 'Queries waiting for a pool connection', () => pool.waitingCount);
    gauge('kinetic_db_pool_connections', 'Pool connections open', () => pool.totalCount);
    gauge('kinetic_db_pool_idle', 'Pool connections idle', () => pool.idleCount);
  }
  gauge('kinetic_event_streams', 'Live event streams open', sources.streams);
  gauge('kinetic_after_answer_pending', 'Work waiting to run after its answer (mails)', sources.afterAnswer);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
