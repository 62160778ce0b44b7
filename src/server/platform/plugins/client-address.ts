// Who is calling, as far as the server can know (issue item 5, security row 8).
// The peer of the TCP connection is the client, unless that peer is one of
// the configured reverse proxies (Config.trustedProxies): then the client is
// the right-most X-Forwarded-For entry that is not itself a trusted proxy.
// Anything further left was written by the client and proves nothing, so a
// client cannot pick its own rate-limit key by sending X-Forwarded-For, and
// an untrusted peer's X-Forwarded-For / X-Forwarded-Proto are ignored.
//
// Trusted proxy entries: an address ("10.0.0.5", "::1"), a subnet in CIDR
// ("10.0.0.0/8", "fd00::/8") or netmask form ("10.0.0.0/255.0.0.0"), or one of
// "loopback", "linklocal", "uniquelocal" (the same names Fastify's trustProxy
// accepts). A malformed entry throws when first used, so a typo in
// TRUSTED_PROXIES stops the server instead of silently trusting nobody.
import { BlockList, isIP, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

type Trust = (address: string) => boolean;

const PRESETS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * One spelling per address: IPv4-mapped IPv6 becomes IPv4 (`::ffff:1.2.3.4`
 * and `::ffff:102:304` → `1.2.3.4`), IPv6 is lower-cased and compressed,
 * brackets and a port some proxies append ("1.2.3.4:5678", "[::1]:80") are
 * dropped. Answers undefined for anything that is not an IP address.
 */
export function normalizeAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  const kind = isIP(a);
  if (kind === 4) return a;
  if (kind !== 6) return undefined;
  a = a.toLowerCase();
  if (!a.includes('%')) {
    // WHATWG URL serialises IPv6 canonically (RFC 5952): 0:0:0:0:0:0:0:1 → ::1.
    try {
      a = new URL(`http://[${a}]/`).hostname.slice(1, -1);
    } catch {
      /* keep the lower-cased spelling */
    }
  }
  const mapped = /^::ffff:(?:(\d{1,3}(?:\.\d{1,3}){3})|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(a);
  if (mapped) {
    if (mapped[1] && isIPv4(mapped[1])) return mapped[1];
    if (mapped[2] && mapped[3]) {
      const hi = parseInt(mapped[2], 16);
      const lo = parseInt(mapped[3], 16);
      return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
    }
  }
  return a;
}

function maskToPrefix(mask: string): number {
  const bits = mask
    .split('.')
    .map((p) => Number(p).toString(2).padStart(8, '0'))
    .join('');
  if (!/^1*0*$/.test(bits)) throw new Error(`trusted proxy netmask ${mask} is not contiguous`);
  return bits.indexOf('0') === -1 ? 32 : bits.indexOf('0');
}

/** Compiles Config.trustedProxies (or another address list, named by `setting`) into a membership test (throws on a malformed entry). */
export function compileTrust(trustedProxies: readonly string[], setting = 'TRUSTED_PROXIES'): Trust {
  if (!trustedProxies.length) return () => false;
  const list = new BlockList();
  const add = (entry: string) => {
    const [base, suffix, extra] = entry.trim().split('/');
    const address = normalizeAddress(base);
    if (!address || extra !== undefined || (suffix !== undefined && suffix === '')) {
      throw new Error(
        `${setting}: "${entry}" is not an address, a subnet or one of ${Object.keys(PRESETS).join(', ')}`,
      );
    }
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (suffix === undefined) return list.addAddress(address, family);
    const prefix = family === 'ipv4' && suffix.includes('.') ? maskToPrefix(suffix) : Number(suffix);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv4' ? 32 : 128)) {
      throw new Error(`${setting}: "${entry}" has an invalid prefix length`);
    }
    list.addSubnet(address, prefix, family);
  };
  for (const entry of trustedProxies) {
    const preset = PRESETS[entry.trim().toLowerCase()];
    for (const e of preset ?? [entry]) add(e);
  }
  return (address) => {
    const a = normalizeAddress(address);
    return !!a && list.check(a, isIPv4(a) ? 'ipv4' : 'ipv6');
  };
}

// Config arrays live as long as the app: compile each once.
const compiled = new WeakMap<readonly string[], Trust>();
function trustOf(trustedProxies: readonly string[] | Trust): Trust {
  if (typeof trustedProxies === 'function') return trustedProxies;
  let trust = compiled.get(trustedProxies);
  if (!trust) {
    trust = compileTrust(trustedProxies);
    compiled.set(trustedProxies, trust);
  }
  return trust;
}

type RequestLike = Pick<FastifyRequest, 'headers'> & {
  raw: { socket?: { remoteAddress?: string; encrypted?: boolean } | null };
};

function headerValue(v: string | string[] | undefined): string {
  return Array.isArray(v) ? v.join(',') : (v ?? '');
}

/** The peer's address, normalised ('unknown' when the socket has already gone). */
function peerAddress(request: RequestLike): string {
  return normalizeAddress(request.raw.socket?.remoteAddress) ?? 'unknown';
}

/**
 * The client's address: the peer, or — when the peer is a trusted proxy —
 * the right-most X-Forwarded-For entry that is not a trusted proxy (if every
 * entry is a proxy, the left-most). An entry that is not an IP address stops
 * the walk at the hop that forwarded it, so garbage never becomes a key.
 */
export function clientAddress(request: RequestLike, trustedProxies: readonly string[] | Trust): string {
  const trust = trustOf(trustedProxies);
  let address = peerAddress(request);
  if (!trust(address)) return address;
  const hops = headerValue(request.headers['x-forwarded-for']).split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!hops[i].trim()) continue;
    const hop = normalizeAddress(hops[i]);
    if (!hop) return address;
    address = hop;
    if (!trust(hop)) return hop;
  }
  return address;
}

/**
 * Whether the client's connection was TLS: the socket is encrypted, or a
 * trusted proxy says so in X-Forwarded-Proto (its right-most entry, the one
 * the nearest proxy wrote, as Fastify reads it). An untrusted peer's
 * X-Forwarded-Proto is ignored.
 */
export function cameOverTls(request: RequestLike, trustedProxies: readonly string[] | Trust): boolean {
  if (request.raw.socket?.encrypted) return true;
  const proto = headerValue(request.headers['x-forwarded-proto']);
  if (!proto || !trustOf(trustedProxies)(peerAddress(request))) return false;
  return (
    proto
      .slice(proto.lastIndexOf(',') + 1)
      .trim()
      .toLowerCase() === 'https'
  );
}

/**
 * The host the client asked for: X-Forwarded-Host from a trusted proxy, else
 * the Host header (lower-cased; '' when there is none).
 */
export function requestedHost(request: RequestLike, trustedProxies: readonly string[] | Trust): string {
  const forwarded = headerValue(request.headers['x-forwarded-host']);
  if (forwarded && trustOf(trustedProxies)(peerAddress(request)))
    return forwarded
      .slice(forwarded.lastIndexOf(',') + 1)
      .trim()
      .toLowerCase();
  return String(request.headers.host ?? '').toLowerCase();
}
