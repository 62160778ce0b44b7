// Test support for the auth specs (imported by *.spec.ts* only, so never
// bundled): a fake fetch answering per path, and real signed tokens.
import { SignJWT } from 'jose';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type FakeRoute = FakeAnswer | Error | ((init: RequestInit) => FakeAnswer | Error | Promise<FakeAnswer | Error>);

interface FakeCall {
  url: string;
  init: RequestInit;
  body: any;
}

/** A fetch answering each path (without query) from `routes`; unknown paths are 404. */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[url.split('?')[0]];
    const answer = typeof route === 'function' ? await route(init) : route;
    if (answer instanceof Error) throw answer;
    if (!answer) return new Response(JSON.stringify({ errors: [{ message: 'Not found' }] }), { status: 404 });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

// A JSON Web Key, not bytes: under jsdom typed arrays come from another realm and jose refuses them.
const KEY = { kty: 'oct', k: Buffer.from('test-secret-of-at-least-32-bytes!!').toString('base64url') };

/** A token shaped like the server's (src/server/auth/tokens.ts), signed with a test key. */
export function signedToken(claims: Record<string, unknown> = {}, subject = 'ann@example.com'): Promise<string> {
  return new SignJWT({
    name: 'Ann Admin',
    userId: 'u-1',
    role: 'Admin',
    permissions: '',
    impersonate: false,
    reauthenticate: false,
    ...claims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(KEY);
}
