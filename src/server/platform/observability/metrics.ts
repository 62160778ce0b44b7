// Prometheus metrics (prom-client) for GET /metrics. One registry per
// process: production runs one server per process; tests that build several
// apps in one process share the counters, which only ever adds up.
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { HttpSeries } from './http-series.js';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Requests refused by a rate limit, by rule name (rate-limit/rules.ts). */
export const rateLimitRefusals = new Counter({
  name: 'cms_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by rule',
  labelNames: ['rule'] as const,
  registers: [registry],
});

/**
 * Answers by method, route pattern and status: their count (cms_http_requests_total) and time
 * (cms_http_request_duration_seconds), counted without prom-client's per-call label hashing (http-series.ts).
 */
export const httpSeries = new HttpSeries([0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10]);
httpSeries.register(registry, {
  counter: {
    name: 'cms_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
  },
  histogram: {
    name: 'cms_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status code',
  },
});

/** Reads by key answered before routing (http/direct-reads.ts); counted in the two HTTP series above as well. */
export const directReads = new Counter({
  name: 'cms_http_direct_reads_total',
  help: 'Reads by key answered before routing (the direct read path), also counted in cms_http_requests_total',
  registers: [registry],
});

/** List totals (x-pagination) answered from the cache or counted, by result: hit, stale (answered, recounted behind), miss. */
export const listTotalCache = new Counter({
  name: 'cms_list_total_cache_total',
  help: 'List totals looked up in the count cache, by result',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Where the pool gauges read from: the app that registered /metrics last (one per process in production). */
let poolSource: (() => { total: number; idle: number; waiting: number } | undefined) | undefined;
export function setPoolSource(source: typeof poolSource): void {
  poolSource = source;
}

const poolGauge = (name: string, help: string, pick: (s: { total: number; idle: number; waiting: number }) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const stats = poolSource?.();
      if (stats) this.set(pick(stats));
    },
  });
poolGauge('cms_db_pool_connections', 'PostgreSQL pool: open connections', (s) => s.total);
poolGauge('cms_db_pool_idle_connections', 'PostgreSQL pool: idle connections', (s) => s.idle);
poolGauge('cms_db_pool_waiting_requests', 'PostgreSQL pool: queries waiting for a connection', (s) => s.waiting);
