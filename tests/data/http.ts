// Calls to a listening test app over real HTTP (fetch), as one signed-in user
// or anonymously; objects are sent as JSON, buffers and strings as they are.
import type { TestApp } from '../support/app.js';

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json(): any;
}

export class Http {
  private constructor(
    private readonly base: string,
    private readonly token: string | undefined,
  ) {}

  /** Listens on a free loopback port; the app closes it with the rest. */
  static async listen(t: TestApp): Promise<Http> {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return new Http(address, t.adminToken);
  }

  as(token: string | undefined): Http {
    return new Http(this.base, token);
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const raw = body === undefined || typeof body === 'string' || Buffer.isBuffer(body);
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(raw ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string'
            ? body
            : Buffer.isBuffer(body)
              ? new Uint8Array(body)
              : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
  }
}
