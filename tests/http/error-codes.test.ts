// Coded refusals (issue 41 item 2; docs/decisions/0117, 0120): the refusals staff meet on a screen keep their English
// `message` for API clients and carry a stable `code` and its `params`, which the admin words in the user's language.
// Each is reached through the route its screen calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import type { ErrorBody as ErrorAnswer } from '../../src/shared/api/common.js';
import { errorMessage, type ErrorCode } from '../../src/shared/api/error-codes.js';

describe.each(testDialects())('coded refusals (%s)', (dialect) => {
  let t: TestApp;
  const call = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
    t.call(t.adminToken, { method, url, payload, headers });
  const read = async (url: string) => {
    const res = await t.call(t.adminToken, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { values: res.json() as Record<string, unknown>, etag: String(res.headers.etag) };
  };
  const item = (res: { json(): unknown }) => (res.json() as ErrorAnswer).errors[0];
  const coded = (
    res: { statusCode: number; body: string; json(): unknown },
    status: number,
    code: ErrorCode,
    params: Record<string, string | number>,
    field: string,
  ) => {
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
    coded(
      await call('POST', '/api/v1/db/redirect', { RFrom: 'codes-no-slash', RTo: '/x', RType: '301' }),
      422,
      'redirect.from',
      {},
      'RFrom',
    );
    expect(
      (await call('POST', '/api/v1/db/redirect', { RFrom: '/codes-a', RTo: '/codes-b', RType: '301' })).statusCode,
    ).toBe(201);
    coded(
      await call('POST', '/api/v1/db/redirect', { RFrom: '/codes-b', RTo: '/codes-a', RType: '301' }),
      422,
      'redirect.loop',
      { chain: '/codes-b → /codes-a → /codes-b' },
      'RTo',
    );
  });

  it('a page URL that is no URL names it in its params', async () => {
    const res = await call('POST', '/api/v1/db/content', { CTitle: 'Codes', CtId: 1, CSeoUrl: '/with space' });
    coded(res, 422, 'page.url', { url: '/with space' }, 'CSeoUrl');
  });

  it('General Settings: a rule several fields share names the field by a label key; robots.txt lines by number', async () => {
    const site = await read('/api/v1/mc/site/settings/site');
    const oneLine = await call(
      'PUT',
      '/api/v1/mc/site/settings/site',
      { ...site.values, titleSuffix: 'a\nb' },
      { 'if-match': site.etag },
    );
    coded(oneLine, 422, 'settings.oneLine', { label: 'titleSuffix' }, 'titleSuffix');
    expect(item(oneLine).message).toBe('The title suffix must be one line of text, without line breaks');
    const robots = await read('/api/v1/mc/site/settings/robots');
    const refused = await call(
      'PUT',
      '/api/v1/mc/site/settings/robots',
      { text: '# crawlers\nDisallow: /x' },
      { 'if-match': robots.etag },
    );
    coded(refused, 422, 'settings.robots.disallowOutsideGroup', { at: 2 }, 'text');
    expect(item(refused).message).toBe('Line 2: Disallow must follow a User-agent line');
  });

  it('a menu item: its name and its link', async () => {
    const menu = (await call('POST', '/api/v1/db/tag', { TName: 'Codes menu', TIdParent: null })).json() as {
      TId: number;
    };
    const add = (body: object) =>
      call('POST', `/api/v1/mc/navigation/${menu.TId}/items`, { parentId: menu.TId, beforeId: null, ...body });
    coded(await add({ TName: ' ' }), 422, 'navigation.nameRequired', {}, 'TName');
    coded(await add({ TName: 'Bad link', TPath: 'javascript:alert(1)' }), 422, 'navigation.link', {}, 'TPath');
  });

  it('tokens: a name without a key, a key taken (plural-free params, the English as before)', async () => {
    coded(await call('POST', '/api/v1/mc/tokens', { name: '!!', value: 'x' }), 422, 'token.nameNoKey', {}, 'name');
    const first = (await call('POST', '/api/v1/mc/tokens', { name: 'Codes Phone', value: '1' })).json() as {
      id: number;
    };
    const taken = await call('POST', '/api/v1/mc/tokens', { name: 'codes phone', value: '2' });
    coded(
      taken,
      409,
      'token.keyTaken',
      { key: 'codes-phone', name: 'Codes Phone', id: first.id, takenKey: 'Codes-Phone' },
      'name',
    );
    expect(item(taken).message).toBe(
      'The key "codes-phone" is taken: the token "Codes Phone" (' +
        first.id +
        ') has the key "Codes-Phone". Keys are unique, whatever their case.',
    );
  });

  it('custom code: a snippet without its location, a header rule by its number', async () => {
    const CODE = '/api/v1/mc/custom-code';
    coded(
      await call('POST', `${CODE}/snippets`, { CTitle: 'Nowhere', code: '', tokenLocationId: 987654, enabled: true }),
      422,
      'code.locationMissing',
      { id: 987654 },
      'tokenLocationId',
    );
    const rules = await call('PUT', `${CODE}/security-headers`, {
      rules: [
        { name: 'X-Frame-Options', value: 'DENY', enabled: true },
        { name: 'X Bad', value: 'x', enabled: true },
      ],
    });
    coded(rules, 422, 'code.header.nameInvalid', { rule: 2, name: 'X Bad' }, 'rules.1.name');
  });

  it("CSV import: a row's problem keeps its own code beside its line", async () => {
    const res = await call('POST', '/api/v1/mc/db-tools/import/DBConstants', {
      csv: 'DbcType,DbcValue\ntwo,Codes\n',
      dryRun: true,
    });
    expect(res.statusCode, res.body).toBe(422);
    const params = { name: 'DbcType', value: 'two' };
    expect(item(res)).toEqual({
      message: `Line 2, DbcType: ${errorMessage('csv.wholeNumber', params)}`,
      field: 'DbcType',
      line: 2,
      code: 'csv.wholeNumber',
      params,
    });
    const header = await call('POST', '/api/v1/mc/db-tools/import/DBConstants', {
      csv: 'DbcType,Colour\n1,red\n',
      dryRun: true,
    });
    expect(item(header)).toMatchObject({
      code: 'csv.header.unknown',
      params: { name: 'Colour', entity: 'DBConstants' },
      field: 'Colour',
      line: 1,
    });
    expect(item(header).message).toBe(errorMessage('csv.header.unknown', item(header).params));
  });

  it("the form builder's rules, on the form's write", async () => {
    const res = await call('POST', '/api/v1/db/form', {
      FrmName: 'Codes form',
      FrmConfig: { fields: [{ name: 'email', type: 'email', label: ' ' }] },
    });
    coded(res, 422, 'form.labelMissing', {}, 'FrmConfig.fields[0].label');
  });

  it('an account made outside the invitation: a 403 with its rule and its code', async () => {
    const res = await call('POST', '/api/v1/db/aspnetusers', { UserName: 'codes', Email: 'codes@example.test' });
    expect(res.statusCode, res.body).toBe(403);
    expect(item(res)).toEqual({
      message: errorMessage('people.invitationOnly'),
      rule: 'invitation-only',
      code: 'people.invitationOnly',
      params: {},
    });
  });

  it("AI Tools: the provider's base URL", async () => {
    const settings = {
      baseUrl: 'file:///etc/passwd',
      model: 'm',
      temperature: 0.2,
      maxTokens: 300,
      keyName: '',
      timeoutSeconds: 2,
      dailyLimit: 5,
    };
    coded(await call('PUT', '/api/v1/mc/openai/settings', settings), 422, 'ai.baseUrl', {}, 'baseUrl');
  });
});
