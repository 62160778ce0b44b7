// Request ids (issue 11 item 7): a UUID per request (or a trusted proxy's
// X-Request-Id), echoed in the answer, in the request's log lines and in
// AuditLog; ErrorLog's is checked in tests/security/errors.test.ts.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { requestIdGenerator, requestLoggerFactory } from '../../src/server/platform/plugins/request-id.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testDialects())('request ids (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { trustedProxies: ['10.0.0.1'] });
  });
  afterAll(async () => t?.close());

  it('answers each request with a new UUID, errors included, and never one an untrusted client chose', async () => {
    const a = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' });
    const b = await t.call(undefined, {
      method: 'GET',
      url: '/api/v1/db/tag?pageNumber=1',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.statusCode).toBe(401);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it('stores the id of the request in the audit trail', async () => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect',
      payload: { RFrom: `/rid-${dialect}`, RTo: '/' },
    });
    expect(res.statusCode).toBe(201);
    const p = dialect === 'sqlite' ? '?' : '$1';
    const row = await t.db.first<{ RequestId: string }>(
      sqlOf(`SELECT "RequestId" FROM "AuditLog" WHERE "RequestId" = ${p}`, [res.headers['x-request-id']]),
    );
    expect(row?.RequestId).toBe(res.headers['x-request-id']);
  });
});

describe('request id from a trusted proxy', () => {
  const request = (peer: string, id?: string) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress: peer } }) as never;
  const generate = requestIdGenerator(['10.0.0.1']);

  it('keeps a sane id a trusted proxy sent, and makes a new one otherwise', () => {
    expect(generate(request('10.0.0.1', 'abc-123.def:9'))).toBe('abc-123.def:9');
    expect(generate(request('::ffff:10.0.0.1', 'abc-123'))).toBe('abc-123');
    expect(generate(request('203.0.113.5', 'abc-123'))).toMatch(UUID); // not a proxy of ours
    for (const bad of ['', 'x'.repeat(65), 'new\nline', 'a b', '<script>'])
      expect(generate(request('10.0.0.1', bad)), bad).toMatch(UUID);
    expect(generate(request('10.0.0.1'))).toMatch(UUID);
  });

  it('puts the id on every log line of the request', async () => {
    const lines: string[] = [];
    const { default: Fastify } = await import('fastify');
    // The product's logger options (app.ts): the generator and the request logger made on first use.
    const app = Fastify({
      logger: {
        level: 'info',
        stream: new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
      },
      genReqId: generate,
      requestIdHeader: false,
      childLoggerFactory: requestLoggerFactory,
    });
    app.get('/x', async (req) => {
      req.log.info('inside the handler');
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/x',
      remoteAddress: '10.0.0.1',
      headers: { 'x-request-id': 'proxy-id-7' },
    });
    await app.close();
    const ofRequest = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'inside the handler' || l.msg === 'incoming request' || l.msg === 'request completed');
    expect(ofRequest.length).toBe(3);
    for (const line of ofRequest) expect(line.reqId).toBe('proxy-id-7');
  });
});
