// @vitest-environment jsdom
// The data calls' fetch (spec §7, §8 "Data call failure") with a fake fetch:
// token, credentials and JSON headers on every call; HttpError's message,
// status and body on failures; 401 reported.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { TOKEN_KEY } from '../auth/token-storage.js';
import { createHttpClient, UNKNOWN_ERROR } from './http-client.js';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Headers;
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init, headers: new Headers(init.headers) });
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => localStorage.clear());

describe('createHttpClient: requests', () => {
  it('carries the stored token as a bearer, credentials and JSON headers', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored-token');
    const { fetch, sent } = fakeFetch(() => json({ CId: 1 }, 201));
    const answer = await createHttpClient({ fetch })('/api/v1/db/content', { method: 'POST', body: '{"CTitle":"x"}' });

    expect(sent[0].url).toBe('/api/v1/db/content');
    expect(sent[0].init.method).toBe('POST');
    expect(sent[0].init.credentials).toBe('include');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer stored-token');
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(sent[0].headers.get('Accept')).toBe('application/json');
    expect(answer).toMatchObject({ status: 201, body: '{"CId":1}', json: { CId: 1 } });
  });

  it('sends no Authorization without a token and no Content-Type without a body', async () => {
    const { fetch, sent } = fakeFetch(() => json([]));
    await createHttpClient({ fetch })('/api/v1/db/tag');
    expect(sent[0].headers.has('Authorization')).toBe(false);
    expect(sent[0].headers.has('Content-Type')).toBe(false);
    expect(sent[0].init.credentials).toBe('include');
  });

  it('takes the token from getToken when given, and keeps headers the caller set', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored-token');
    const { fetch, sent } = fakeFetch(() => json({}));
    await createHttpClient({ fetch, getToken: () => 'injected' })('/x', {
      method: 'PATCH',
      body: '{}',
      headers: { 'If-Match': '"e1"', 'Content-Type': 'application/merge-patch+json' },
    });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer injected');
    expect(sent[0].headers.get('If-Match')).toBe('"e1"');
    expect(sent[0].headers.get('Content-Type')).toBe('application/merge-patch+json');
  });

  it('answers headers, and an empty body as undefined json (204)', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204, headers: { etag: '"abc"' } }));
    const answer = await createHttpClient({ fetch })('/x', { method: 'DELETE' });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.json).toBeUndefined();
    expect(answer.headers.get('etag')).toBe('"abc"');
  });
});

describe('createHttpClient: failures (spec §8 "Data call failure")', () => {
  // The body react-admin gets (rejectionBody): the server's data under `response`; field errors only for a 422 naming a field.
  const failures: [string, () => Response | Promise<Response>, { message: string; status: number; body: unknown }][] = [
    [
      'the server error message (contract §3 shape), shown at its field',
      () => json({ errors: [{ message: 'CTitle is required', field: 'CTitle' }], status: 422 }, 422),
      {
        message: 'CTitle is required',
        status: 422,
        body: {
          message: 'CTitle is required',
          status: 422,
          errors: { CTitle: 'CTitle is required' },
          response: { errors: [{ message: 'CTitle is required', field: 'CTitle' }], status: 422 },
        },
      },
    ],
    [
      'a conflict keeps its message as the toast (no field errors)',
      () => json({ errors: [{ message: 'Changed by someone else' }], status: 412 }, 412),
      {
        message: 'Changed by someone else',
        status: 412,
        body: {
          message: 'Changed by someone else',
          status: 412,
          response: { errors: [{ message: 'Changed by someone else' }], status: 412 },
        },
      },
    ],
    [
      'a plain message field',
      () => json({ message: 'Route not found' }, 404),
      {
        message: 'Route not found',
        status: 404,
        body: { message: 'Route not found', status: 404, response: { message: 'Route not found' } },
      },
    ],
    [
      'no server message: the error (status text); the body kept as text',
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      { message: 'Bad Gateway', status: 502, body: { status: 502, response: '<html>bad gateway</html>' } },
    ],
    [
      'nothing at all: Unknown Error',
      () => new Response('', { status: 500 }),
      { message: UNKNOWN_ERROR, status: 500, body: { status: 500, response: null } },
    ],
    [
      'an empty errors list: falls through',
      () => json({ errors: [] }, 400),
      { message: UNKNOWN_ERROR, status: 400, body: { status: 400, response: { errors: [] } } },
    ],
  ];

  it.each(failures)('rejects with HttpError: %s', async (_name, answer, want) => {
    const { fetch } = fakeFetch(answer);
    const error = await createHttpClient({ fetch })('/x').catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect({ message: error.message, status: error.status, body: error.body }).toEqual(want);
  });

  it('a network failure rejects with its message, status 0', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createHttpClient({ fetch })('/x').catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([error.message, error.status]).toEqual(['Failed to fetch', 0]);

    const silent = fakeFetch(() => Promise.reject(new Error('')));
    expect((await createHttpClient({ fetch: silent.fetch })('/x').catch((e) => e)).message).toBe(UNKNOWN_ERROR);
  });

  it('lets a cancelled read through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { fetch } = fakeFetch(() => Promise.reject(abort));
    await expect(createHttpClient({ fetch })('/x')).rejects.toBe(abort);
  });

  it('tells onUnauthorized about a 401 only, and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const unauthorized = fakeFetch(() => json({ errors: [{ message: 'Sign in first' }], status: 401 }, 401));
    await expect(createHttpClient({ fetch: unauthorized.fetch, onUnauthorized })('/x')).rejects.toMatchObject({
      status: 401,
      message: 'Sign in first',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const forbidden = fakeFetch(() => json({ errors: [{ message: 'No' }], status: 403 }, 403));
    await expect(createHttpClient({ fetch: forbidden.fetch, onUnauthorized })('/x')).rejects.toMatchObject({
      status: 403,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
