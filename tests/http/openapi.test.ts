// The OpenAPI document (issue 11 item 2): served to signed-in staff only,
// valid OpenAPI 3.1 by an outside validator, a browsable reference page, and
// every operation in it called at least twice — once refused, once as
// signed-in staff — with every answer checked against the document by the
// test harness (tests/support/openapi-conformance.ts, which runs on every
// t.call of every API test).
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { testDialects } from '../support/dialects.js';
import { ADMIN_PASSWORD, startApp, type TestApp } from '../support/app.js';

type Json = Record<string, any>;
const MISSING = 2_000_000_000;

describe.each(testDialects())('the OpenAPI document (%s)', (dialect) => {
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await startApp(dialect);
    doc = (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(async () => t?.close());

  it('is for signed-in staff only', async () => {
    const anonymous = await t.call(undefined, { method: 'GET', url: '/api/v1/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call(undefined, { method: 'GET', url: '/api/v1/reference/json' })).statusCode).toBe(401);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/reference/json' })).statusCode).toBe(200);
  });

  it('is valid OpenAPI 3.1 by an outside validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a browsable reference page whose scripts are same-origin files (the CSP allows no inline script)', async () => {
    const page = await t.call(undefined, { method: 'GET', url: '/api/v1/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(inline.trim()).toBe('');
    }
    const initializer = await t.call(undefined, {
      method: 'GET',
      url: '/api/v1/reference/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('mojo.admin.token'); // reads the document with the admin's own token
  });

  it('declares a success answer and the error body for every operation', () => {
    const operations = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
      Object.entries<Json>(item).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(300);
    for (const { path, method, op } of operations) {
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => /^2\d\d$/.test(s)),
        `${method} ${path} declares no success`,
      ).toBe(true);
      expect(
        op.responses['4XX']?.content?.['application/json']?.schema?.properties?.errors,
        `${method} ${path} declares no error body`,
      ).toBeTruthy();
      expect(op.summary, `${method} ${path} has no summary`).toBeTruthy();
    }
  });

  it('answers every operation, refused and as signed-in staff, as the document says', async () => {
    let calls = 0;
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const [method, op] of Object.entries<Json>(item)) {
        const url = sampleUrl(path);
        const secured = !!op.security?.length;
        // Refused: no token for a signed-in call; a malformed body or query for a public one.
        const refused = await t.call(undefined, {
          method: method.toUpperCase() as 'GET',
          url: secured ? url : `${url}${url.includes('?') ? '&' : '?'}unknownParameter=1`,
          ...bodyFor(method, op, 'bad'),
        });
        if (secured) expect(refused.statusCode, `${method} ${path} without a token`).toBe(401);
        else expect(refused.statusCode, `${method} ${path} refused`).toBeLessThan(500);
        // As staff: a plausible request; the answer (success or refusal) must be the documented one.
        const staff = await t.call(t.adminToken, {
          method: method.toUpperCase() as 'GET',
          url,
          ...bodyFor(method, op, 'good'),
        });
        expect(staff.statusCode, `${method} ${path} as staff: ${staff.body.slice(0, 200)}`).toBeLessThan(500);
        calls += 2;
      }
    }
    expect(calls).toBeGreaterThan(600);
    // Over 600 calls one after the other: the sweep grows with every route, and took just over the default
    // 30 s on a loaded machine once review before publish added its six operations.
  }, 90_000);

  it('documents the successes of the generic interface with real records: create, read, list, change, batch, delete', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD); // the sweep above signed the first token out
    const created = await t.call(token, {
      method: 'POST',
      url: '/api/v1/db/redirect',
      payload: { RFrom: '/old', RTo: '/new' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().RId as number;
    const one = await t.call(token, { method: 'GET', url: `/api/v1/db/redirect/${id}` });
    expect(one.headers.etag).toBeTruthy();
    expect(
      (
        await t.call(token, {
          method: 'GET',
          url: `/api/v1/db/redirect/${id}`,
          headers: { 'if-none-match': String(one.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    const page = await t.call(token, { method: 'GET', url: '/api/v1/db/redirect?pageNumber=1&orderBy=RFrom%20asc' });
    expect(JSON.parse(String(page.headers['x-pagination'])).totalCount).toBe(1);
    expect((await t.call(token, { method: 'GET', url: '/api/v1/db/redirect' })).json()).toHaveLength(1);
    expect(
      (await t.call(token, { method: 'PATCH', url: `/api/v1/db/redirect/${id}`, payload: { RTo: '/newer' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call(token, {
          method: 'PUT',
          url: `/api/v1/db/redirect/${id}`,
          payload: { RFrom: '/old', RTo: '/newest' },
        })
      ).statusCode,
    ).toBe(200);
    const many = await t.call(token, {
      method: 'POST',
      url: '/api/v1/db/redirect/all',
      payload: [
        { RFrom: '/a', RTo: '/b' },
        { RFrom: '/c', RTo: '/d' },
      ],
    });
    expect(many.statusCode).toBe(201);
    const ids = (many.json() as { RId: number }[]).map((r) => r.RId);
    expect(
      (
        await t.call(token, {
          method: 'PUT',
          url: '/api/v1/db/redirect/all',
          payload: ids.map((RId) => ({ RId, RFrom: `/x${RId}`, RTo: '/y' })),
        })
      ).statusCode,
    ).toBe(200);
    const batch = await t.call(token, {
      method: 'POST',
      url: '/api/v1/db/redirect/batch',
      payload: { creates: [{ RFrom: '/e', RTo: '/f' }], updates: [{ RId: id, RTo: '/g' }], deletes: [ids[0]] },
    });
    expect(batch.statusCode).toBe(200);
    expect((await t.call(token, { method: 'DELETE', url: `/api/v1/db/redirect/all/[${ids[1]}]` })).statusCode).toBe(
      204,
    );
    expect((await t.call(token, { method: 'DELETE', url: `/api/v1/db/redirect/${id}` })).statusCode).toBe(204);
  });

  it('refuses a body against its schema in the contract shape, naming the field, before anything is written', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD); // the sweep above signed the first token out
    const totalNow = async () =>
      JSON.parse(
        String(
          (await t.call(token, { method: 'GET', url: '/api/v1/db/redirect?pageNumber=1' })).headers['x-pagination'],
        ),
      ).totalCount as number;
    const before = await totalNow();
    const cases: [Json, number, string, string][] = [
      [{ RFrom: '/a' }, 422, 'RTo', 'RTo is required'],
      [{ RFrom: '/a', RTo: '/b', Nope: 1 }, 422, 'Nope', 'Unknown field "Nope" for Redirect'],
      [{ RFrom: 5, RTo: '/b' }, 422, 'RFrom', 'RFrom must be text'],
      [{ RFrom: '/a', RTo: null }, 422, 'RTo', 'RTo is required'],
    ];
    for (const [payload, status, field, message] of cases) {
      const res = await t.call(token, { method: 'POST', url: '/api/v1/db/redirect', payload });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ errors: [{ message, field }], status });
    }
    const items = await t.call(token, {
      method: 'POST',
      url: '/api/v1/db/redirect/all',
      payload: [{ RFrom: '/a', RTo: '/b' }, { RFrom: '/c' }],
    });
    expect(items.json()).toEqual({ errors: [{ message: 'items[1]: RTo is required', field: 'RTo' }], status: 422 });
    const query = await t.call(token, { method: 'GET', url: '/api/v1/db/redirect?pageNumber=1&pageSize=900' });
    expect(query.json()).toEqual({
      errors: [{ message: 'pageSize must be a whole number from 1 to 500, not 900', field: 'pageSize' }],
      status: 400,
    });
    expect(await totalNow()).toBe(before);
  });
});

/** The path with sample values: numeric ids that do not exist, names that match nothing. */
function sampleUrl(template: string): string {
  return template.replace(/\{(\w+|\*)\}/g, (_m, name: string) => {
    if (name === 'keys') return `[${MISSING}]`;
    if (name === 'name') return 'missing-file.png';
    if (name === 'part') return '1';
    if (name === '*') return 'x';
    return String(MISSING);
  });
}

/** A body for the operation: `good` is plausible (it may still be refused, as documented), `bad` is malformed. */
function bodyFor(method: string, op: Json, kind: 'good' | 'bad'): { payload?: InjectOptions['payload'] } {
  if (!op.requestBody)
    return method === 'post' || method === 'put' || method === 'patch' ? { payload: kind === 'bad' ? [1] : {} } : {};
  const schema = op.requestBody.content?.['application/json']?.schema ?? {};
  if (kind === 'bad') return { payload: schema.type === 'array' ? { not: 'a list' } : [1] };
  if (schema.type === 'array') return { payload: [] };
  return { payload: {} };
}
