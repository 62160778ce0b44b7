// Liveness, readiness and metrics (issue 10 item 6; docs/deploy.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/platform/config.js';
import { freshDatabase, pgEnv, PG_SECRETS, testDialects } from '../support/dialects.js';
import { startApp, type TestApp } from '../support/app.js';

/** Every sample line of the Prometheus text format: name, optional labels, a number. */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\]|\\.)*",?)*\})? (-?[0-9.]+(e[-+]?[0-9]+)?|NaN|[-+]Inf)$/;

describe.each(testDialects())('probes and metrics (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => t?.close());

  const metrics = (headers: Record<string, string> = {}) =>
    t.call(undefined, { method: 'GET', url: '/metrics', headers });

  it('answers liveness without the database and readiness with it', async () => {
    const health = await t.call(undefined, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    const ready = await t.call(undefined, { method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, database: dialect });
  });

  it('serves Prometheus text to loopback: request counts by route pattern, durations, cache results, refusals', async () => {
    for (let i = 0; i < 3; i++)
      await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/redirect?pageNumber=1&filters=RFrom==/x${i}` });
    for (let i = 0; i < 31; i++) await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/cache/clear/token' }); // the 31st is refused
    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const lines = res.body.split('\n').filter((l) => l && !l.startsWith('#'));
    for (const line of lines) expect(line).toMatch(SAMPLE);
    const value = (prefix: string) =>
      Number(
        lines
          .find((l) => l.startsWith(prefix))
          ?.split(' ')
          .pop(),
      );
    expect(
      value('cms_http_requests_total{method="GET",route="/api/v1/db/Redirect",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      value('cms_http_request_duration_seconds_count{method="GET",route="/api/v1/db/Redirect",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    // the registered pattern (one route per entity), never the raw URL asked for
    expect(lines.some((l) => l.includes('route="/api/v1/db/redirect') || l.includes('pageNumber'))).toBe(false);
    expect(value('cms_list_total_cache_total{result="miss"}')).toBeGreaterThanOrEqual(3);
    expect(value('cms_rate_limit_refusals_total{rule="expensive-user"}')).toBeGreaterThanOrEqual(1);
    expect(value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    if (dialect === 'postgres') expect(value('cms_db_pool_connections')).toBeGreaterThanOrEqual(1);
  });

  it('is a 404 to any address not in METRICS_ALLOW, judged behind a trusted proxy by the client address', async () => {
    const outside = await metrics({ 'x-forwarded-for': '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ status: 404 });
    expect(outside.body).not.toContain('cms_');
    const allowed = await startApp(dialect, { trustedProxies: ['127.0.0.1'], metricsAllow: ['203.0.113.0/24'] });
    try {
      expect(
        (
          await allowed.call(undefined, {
            method: 'GET',
            url: '/metrics',
            headers: { 'x-forwarded-for': '203.0.113.9' },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await allowed.call(undefined, {
            method: 'GET',
            url: '/metrics',
            headers: { 'x-forwarded-for': '198.51.100.1' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await allowed.close();
    }
  });

  it('holds every other route with 503 until the database is prepared, and is not ready while starting, draining or without its database', async () => {
    const database = await freshDatabase(dialect);
    const config = {
      ...loadConfig({
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { ...pgEnv(database), ...PG_SECRETS } : {}),
      }),
      logLevel: 'silent',
      seedDemo: false,
    };
    const assembled = await assembleApp(config);
    const get = (url: string) => assembled.app.inject({ method: 'GET', url });
    try {
      expect((await get('/api/health')).statusCode).toBe(200);
      const starting = await get('/api/ready');
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ ready: false, reason: 'starting' });
      const held = await get('/api/v1/db/tag?pageNumber=1');
      expect(held.statusCode).toBe(503);
      expect(held.headers['retry-after']).toBe('2');
      expect(held.json()).toEqual({ status: 503, errors: [{ message: expect.stringContaining('starting') }] });
      expect(
        (
          await assembled.app.inject({
            method: 'POST',
            url: '/api/v1/mc/jwt/login',
            payload: { UserName: 'admin', Password: 'eA==' },
          })
        ).statusCode,
      ).toBe(503);
      await assembled.prepare();
      expect((await get('/api/ready')).statusCode).toBe(200);
      expect((await get('/api/v1/db/tag?pageNumber=1')).statusCode).toBe(401); // answering: no token
      assembled.lifecycle.draining = true;
      expect((await get('/api/ready')).json()).toEqual({ ready: false, reason: 'draining' });
      assembled.lifecycle.draining = false;
      await assembled.db.close(); // the database gone
      const down = await get('/api/ready');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ready: false, reason: 'database not answering' });
      expect((await get('/api/health')).statusCode).toBe(200);
    } finally {
      await assembled.app.close().catch(() => undefined);
      await database.drop();
    }
  });
});
