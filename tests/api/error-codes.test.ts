// Coded refusals (issue 41 item 2; docs/decisions/0117): the refusals staff meet on a screen keep their English
// `message` for API clients and carry a stable `code` and its `params`, which the admin words in the user's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import type { ErrorBody as ErrorAnswer } from '../../src/shared/api/common.js';
import { errorMessage, type ErrorCode } from '../../src/shared/api/error-codes.js';

describe.each(testDialects())('coded refusals (%s)', (dialect) => {
  let t: TestApp;
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) => t.call(t.adminToken, { method, url, payload });
  const coded = (res: { statusCode: number; body: string; json(): unknown }, status: number, code: ErrorCode, params: Record<string, string | number>, field: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const [item] = (res.json() as ErrorAnswer).errors;
    expect(item).toEqual({ message: errorMessage(code, params), field, code, params });
  };

  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  it('a redirect to itself, a loop, a bad From: English message, code and params', async () => {
    const res = await call('POST', '/api/v1/db/redirect', { RFrom: '/codes-self', RTo: '/codes-self', RType: '301' });
    coded(res, 422, 'redirect.self', {}, 'RTo');
    expect((res.json() as ErrorAnswer).errors[0].message).toBe('A redirect cannot lead to itself.');
    coded(await call('POST', '/api/v1/db/redirect', { RFrom: 'codes-no-slash', RTo: '/x', RType: '301' }), 422, 'redirect.from', {}, 'RFrom');
    expect((await call('POST', '/api/v1/db/redirect', { RFrom: '/codes-a', RTo: '/codes-b', RType: '301' })).statusCode).toBe(201);
    coded(await call('POST', '/api/v1/db/redirect', { RFrom: '/codes-b', RTo: '/codes-a', RType: '301' }), 422, 'redirect.loop', { chain: '/codes-b → /codes-a → /codes-b' }, 'RTo');
  });

  it('a page URL that is no URL names it in its params', async () => {
    const res = await call('POST', '/api/v1/db/content', { CTitle: 'Codes', CtId: 1, CSeoUrl: '/with space' });
    coded(res, 422, 'page.url', { url: '/with space' }, 'CSeoUrl');
  });
});
