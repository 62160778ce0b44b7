// One JSON call to a provider's API, through the SSRF guard (net/safe-fetch.ts:
// public addresses only unless FETCH_ALLOW lists them, every redirect
// checked, a deadline), and the provider's failure turned into a
// MarketingError. Each client passes a reader that pulls the provider's own
// error wording out of its error body.
import { ApiError } from '../platform/errors.js';
import { safeFetch } from '../platform/net/safe-fetch.js';
import { MarketingError } from './marketing-error.js';

/** A provider call may take this long, redirects included: a visitor waits for the subscribe. */
const PROVIDER_DEADLINE_MS = 15_000;
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export interface ProviderCall {
  /** The provider's name for messages (Mailchimp …). */
  provider: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** Addresses allowed despite the SSRF policy (FETCH_ALLOW). */
  allow?: (ip: string) => boolean;
  deadlineMs?: number;
  /** The provider's words for a failure from its error body (undefined: none found). */
  detail: (body: unknown) => string | undefined;
  /** A client's own reading of a failure (e.g. Campaign Monitor's codes) before the status decides. */
  classify?: (status: number, body: unknown, detail: string) => MarketingError | undefined;
}

interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** Basic authorization header value. */
export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export async function providerCall(call: ProviderCall): Promise<ProviderAnswer> {
  const { provider } = call;
  let fetched;
  try {
    fetched = await safeFetch(
      call.url,
      {
        allow: call.allow,
        maxBytes: MAX_ANSWER_BYTES,
        deadlineMs: call.deadlineMs ?? PROVIDER_DEADLINE_MS,
        headers: {
          accept: 'application/json',
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...call.headers,
        },
        body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
      },
      call.method,
    );
  } catch (e) {
    if (e instanceof ApiError && e.status === 400)
      throw new MarketingError('config', `${provider}: the API base URL cannot be used. ${e.message}`, {
        field: 'apiBaseUrl',
      });
    if (e instanceof ApiError && e.status === 504)
      throw new MarketingError('unavailable', `${provider} did not answer in time: try again later`, { status: 504 });
    if (e instanceof ApiError)
      throw new MarketingError('unavailable', `${provider} could not be reached: ${e.message}. Try again later`, {
        status: 502,
      });
    throw e;
  }
  const text = fetched.body.toString('utf8');
  let body: unknown = undefined;
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (fetched.status >= 200 && fetched.status < 300) return { status: fetched.status, body };
  throw failure(call, fetched.status, body, fetched.headers['retry-after']);
}

function failure(
  call: ProviderCall,
  status: number,
  body: unknown,
  retryAfter: string | string[] | undefined,
): MarketingError {
  const { provider } = call;
  const detail = (call.detail(body) ?? (typeof body === 'string' ? body.slice(0, 200) : '')).trim();
  const said = detail ? `: ${detail}` : '';
  const own = call.classify?.(status, body, detail);
  if (own) return own;
  if (status === 401 || status === 403)
    return new MarketingError(
      'auth',
      `${provider} refused the API key (${status}${said}). Check the key in the Key Manager`,
    );
  if (status === 404)
    return new MarketingError('unknown-list', `${provider} does not know that list or account (404${said})`, {
      field: 'listId',
    });
  if (status === 429) {
    const seconds = retryAfterSeconds(retryAfter);
    const when =
      seconds !== undefined ? `try again in ${seconds} second${seconds === 1 ? '' : 's'}` : 'try again later';
    return new MarketingError('rate-limited', `${provider} is limiting requests (429${said}): ${when}`, {
      retryAfterSeconds: seconds ?? 60,
    });
  }
  if (status >= 500)
    return new MarketingError('unavailable', `${provider} is having trouble (${status}${said}): try again later`);
  if (status >= 400)
    return new MarketingError('invalid', `${provider} refused the request (${status}${said})`, { field: 'email' });
  return new MarketingError('unavailable', `${provider} answered ${status}, which was not expected`);
}

/** Retry-After as whole seconds: delta-seconds or an HTTP date. */
function retryAfterSeconds(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return undefined;
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The base URL without a trailing slash, and a path joined to it. */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
