import { describe, expect, it } from 'vitest';
import { cameOverTls, clientAddress, compileTrust, normalizeAddress, requestedHost } from './client-address.js';

const req = (
  remoteAddress: string | undefined,
  headers: Record<string, string | string[]> = {},
  encrypted = false,
) => ({
  headers,
  raw: { socket: remoteAddress === undefined ? null : { remoteAddress, encrypted } },
});

describe('normalizeAddress', () => {
  it('turns IPv4-mapped IPv6 into IPv4, dotted or hex', () => {
    expect(normalizeAddress('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(normalizeAddress('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(normalizeAddress('::ffff:102:304')).toBe('1.2.3.4');
    expect(normalizeAddress('0:0:0:0:0:ffff:7f00:1')).toBe('127.0.0.1');
  });
  it('spells IPv6 one way, drops ports and brackets, refuses non-addresses', () => {
    expect(normalizeAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress(' 10.0.0.1:5678 ')).toBe('10.0.0.1');
    for (const bad of ['', 'unknown', 'evil.example', '1.2.3', '1.2.3.4.5', '<script>', undefined])
      expect(normalizeAddress(bad)).toBeUndefined();
  });
});

describe('compileTrust', () => {
  it('matches addresses, CIDR and netmask subnets, presets and mapped forms', () => {
    const t = compileTrust(['10.0.0.5', '192.168.0.0/16', '172.16.0.0/255.240.0.0', 'fd00::/8', 'loopback']);
    for (const yes of [
      '10.0.0.5',
      '::ffff:10.0.0.5',
      '192.168.7.9',
      '172.31.255.1',
      'fd12::1',
      '127.0.0.1',
      '127.9.9.9',
      '::1',
    ])
      expect(t(yes), yes).toBe(true);
    for (const no of ['10.0.0.6', '172.32.0.1', 'fe80::1', '8.8.8.8', 'garbage', '']) expect(t(no), no).toBe(false);
  });
  it('trusts nobody by default and refuses malformed entries', () => {
    expect(compileTrust([])('127.0.0.1')).toBe(false);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.0/255.0.255.0'])
      expect(() => compileTrust([bad]), bad).toThrow(/TRUSTED_PROXIES|netmask/);
  });
});

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted: a spoofed X-Forwarded-For is ignored', () => {
    expect(clientAddress(req('203.0.113.9', { 'x-forwarded-for': '1.1.1.1' }), [])).toBe('203.0.113.9');
    expect(clientAddress(req('::ffff:203.0.113.9', { 'x-forwarded-for': '1.1.1.1' }), [])).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(req('203.0.113.9', { 'x-forwarded-for': '10.0.0.1, 127.0.0.1' }), ['127.0.0.1'])).toBe(
      '203.0.113.9',
    );
  });

  it('takes the right-most untrusted hop behind trusted proxies; entries the client prepended do not count', () => {
    const proxies = ['127.0.0.1', '10.0.0.0/8'];
    // the client sent "X-Forwarded-For: 6.6.6.6"; the edge proxy appended the real address, the inner one the edge's
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.1.2.3' }), proxies)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(req('::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }), proxies)).toBe('198.51.100.7');
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': '::ffff:198.51.100.7' }), proxies)).toBe('198.51.100.7');
    // duplicate headers arrive joined or as an array
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': ['6.6.6.6', '198.51.100.8'] }), proxies)).toBe(
      '198.51.100.8',
    );
  });

  it('a changed spoofed prefix never changes the answer', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++)
      seen.add(
        clientAddress(req('127.0.0.1', { 'x-forwarded-for': `${i}.${i}.${i}.${i}, 198.51.100.7` }), ['127.0.0.1']),
      );
    expect([...seen]).toEqual(['198.51.100.7']);
  });

  it('is the trusted peer itself without X-Forwarded-For, the left-most hop when all are proxies, and never garbage', () => {
    expect(clientAddress(req('127.0.0.1'), ['127.0.0.1'])).toBe('127.0.0.1');
    expect(
      clientAddress(req('127.0.0.1', { 'x-forwarded-for': '10.0.0.2, 10.0.0.3' }), ['127.0.0.1', '10.0.0.0/8']),
    ).toBe('10.0.0.2');
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': '198.51.100.7, not-an-ip' }), ['127.0.0.1'])).toBe(
      '127.0.0.1',
    );
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': ' , ' }), ['127.0.0.1'])).toBe('127.0.0.1');
    expect(clientAddress(req(undefined), ['127.0.0.1'])).toBe('unknown');
  });
});

describe('cameOverTls and requestedHost', () => {
  it('believes X-Forwarded-Proto / -Host only from a trusted proxy', () => {
    const h = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'cms.example.org', host: 'internal:8080' };
    expect(cameOverTls(req('127.0.0.1', h), ['127.0.0.1'])).toBe(true);
    expect(cameOverTls(req('203.0.113.9', h), ['127.0.0.1'])).toBe(false);
    expect(cameOverTls(req('127.0.0.1', h), [])).toBe(false);
    expect(cameOverTls(req('127.0.0.1', { 'x-forwarded-proto': 'https, http' }), ['127.0.0.1'])).toBe(false);
    expect(cameOverTls(req('203.0.113.9', {}, true), [])).toBe(true);
    expect(requestedHost(req('127.0.0.1', h), ['127.0.0.1'])).toBe('cms.example.org');
    expect(requestedHost(req('203.0.113.9', h), ['127.0.0.1'])).toBe('internal:8080');
  });
});
