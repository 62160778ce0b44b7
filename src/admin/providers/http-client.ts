// The one fetch every data call goes through (spec §7): a bearer token from
// local storage, credentials included, JSON in and out. A non-2xx answer
// rejects with react-admin's HttpError, whose message follows spec §8 "Data
// call failure": the server's error message (worded in the screens' language
// when it carries a code the admin knows: docs/decisions/0117), else the
// error's own message, else 'Unknown Error'; its body is the server's response data.
import { HttpError } from 'react-admin';
import { readToken } from '../auth/token-storage.js';
import { serverErrorText } from '../kit/server-messages.js';

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** The raw response text ('' for 204). */
  body: string;
  /** The parsed body; the text itself when it is not JSON, undefined when empty. */
  json: unknown;
}

export type HttpClient = (url: string, init?: RequestInit) => Promise<HttpResponse>;

interface HttpClientOptions {
  fetch?: typeof fetch;
  getToken?: () => string | null;
  /** Told about every 401 (e.g. to open the sign-in modal); the call still rejects. */
  onUnauthorized?: () => void;
}

export const UNKNOWN_ERROR = 'Unknown Error';

/**
 * The Authorization header of every call (spec §7): the signed-in user's bearer
 * token from local storage, or nothing. Calls whose answer is not JSON text (a
 * stream, a download, an upload with progress) use it with their own fetch.
 */
export function bearerHeader(getToken: () => string | null = readToken): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The message a failed answer shows: contract §3's `errors[0].message`, or a plain `message`. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const errors = (body as { errors?: unknown }).errors;
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined) : undefined;
  if (typeof first?.message === 'string' && first.message) return first.message;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The message a failed answer shows in the screens' language (issue 41 item 2): the first error's code worded by the
 * admin (kit/server-messages.ts), else its message; a plain `message` as it is.
 */
function wordedMessage(body: unknown): string | undefined {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  const first = Array.isArray(errors) ? (errors[0] as Record<string, unknown> | undefined) : undefined;
  if (first && typeof first === 'object') {
    const worded = serverErrorText(first);
    if (worded) return worded;
  }
  return serverMessage(body);
}

/**
 * The body a rejected call carries to react-admin. react-admin reads a body's
 * `errors` object as field-level validation errors (and then shows only 'The
 * form is not valid'), so the contract's `errors` list is not passed as is:
 * an error that names a field becomes `errors: {field: message}`, shown at
 * that input; any other keeps its message as the toast (a 412 conflict, a
 * 403, a 429). The server's data stays under `response` (spec §7: a failed
 * call returns the error response's data and status).
 */
function rejectionBody(json: unknown, status: number): Record<string, unknown> {
  const list = json && typeof json === 'object' ? (json as { errors?: unknown }).errors : undefined;
  const fieldErrors = Array.isArray(list)
    ? Object.fromEntries(
        list
          .filter(
            (e): e is { field: string; message: string } =>
              !!e && typeof e.field === 'string' && typeof e.message === 'string',
          )
          .map((e) => [e.field, serverErrorText(e) || e.message]),
      )
    : {};
  const message = wordedMessage(json);
  return {
    ...(message ? { message } : {}),
    status,
    response: json ?? null,
    ...(Object.keys(fieldErrors).length && status === 422 ? { errors: fieldErrors } : {}),
  };
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text; // a proxy's HTML error page: keep it as the error body, never crash on it
  }
}

export function createHttpClient({
  fetch: fetchFn,
  getToken = readToken,
  onUnauthorized,
}: HttpClientOptions = {}): HttpClient {
  // Looked up at call time, so the client can be created before a test or polyfill replaces fetch.
  const doFetch: typeof fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));

  return async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    // Bodies we build are JSON text; FormData and the like set their own type.
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(bearerHeader(getToken))) headers.set(name, value);

    let response: Response;
    try {
      response = await doFetch(url, { ...init, headers, credentials: 'include' });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e; // react-query cancelled the read: not a failure
      throw new HttpError((e as Error)?.message || UNKNOWN_ERROR, 0, null);
    }
    const body = await response.text();
    const json = parse(body);
    if (response.ok) return { status: response.status, headers: response.headers, body, json };

    if (response.status === 401) onUnauthorized?.();
    throw new HttpError(
      wordedMessage(json) ?? (response.statusText || UNKNOWN_ERROR),
      response.status,
      rejectionBody(json, response.status),
    );
  };
}
