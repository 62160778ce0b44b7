// Prometheus metrics (prom-client) for GET /metrics. One registry per
// process: production runs one server per process; tests that build several
// apps in one process share the counters, which only ever adds up.
import { Counter, Registry } from 'prom-client';

export const registry = new Registry();

/** Requests refused by a rate limit, by rule name (rate-limit/rules.ts). */
export const rateLimitRefusals = new Counter({
  name: 'cms_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by rule',
  labelNames: ['rule'] as const,
  registers: [registry],
});
