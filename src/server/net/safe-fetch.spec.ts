import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUrl, safeFetch } from './safe-fetch.js';

describe('safeFetch (security row 13)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (req.url === '/to-self') res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` }).end();
      else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
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

  it('refuses a name that resolves to a private address, even among public ones', async () => {
    await expect(checkUrl('http://rebind.test/', { resolve: async () => ['8.8.8.8', '127.0.0.1'] })).rejects.toThrow(/private/);
    await expect(checkUrl('http://ok.test/', { resolve: async () => ['8.8.8.8'] })).resolves.toMatchObject({ address: '8.8.8.8' });
  });

  it('fetches an allowed address and follows redirects, checking each hop', async () => {
    expect((await safeFetch(`http://127.0.0.1:${port}/to-self`, allowOwn)).body.toString()).toBe('fine');
    await expect(safeFetch(`http://127.0.0.1:${port}/to-metadata`, allowOwn)).rejects.toThrow(/private, loopback or reserved/);
    await expect(safeFetch(`http://127.0.0.1:${port}/loop`, allowOwn)).rejects.toThrow(/redirects/);
  });

  it('caps the size of what it reads', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/ok`, { ...allowOwn, maxBytes: 2 })).rejects.toMatchObject({ status: 413 });
  });
});
