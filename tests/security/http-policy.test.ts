// Issue 3 item 6 and security row 10: response headers, HSTS over TLS only,
// CORS for configured origins only, and no cross-origin writes. The database
// plays no part here, so this runs on SQLite only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/platform/plugins/security-headers.js';
import { startApp, type TestApp } from '../support/app.js';

describe('HTTP policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('sqlite', { corsOrigins: ['https://editor.example.test'], trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => t?.close());

  it('sends the security headers on API answers and on the admin app', async () => {
    for (const url of ['/api/v1/db/tag?pageNumber=1', '/maintenance/anything']) {
      const res = await t.call(t.adminToken, { method: 'GET', url });
      expect(res.headers).toMatchObject({
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    }
    expect(
      (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).headers['cache-control'],
    ).toBe('no-store');
  });

  it('sends HSTS only for requests that came over TLS (through a trusted proxy)', async () => {
    expect(
      (await t.call(t.adminToken, { method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const tls = await t.call(t.adminToken, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('trusts X-Forwarded-Proto only from a configured proxy', async () => {
    const plain = await startApp('sqlite');
    try {
      const res = await plain.call(plain.adminToken, {
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('allows a configured origin, with credentials, and answers its preflight', async () => {
    const pre = await t.call(undefined, {
      method: 'OPTIONS',
      url: '/api/v1/db/tag',
      headers: { origin: 'https://editor.example.test', 'access-control-request-method': 'PATCH' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers).toMatchObject({
      'access-control-allow-origin': 'https://editor.example.test',
      'access-control-allow-credentials': 'true',
    });
    expect(String(pre.headers['access-control-allow-methods'])).toContain('PATCH');
    const get = await t.call(t.adminToken, {
      method: 'GET',
      url: '/api/v1/db/tag?pageNumber=1',
      headers: { origin: 'https://editor.example.test' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://editor.example.test');
  });

  it('gives a foreign origin no CORS headers, refuses its preflight and its writes, even with cookies', async () => {
    const origin = 'https://evil.example.test';
    const read = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1', headers: { origin } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.call(undefined, {
      method: 'OPTIONS',
      url: '/api/v1/db/tag',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const before = JSON.parse(
      String(
        (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).headers['x-pagination'],
      ),
    ).totalCount;
    // a cookie alone never authenticates, and a foreign origin cannot write even with a token
    const cookieOnly = await t.call(undefined, {
      method: 'POST',
      url: '/api/v1/db/tag',
      headers: { origin, cookie: 'auth=true; token=x' },
      payload: { TName: 'csrf' },
    });
    expect([401, 403]).toContain(cookieOnly.statusCode);
    const withToken = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tag',
      headers: { origin },
      payload: { TName: 'csrf' },
    });
    expect(withToken.statusCode).toBe(403);
    const noOriginCookie = await t.call(undefined, {
      method: 'POST',
      url: '/api/v1/db/tag',
      headers: { cookie: 'auth=true' },
      payload: { TName: 'csrf' },
    });
    expect(noOriginCookie.statusCode).toBe(401);
    const after = JSON.parse(
      String(
        (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).headers['x-pagination'],
      ),
    ).totalCount;
    expect(after).toBe(before);
  });
});
