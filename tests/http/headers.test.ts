// Issue item 6, security rows 10 (CSRF/CORS), 11 (CSP) and 12 (nosniff),
// against the real app: src/server/platform/plugins/security-headers.ts and cors.ts.
// Over both dialects (security-tests.md: every test on SQLite and
// PostgreSQL): the headers do not depend on the database, but "nothing
// written" does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ALLOWED_HEADERS, ALLOWED_METHODS } from '../../src/server/platform/plugins/cors.js';
import {
  API_HEADERS,
  CONTENT_SECURITY_POLICY,
  HSTS,
  SECURITY_HEADERS,
} from '../../src/server/platform/plugins/security-headers.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const EDITOR = 'https://editor.example.test';
const EVIL = 'https://evil.example.test';
// light-my-request's defaults: the peer is 127.0.0.1 and Host is localhost:80.
const SELF = 'http://localhost';
const UNTRUSTED_PEER = '203.0.113.9';

function expectSecurityHeaders(res: LightMyRequestResponse, where: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(res.headers[name], `${name} on ${where}`).toBe(value);
}

function expectErrorShape(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toEqual({ errors: [{ message: expect.any(String) }], status });
}

for (const dialect of testDialects()) {
  describe(`HTTP headers and CORS (${dialect})`, () => {
    let t: TestApp;
    const tagTotal = async () =>
      JSON.parse(
        String(
          (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).headers['x-pagination'],
        ),
      ).totalCount as number;

    beforeAll(async () => {
      t = await startApp(dialect, { corsOrigins: [EDITOR], trustedProxies: ['127.0.0.1'] });
    });
    afterAll(async () => t?.close());

    it('the policy itself: no inline or eval script, no plugins, framing by ourselves only', () => {
      const directives = Object.fromEntries(
        CONTENT_SECURITY_POLICY.split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'self'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(directives['form-action']).toEqual(["'self'"]);
      expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*/);
    });

    it('sends every security header on API answers, errors included, and no-store there', async () => {
      const answers: Array<[string, LightMyRequestResponse]> = [
        ['a list', await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })],
        ['health', await t.call(undefined, { method: 'GET', url: '/api/health' })],
        ['a 401', await t.call(undefined, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })],
        ['a 404', await t.call(t.adminToken, { method: 'GET', url: '/api/v1/nothing-here' })],
        ['a 400', await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?nonsense=1' })],
      ];
      expect(answers.map(([, r]) => r.statusCode)).toEqual([200, 200, 401, 404, 400]);
      for (const [where, res] of answers) {
        expectSecurityHeaders(res, where);
        for (const [name, value] of Object.entries(API_HEADERS))
          expect(res.headers[name], `${name} on ${where}`).toBe(value);
        expect(res.headers['strict-transport-security'], where).toBeUndefined();
      }
    });

    it('sends them on the admin app too', async () => {
      for (const url of ['/maintenance/', '/maintenance/content/12']) {
        const res = await t.call(undefined, { method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
        expectSecurityHeaders(res, url);
        expect(res.headers['cache-control']).not.toBe('no-store');
      }
      expectSecurityHeaders(await t.call(undefined, { method: 'GET', url: '/' }), 'the / redirect');
    });

    it('sends HSTS only when a trusted proxy says the request came over TLS', async () => {
      const url = '/api/health';
      const plain = await t.call(undefined, { method: 'GET', url });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // the default peer 127.0.0.1 is the configured proxy
      const viaProxy = await t.call(undefined, { method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
      expectSecurityHeaders(viaProxy, 'TLS answer');
      const viaProxyToAdmin = await t.call(undefined, {
        method: 'GET',
        url: '/maintenance/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaProxyToAdmin.headers['strict-transport-security']).toBe(HSTS);
      // the same header from a peer that is not a proxy proves nothing
      const spoofed = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: UNTRUSTED_PEER,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(spoofed.statusCode).toBe(200);
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
      const mapped = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '::ffff:127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(mapped.headers['strict-transport-security']).toBe(HSTS);
    });

    it('reflects a configured origin with credentials and answers its preflight', async () => {
      const pre = await t.call(undefined, {
        method: 'OPTIONS',
        url: '/api/v1/db/tag',
        headers: {
          origin: EDITOR,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization, content-type, if-match',
        },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.body).toBe('');
      expect(pre.headers).toMatchObject({
        'access-control-allow-origin': EDITOR,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': ALLOWED_HEADERS,
        vary: 'Origin',
      });
      for (const m of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(ALLOWED_METHODS).toContain(m);
      for (const h of ['authorization', 'content-type', 'if-match', 'if-none-match', 'x-requested-with'])
        expect(ALLOWED_HEADERS).toContain(h);
      expectSecurityHeaders(pre, 'preflight');

      const get = await t.call(t.adminToken, {
        method: 'GET',
        url: '/api/v1/db/tag?pageNumber=1',
        headers: { origin: EDITOR },
      });
      expect(get.statusCode).toBe(200);
      expect(get.headers).toMatchObject({
        'access-control-allow-origin': EDITOR,
        'access-control-allow-credentials': 'true',
        vary: 'Origin',
        'access-control-expose-headers': 'x-pagination, etag',
      });

      const before = await tagTotal();
      const post = await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/tag',
        headers: { origin: EDITOR },
        payload: { TName: 'from the editor origin' },
      });
      expect(post.statusCode).toBeLessThan(300);
      expect(post.headers['access-control-allow-origin']).toBe(EDITOR);
      expect(await tagTotal()).toBe(before + 1);
    });

    it('lets the server’s own origin write (Host or PUBLIC_URL) without CORS headers', async () => {
      const before = await tagTotal();
      for (const origin of [SELF, t.config.publicUrl]) {
        const res = await t.call(t.adminToken, {
          method: 'POST',
          url: '/api/v1/db/tag',
          headers: { origin },
          payload: { TName: `same origin ${origin}` },
        });
        expect(res.statusCode, origin).toBeLessThan(300);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
      // behind the trusted proxy, the browser's origin is the forwarded scheme and host
      const proxied = await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/tag',
        headers: {
          origin: 'https://cms.example.test',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'cms.example.test',
        },
        payload: { TName: 'behind the proxy' },
      });
      expect(proxied.statusCode).toBeLessThan(300);
      expect(await tagTotal()).toBe(before + 3);
    });

    it('gives a foreign origin no CORS headers and refuses its preflight', async () => {
      const read = await t.call(t.adminToken, {
        method: 'GET',
        url: '/api/v1/db/tag?pageNumber=1',
        headers: { origin: EVIL },
      });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
      for (const origin of [EVIL, 'null', `${EDITOR}.evil.test`, 'http://editor.example.test', `${EDITOR}:8443`]) {
        const pre = await t.call(undefined, {
          method: 'OPTIONS',
          url: '/api/v1/db/tag',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expectErrorShape(pre, 403);
        expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(pre.headers['access-control-allow-methods'], origin).toBeUndefined();
        expectSecurityHeaders(pre, `preflight from ${origin}`);
      }
    });

    it('refuses a cross-origin write with cookies and no bearer token, and writes nothing', async () => {
      const before = await tagTotal();
      const cookie = 'auth=true; token=x; .AspNetCore.Identity.Application=forged';
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await t.call(undefined, {
          method,
          url: method === 'POST' ? '/api/v1/db/tag' : '/api/v1/db/tag/1',
          headers: { origin: EVIL, cookie },
          payload: { TName: 'csrf' },
        });
        expect([401, 403], method).toContain(res.statusCode);
        expectErrorShape(res, res.statusCode);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
      // a form-encoded cross-site form post (no preflight in a browser)
      const form = await t.call(undefined, {
        method: 'POST',
        url: '/api/v1/db/tag',
        headers: { origin: EVIL, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'TName=csrf',
      });
      expect([401, 403, 415]).toContain(form.statusCode);
      // a foreign origin cannot write even when a token is somehow attached
      const withToken = await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/tag',
        headers: { origin: EVIL },
        payload: { TName: 'csrf' },
      });
      expectErrorShape(withToken, 403);
      // and a cookie alone never authenticates, with no Origin at all
      const cookieOnly = await t.call(undefined, {
        method: 'POST',
        url: '/api/v1/db/tag',
        headers: { cookie },
        payload: { TName: 'csrf' },
      });
      expectErrorShape(cookieOnly, 401);
      const signIn = await t.call(undefined, {
        method: 'POST',
        url: '/api/v1/mc/jwt/login',
        headers: { origin: EVIL },
        payload: { UserName: 'admin', Password: 'eA==' },
      });
      expectErrorShape(signIn, 403);
      expect(await tagTotal()).toBe(before);
    });

    it('leaves the public form submit open to the public site’s origin (no session to ride on)', async () => {
      const res = await t.call(undefined, {
        method: 'POST',
        url: '/api/v1/db/form/submit?id=987654',
        headers: {
          origin: 'https://www.public-site.example.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'name=Ann',
      });
      // past the CORS layer: the form simply does not exist
      expectErrorShape(res, 404);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
}
