import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../lib/app-error';
import { noCacheMetrics, type CacheMetrics } from '../lib/cache-metrics';
import { bearerTokenCheck } from './metrics-token';

/** Connections open in the database pool, those idle among them, and requests waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** METRICS_TOKEN. Unset: nothing is measured and there is no /metrics route (a 404 as any unknown path). */
  token: string | undefined;
  /** Where the pool's use is read at each scrape; only PostgreSQL has a pool. */
  database: { poolStats?(): PoolUse };
}

/** The label of a request no route matched: never the raw URL, which would make a series per address. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * `GET /metrics` in the Prometheus text format, on a registry of this app's own (never prom-client's global
 * one): requests and their latency by route pattern and status, cache lookups by cache and result, the database
 * pool's use, and prom-client's process metrics (event-loop lag among them). Returns where caches report their
 * lookups. There is no job queue in the app yet, so no `jobs_queued`.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<CacheMetrics> {
  const { token, database } = options;
  if (!token) return noCacheMetrics;
  // Loaded only when metrics are on: a start without them never loads prom-client (start-weight.test.ts).
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const tokenMatches = bearerTokenCheck(token);
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const lookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups in the caches of this process, by cache and result (hit or miss).',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const poolStats = database.poolStats?.bind(database);
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: total open, idle among them, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = poolStats();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required.');
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });

  return { lookup: (cache, hit) => lookups.inc({ cache, result: hit ? 'hit' : 'miss' }) };
}
