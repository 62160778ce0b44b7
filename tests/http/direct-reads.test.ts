// Reads by key answered before routing (http/direct-reads.ts, decision 0163), over real HTTP: app.inject never
// reaches the node:http server, so every other test of the data interface sees Fastify's path only. The same read
// with a query string the route ignores (`…/5?via=fastify`) is one the direct path leaves to Fastify: the two answers must be the same,
// byte for byte but for the date and the request's new id, for every entity, every role and every outcome.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEntities } from '../../src/server/platform/data/entities.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const PASSWORD = 'a-long-enough-password-1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Differ between any two answers: when they were sent, and the request id (a new UUID each time). */
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
/** The per-user data budget of this test, small enough to reach. */
const PER_MINUTE = 400;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  id: string | null;
}

describe.each(testDialects())('reads by key answered before routing (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let contentId: number;

  const get = async (path: string, token: string | undefined, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-encoding': 'identity', ...headers },
    });
    const all = Object.fromEntries([...res.headers].filter(([k]) => !PER_ANSWER.has(k)));
    return { status: res.status, headers: all, body: await res.text(), id: res.headers.get('x-request-id') };
  };
  /** A new account's token. */
  const signedIn = async (userName: string, access: Pick<Parameters<TestApp['addUser']>[0], 'roles' | 'claims'>) => {
    await t.addUser({
      userName,
      email: `${userName}@example.test`,
      password: PASSWORD,
      displayName: userName,
      ...access,
    });
    return t.login(userName, PASSWORD);
  };
  /** How many reads the direct path has answered so far (its counter on /metrics). */
  const directCount = async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    return Number(/^cms_http_direct_reads_total (\d+)/m.exec(text)?.[1] ?? 0);
  };
  /** The read both ways: straight (the direct path) and with a query string the route ignores (Fastify). */
  const bothWays = async (path: string, token: string | undefined, headers: Record<string, string> = {}) => {
    const before = await directCount();
    const direct = await get(path, token, headers);
    const answered = (await directCount()) - before;
    const routed = await get(`${path}?via=fastify`, token, headers);
    expect(await directCount()).toBe(before + answered);
    return { direct, routed, answered };
  };
  const expectSame = (direct: Answer, routed: Answer, path: string, id: RegExp | string = UUID) => {
    expect({ path, ...direct, id: undefined }).toEqual({ path, ...routed, id: undefined });
    expect(direct.id).toMatch(id);
    expect(routed.id).toMatch(id);
  };

  beforeAll(async () => {
    // A trusted proxy on loopback, so X-Forwarded-Proto (HSTS) and X-Request-Id are honoured both ways.
    t = await startApp(dialect, { trustedProxies: ['127.0.0.1'], apiRequestsPerMinute: PER_MINUTE });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const created = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 1, CTitle: `Direct ${dialect}`, CMetaData: { a: [1, 'two'] } },
    });
    expect(created.statusCode).toBe(201);
    contentId = created.json().CId;
  }, 90_000);
  afterAll(async () => t?.close());

  it('answers a plain read itself, with the answer Fastify gives, for every entity read by a single key', async () => {
    let answered = 0;
    let found = 0;
    const statuses = new Set<number>();
    for (const entity of allEntities().filter((e) => e.key.length === 1)) {
      for (const key of ['1', '2']) {
        const path = `/api/v1/db/${entity.name.toLowerCase()}/${key}`;
        const both = await bothWays(path, t.adminToken);
        expectSame(both.direct, both.routed, path);
        answered += both.answered;
        if (both.direct.status === 200) found++;
        statuses.add(both.direct.status);
      }
    }
    // Found records are answered directly; a missing one (404) or a key of the wrong type (422) is passed on.
    expect(statuses).toContain(200);
    expect(statuses).toContain(404);
    // Every record found was answered directly, and nothing else was.
    expect(found).toBeGreaterThan(10);
    expect(answered).toBe(found);
    const { direct, answered: one } = await bothWays(`/api/v1/db/content/${contentId}`, t.adminToken);
    expect(one).toBe(1);
    expect(JSON.parse(direct.body)).toMatchObject({ CId: contentId, CMetaData: { a: [1, 'two'] } });
    // The server the direct path makes keeps Fastify's timeouts (keep-alive 72 s, Fastify's default).
    expect((await fetch(`${base}/api/health`)).headers.get('keep-alive')).toBe('timeout=72');
    expect(direct.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^"[\w-]{22}"$/),
    });
  });

  it('answers If-None-Match with the same 304, and a changed record with its new version', async () => {
    const path = `/api/v1/db/content/${contentId}`;
    const first = await get(path, t.adminToken);
    const etag = first.headers.etag;
    const unchanged = await bothWays(path, t.adminToken, { 'if-none-match': `W/${etag}, "other"` });
    expect(unchanged.answered).toBe(1);
    expect(unchanged.direct.status).toBe(304);
    expectSame(unchanged.direct, unchanged.routed, path);
    const changed = await t.call(t.adminToken, {
      method: 'PATCH',
      url: path,
      payload: { CTitle: `Changed ${dialect}` },
      headers: { 'if-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    const after = await bothWays(path, t.adminToken, { 'if-none-match': etag });
    expect(after.direct.status).toBe(200);
    expect(JSON.parse(after.direct.body).CTitle).toBe(`Changed ${dialect}`);
    expectSame(after.direct, after.routed, path);
  });

  it('sends HSTS and keeps the proxy’s request id on the same conditions as Fastify’s hooks', async () => {
    const path = `/api/v1/db/content/${contentId}`;
    const overTls = await bothWays(path, t.adminToken, { 'x-forwarded-proto': 'https', 'x-request-id': 'edge-42' });
    expect(overTls.answered).toBe(1);
    expectSame(overTls.direct, overTls.routed, path, /^edge-42$/);
    expect(overTls.direct.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect((await get(path, t.adminToken)).headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves refusals to Fastify, in the contract’s shape: no token, a forged one, a role that may not read', async () => {
    const maintainer = await signedIn(`direct-maintainer-${dialect}`, {
      roles: ['Maintenance User'],
      claims: [['TId', '208']],
    });
    const cases: [string, string | undefined][] = [
      [`/api/v1/db/content/${contentId}`, undefined],
      [`/api/v1/db/content/${contentId}`, `${t.adminToken.slice(0, -4)}AAAA`],
      [`/api/v1/db/content/${contentId}`, maintainer],
      ['/api/v1/db/user/1', maintainer],
      ['/api/v1/db/auditlog/1', maintainer],
    ];
    const statuses = new Set<number>();
    for (const [path, token] of cases) {
      const { direct, routed, answered } = await bothWays(path, token);
      expectSame(direct, routed, path);
      if (direct.status >= 400) {
        expect(answered).toBe(0);
        expect(JSON.parse(direct.body)).toEqual({ errors: [{ message: expect.any(String) }], status: direct.status });
      }
      statuses.add(direct.status);
    }
    expect(statuses).toContain(401);
    expect([...statuses].some((s) => s === 403 || s === 404)).toBe(true);
  });

  it('counts each read once against the per-user budget, a read it passed on to Fastify included', async () => {
    const token = await signedIn(`direct-budget-${dialect}`, { roles: ['Admin'] });
    // Half the budget on missing records (begun directly, answered 404 by Fastify), the rest on found ones.
    for (let i = 0; i < PER_MINUTE / 2; i++) expect((await get('/api/v1/db/content/999999', token)).status).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE / 2 + 2; i++)
      statuses.push((await get(`/api/v1/db/content/${contentId}`, token)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_MINUTE / 2);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // Refused by Fastify's sign-in hook with what the direct path found (one count, not two): the contract's 429.
    const refused = await get(`/api/v1/db/content/${contentId}`, token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(refused.body)).toEqual({
      errors: [{ message: expect.stringMatching(/^Too many/) }],
      status: 429,
    });
  });

  it('leaves to Fastify what it does not take: CORS, HEAD, a body, a composite or encoded key', async () => {
    const path = `/api/v1/db/content/${contentId}`;
    const before = await directCount();
    const withOrigin = await get(path, t.adminToken, { origin: 'http://elsewhere.example' });
    expect(withOrigin.status).toBe(200);
    const head = await fetch(`${base}${path}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(head.status).toBe(200);
    // %31 is "1": Fastify decodes it; the direct path reads no encoded key.
    expect((await get('/api/v1/db/content/%31', t.adminToken)).status).toBe(200);
    expect((await get(`/api/v1/db/content/${contentId}?kind=banner`, t.adminToken)).status).toBe(200);
    expect(await directCount()).toBe(before);
  });
});
