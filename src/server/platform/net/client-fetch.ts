// A WHATWG `fetch` for SDK clients (the `openai` package; docs/ai-tools.md)
// on the project's SSRF rules: the URL is checked by safe-fetch's checkUrl
// (http(s) only, public addresses unless FETCH_ALLOW lets a private one),
// the connection is pinned to the checked address, redirects are not
// followed (an API does not redirect), and the body streams to the caller
// (chat completions arrive as server-sent events) within a size cap and one
// deadline for the whole call. A refusal or a time-out rejects with the
// project's ApiError, which the caller finds in the SDK error's `cause`.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import { ApiError } from '../errors.js';
import { checkUrl, type SafeFetchOptions } from './safe-fetch.js';

interface ClientFetchOptions extends Pick<SafeFetchOptions, 'allow' | 'resolve'> {
  /** Milliseconds the whole call may take, answer body included. */
  deadlineMs: number;
  /** The largest answer body taken (bytes). */
  maxBytes?: number;
  /** Names the remote in messages ("The AI server …"). */
  remote?: string;
}

const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function responseHeaders(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** A fetch whose every call follows the SSRF rules and the deadline (see the file's comment). */
export function clientFetch(options: ClientFetchOptions): typeof fetch {
  const remote = options.remote ?? 'The remote server';
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return async (input, init = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const { url, address } = await checkUrl(raw, options);
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string')
      throw new ApiError(500, 'clientFetch sends text bodies only');
    const headers = { ...headerRecord(init.headers), 'accept-encoding': 'identity' };
    const seconds = Math.round(options.deadlineMs / 1000);
    return new Promise<Response>((resolve, reject) => {
      let settled = false;
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(url, {
        method: init.method ?? 'GET',
        headers,
        // Connect to the address that was checked, whatever DNS says now.
        lookup: (_host, _opts, cb) => cb(null, address, isIP(address)),
      });
      let response: IncomingMessage | undefined;
      const stop = (why: ApiError) => {
        clearTimeout(timer);
        if (!settled) {
          settled = true;
          reject(why);
        }
        // A body being read ends with this reason, so the reader's error names it.
        response?.destroy(why);
        req.destroy(why);
      };
      // One deadline for the whole call, the streamed body included: a server that trickles cannot hold it.
      const timer = setTimeout(
        () => stop(new ApiError(504, `${remote} did not answer within ${seconds} seconds`)),
        options.deadlineMs,
      );
      const signal = init.signal;
      if (signal) {
        if (signal.aborted) return stop(new ApiError(499, 'The call was cancelled'));
        signal.addEventListener('abort', () => stop(new ApiError(499, 'The call was cancelled')), { once: true });
      }
      req.on('error', (e) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        reject(
          e instanceof ApiError
            ? e
            : new ApiError(502, `${remote} could not be reached (${(e as NodeJS.ErrnoException).code ?? 'error'})`),
        );
      });
      req.on('response', (res) => {
        settled = true;
        response = res;
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) stop(new ApiError(502, `${remote} sent more than ${maxBytes} bytes`));
        });
        res.on('end', () => clearTimeout(timer));
        res.on('close', () => clearTimeout(timer));
        const status = res.statusCode ?? 502;
        const empty = status === 204 || status === 304 || (init.method ?? 'GET') === 'HEAD';
        const stream = empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
        if (empty) res.resume();
        resolve(new Response(stream, { status, statusText: res.statusMessage, headers: responseHeaders(res) }));
      });
      req.end(body ?? undefined);
    });
  };
}
