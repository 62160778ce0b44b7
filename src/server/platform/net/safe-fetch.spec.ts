import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { checkUrl, safeFetch } from './safe-fetch.js';

describe('safeFetch (security row 13)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/to-metadata')
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (req.url === '/to-self') res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` }).end();
      else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else if (req.url === '/trickle') {
        // A byte every 50 ms, forever: under the socket's idle timeout, so only the whole-fetch deadline ends it.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const drip = setInterval(() => res.write('x'), 50);
        res.on('close', () => clearInterval(drip));
      } else if (req.url === '/echo') {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () =>
          res.writeHead(200).end(
            JSON.stringify({
              method: req.method,
              authorization: req.headers.authorization ?? null,
              body: Buffer.concat(chunks).toString(),
            }),
          ),
        );
      } else if (req.url === '/to-echo') res.writeHead(302, { location: '/echo' }).end();
      else if (req.url === '/to-other-origin') res.writeHead(302, { location: `http://other.test:${port}/echo` }).end();
      else if (req.url === '/big') res.writeHead(200).end(Buffer.alloc(64 * 1024, 1));
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('fine');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  // This test's own server is on loopback: allow exactly it, nothing else.
  const allowOwn = { allow: (ip: string) => ip === '127.0.0.1' };

  it.each([
    ['http://127.0.0.1/', /private, loopback or reserved/],
    ['http://2130706433/', /private, loopback or reserved/],
    ['http://0177.0.0.1/', /private, loopback or reserved/],
    ['http://0x7f.0.0.1/', /private, loopback or reserved/],
    ['http://[::ffff:127.0.0.1]/', /private, loopback or reserved/],
    ['http://[::1]:8080/', /private, loopback or reserved/],
    ['http://169.254.169.254/latest/meta-data/', /private, loopback or reserved/],
    ['http://10.0.0.5/', /private, loopback or reserved/],
    ['file:///etc/passwd', /scheme file:/],
    ['gopher://example.com/', /scheme gopher:/],
    ['ftp://example.com/', /scheme ftp:/],
    ['http://user:pass@example.com/', /credentials/],
    ['not a url', /not a valid URL/],
  ])('refuses %s', async (url, why) => {
    await expect(checkUrl(url)).rejects.toThrow(why);
  });

  it('sends headers and a body (API clients), keeps the headers on a same-origin redirect and drops them on another origin', async () => {
    const options = {
      ...allowOwn,
      resolve: async () => ['127.0.0.1'],
      headers: { authorization: 'Bearer secret' },
      body: '{"a":1}',
    };
    const direct = JSON.parse((await safeFetch(`http://127.0.0.1:${port}/echo`, options, 'POST')).body.toString());
    expect(direct).toEqual({ method: 'POST', authorization: 'Bearer secret', body: '{"a":1}' });
    const same = JSON.parse((await safeFetch(`http://127.0.0.1:${port}/to-echo`, options, 'POST')).body.toString());
    expect(same).toEqual({ method: 'GET', authorization: 'Bearer secret', body: '' });
    const other = JSON.parse(
      (await safeFetch(`http://127.0.0.1:${port}/to-other-origin`, options, 'POST')).body.toString(),
    );
    expect(other).toEqual({ method: 'GET', authorization: null, body: '' });
  });

  it('refuses a name that resolves to a private address, even among public ones', async () => {
    await expect(checkUrl('http://rebind.test/', { resolve: async () => ['8.8.8.8', '127.0.0.1'] })).rejects.toThrow(
      /private/,
    );
    await expect(checkUrl('http://ok.test/', { resolve: async () => ['8.8.8.8'] })).resolves.toMatchObject({
      address: '8.8.8.8',
    });
  });

  it('fetches an allowed address and follows redirects, checking each hop', async () => {
    expect((await safeFetch(`http://127.0.0.1:${port}/to-self`, allowOwn)).body.toString()).toBe('fine');
    await expect(safeFetch(`http://127.0.0.1:${port}/to-metadata`, allowOwn)).rejects.toThrow(
      /private, loopback or reserved/,
    );
    await expect(safeFetch(`http://127.0.0.1:${port}/loop`, allowOwn)).rejects.toThrow(/redirects/);
  });

  it('caps the size of what it reads', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/ok`, { ...allowOwn, maxBytes: 2 })).rejects.toMatchObject({
      status: 413,
    });
  });

  it("ends a fetch that trickles past its deadline (504) and one whose body passes the size limit (the caller's refusal)", async () => {
    const started = Date.now();
    await expect(safeFetch(`http://127.0.0.1:${port}/trickle`, { ...allowOwn, deadlineMs: 300 })).rejects.toMatchObject(
      {
        status: 504,
        message: 'The remote server did not send everything within 0 seconds',
      },
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(
      safeFetch(`http://127.0.0.1:${port}/big`, {
        ...allowOwn,
        maxBytes: 1000,
        tooLarge: (max) => new ApiError(413, `over ${max}`),
      }),
    ).rejects.toMatchObject({
      status: 413,
      message: 'over 1000',
    });
  });
});
