// Fetching a URL a user gave (download, redirect checker, AI, e-mail
// marketing): http(s) only, no credentials in the URL, every address the name
// resolves to must be public (address-policy.ts), the connection is pinned to
// the checked address (no DNS rebinding between check and connect), and each
// redirect is checked the same way. Sizes and times are bounded.
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { ApiError } from '../errors.js';
import { isBlockedAddress } from './address-policy.js';

const MAX_REDIRECTS = 5;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** The whole fetch, redirects included, ends by then: a server trickling bytes cannot hold a request forever. */
const FETCH_DEADLINE_MS = 30_000;

const refused = (why: string) => new ApiError(400, `That address cannot be fetched: ${why}`, 'url');

export interface SafeFetchOptions {
  /** Resolve names (tests inject a resolver for names they own). */
  resolve?: (host: string) => Promise<string[]>;
  /** Addresses allowed despite the policy (tests that serve on loopback). */
  allow?: (ip: string) => boolean;
  maxBytes?: number;
  /** The refusal of a body over maxBytes (the caller's words for its limit). */
  tooLarge?: (maxBytes: number) => ApiError;
  /** Milliseconds the whole fetch may take (FETCH_DEADLINE_MS by default). */
  deadlineMs?: number;
  /** Extra request headers (an API client's authorization, content-type). Not sent again after a redirect to another origin. */
  headers?: Record<string, string>;
  /** A request body (API calls: JSON text). Only the first hop sends it; a redirect is followed with GET, as browsers do after a 302/303. */
  body?: string;
  /** false: a redirect is answered as it came (a webhook's POST is not replayed elsewhere as a GET). */
  followRedirects?: boolean;
}

/** Checks a URL and returns the address to connect to; throws a 400 naming the problem. */
export async function checkUrl(raw: string, options: SafeFetchOptions = {}): Promise<{ url: URL; address: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('it is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refused(`the scheme ${url.protocol} is not allowed (http and https only)`);
  if (url.username || url.password) throw refused('URLs with credentials are not allowed');
  // WHATWG URL parsing already turns decimal, octal and hex IPv4 forms into dotted ones.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const resolve =
    options.resolve ?? (async (h: string) => (await lookup(h, { all: true, verbatim: true })).map((a) => a.address));
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw refused(`the host ${host} does not resolve`);
  }
  if (!addresses.length) throw refused(`the host ${host} does not resolve`);
  const blocked = addresses.find((a) => isBlockedAddress(a) && !options.allow?.(a));
  if (blocked) throw refused(`${host} points at a private, loopback or reserved address`);
  return { url, address: addresses[0] };
}

interface FetchedBody {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  finalUrl: string;
}

export async function safeFetch(raw: string, options: SafeFetchOptions = {}, method = 'GET'): Promise<FetchedBody> {
  let current = raw;
  const deadlineMs = options.deadlineMs ?? FETCH_DEADLINE_MS;
  const deadline = Date.now() + deadlineMs;
  const limits = {
    maxBytes: options.maxBytes ?? MAX_BODY_BYTES,
    tooLarge:
      options.tooLarge ?? ((max: number) => new ApiError(413, `The fetched document is larger than ${max} bytes`)),
    deadline,
    late: () =>
      new ApiError(504, `The remote server did not send everything within ${Math.round(deadlineMs / 1000)} seconds`),
  };
  let firstOrigin: string | undefined;
  let send = { method, body: options.body, headers: options.headers };
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const { url, address } = await checkUrl(current, options);
    firstOrigin ??= url.origin;
    const res = await once(url, address, send, limits);
    const location = res.headers.location;
    if (options.followRedirects !== false && res.status >= 300 && res.status < 400 && typeof location === 'string') {
      current = new URL(location, url).toString();
      // Credentials stay with the origin they were given for.
      send = {
        method: send.body === undefined ? send.method : 'GET',
        body: undefined,
        headers: new URL(current).origin === firstOrigin ? send.headers : undefined,
      };
      continue;
    }
    return { ...res, finalUrl: url.toString() };
  }
  throw refused(`more than ${MAX_REDIRECTS} redirects`);
}

interface Limits {
  maxBytes: number;
  tooLarge: (maxBytes: number) => ApiError;
  deadline: number;
  late: () => ApiError;
}

interface Outgoing {
  method: string;
  body?: string;
  headers?: Record<string, string>;
}

function once(url: URL, address: string, outgoing: Outgoing, limits: Limits): Promise<Omit<FetchedBody, 'finalUrl'>> {
  const { method, body } = outgoing;
  const { maxBytes } = limits;
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method,
        timeout: FETCH_TIMEOUT_MS,
        // Connect to the address that was checked, whatever DNS says now.
        // Node asks with {all: true} when it may try several addresses (autoSelectFamily): answer in the form asked.
        lookup: ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) =>
          opts?.all ? cb(null, [{ address, family: isIP(address) }]) : cb(null, address, isIP(address))) as never,
        headers: {
          'user-agent': 'back-office-fetch/1',
          ...outgoing.headers,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) stop(limits.tooLarge(maxBytes));
          else chunks.push(c);
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
        res.on('error', fail);
      },
    );
    // Settles first, then drops the connection: whatever the half-read response reports after that comes too late to count.
    const stop = (why: ApiError) => {
      fail(why);
      req.destroy();
    };
    const fail = (e: unknown) => {
      clearTimeout(timer);
      reject(
        e instanceof ApiError
          ? e
          : new ApiError(
              502,
              `The remote server could not be reached (${(e as NodeJS.ErrnoException).code ?? 'error'})`,
            ),
      );
    };
    const timer = setTimeout(() => stop(limits.late()), Math.max(0, limits.deadline - Date.now()));
    req.on('timeout', () => stop(new ApiError(504, 'The remote server did not answer in time')));
    req.on('error', fail);
    req.end(body);
  });
}
