// Issue item 5, security rows 8 and 16 over HTTP: the per-address limit of the
// public form submit (10 a minute) answers 429 with Retry-After in the
// contract's error shape, and a client cannot reset it with X-Forwarded-For:
// from a peer that is not a trusted proxy the header is ignored; behind a
// trusted proxy only the hop the proxy appended counts. The limiter itself
// (fake clock) is unit-tested in src/server/platform/rate-limit/*.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const LIMIT = 10;

for (const dialect of testDialects()) {
  describe(`per-address limits (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp(dialect, { trustedProxies: ['127.0.0.1'] });
    });
    afterAll(async () => t?.close());

    // A form id that does not exist: the limit is checked before the lookup, so nothing is written.
    const submit = (remoteAddress: string, forwardedFor?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/db/form/submit?id=987654',
        remoteAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        payload: 'name=Ann',
      });

    it('answers 429 with Retry-After once an untrusted peer is over the limit, whatever X-Forwarded-For it sends', async () => {
      const peer = '203.0.113.20';
      for (let i = 0; i < LIMIT; i++) expect((await submit(peer, `10.9.8.${i}`)).statusCode).toBe(404);
      const over = await submit(peer, '10.9.8.200');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        errors: [{ message: expect.stringMatching(/try again in \d+ seconds?/) }],
        status: 429,
      });
      const wait = Number(over.headers['retry-after']);
      expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
      expect(over.headers['x-content-type-options']).toBe('nosniff');
      // the IPv4-mapped spelling of the same peer is the same client
      expect((await submit(`::ffff:${peer}`)).statusCode).toBe(429);
      // another client is not affected
      expect((await submit('203.0.113.21')).statusCode).toBe(404);
    });

    it('behind a trusted proxy, keys on the hop the proxy appended: a spoofed prefix resets nothing', async () => {
      const client = '198.51.100.30';
      for (let i = 0; i < LIMIT; i++) expect((await submit('127.0.0.1', `6.6.6.${i}, ${client}`)).statusCode).toBe(404);
      expect((await submit('127.0.0.1', `7.7.7.7, ${client}`)).statusCode).toBe(429);
      expect((await submit('127.0.0.1', client)).statusCode).toBe(429);
      // a different real client behind the same proxy has its own counter
      expect((await submit('127.0.0.1', '198.51.100.31')).statusCode).toBe(404);
    });
  });
}
