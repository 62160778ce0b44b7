// General tokens (issue 16 item 3, docs/tokens.md): Liquid_Value (63)
// content whose key is the token variant of the slug of its name, unique
// ignoring case; where each is used (content, blocks, other tokens, snippets)
// and templates found by the Liquid they read; its value rendered with the other tokens in
// scope, in a sandbox that reads no file; a used token neither deleted nor
// given another key. Admin only, audited. Real HTTP, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

type Rec = Record<string, unknown>;
const TOKENS = '/api/v1/mc/tokens';

describe.each(testDialects())('general tokens (%s)', (dialect) => {
  let t: TestApp;
  let maint: string;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    token: string | undefined = t.adminToken,
    headers: Record<string, string> = {},
  ) => t.call(token, { method, url, payload: payload as Rec, headers });
  /** The token's current version, as the dialog holds it. */
  const etagOf = async (id: number) => String((await call('GET', `${TOKENS}/${id}`)).headers.etag);
  /** A PUT or DELETE made from the token as it is now (If-Match its current ETag). */
  const write = async (method: 'PUT' | 'DELETE', id: number, payload?: unknown) =>
    call(method, `${TOKENS}/${id}`, payload, t.adminToken, { 'if-match': await etagOf(id) });
  const create = async (name: string, value: string) => {
    const res = await call('POST', TOKENS, { name, value });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Rec & { id: number; key: string };
  };
  const createContent = async (record: Rec) => {
    const res = await call('POST', '/api/v1/db/Content', record);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Rec & { CId: number };
  };
  const list = async () => {
    const res = await call('GET', TOKENS);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as (Rec & { id: number; key: string; usedIn: Rec[]; preview: Rec })[];
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [['TId', '2']],
    });
    maint = await t.login('maint', 'maint-password-1');
  });
  afterAll(async () => t?.close());

  it('makes the key from the name (token variant of the slug, case kept) and stores the token as Liquid_Value content, audited', async () => {
    const token = await create("  Tom's Office Phone! ", '(410) 555-0100');
    expect(token).toMatchObject({
      name: "Tom's Office Phone!",
      key: 'Toms-Office-Phone',
      value: '(410) 555-0100',
      usedIn: [],
      removed: false,
    });
    expect(token.preview).toEqual({ output: '(410) 555-0100', problem: null, unknownNames: [] });
    const row = await t.db.first<Rec>(
      sqlOf(`SELECT "CtId", "CTitle", "CMetaData" FROM "Content" WHERE "CId" = ${token.id}`),
    );
    expect(Number(row!.CtId)).toBe(63);
    const meta = typeof row!.CMetaData === 'string' ? JSON.parse(row!.CMetaData) : row!.CMetaData;
    expect(meta).toEqual({ tokenKey: 'Toms-Office-Phone', value: '(410) 555-0100' });
    const audit = await t.db.first<Rec>(
      sqlOf(
        `SELECT "Type" FROM "AuditLog" WHERE "Entity" = 'Content' AND "EntityKey" = '${token.id}' AND "UserName" = 'admin'`,
      ),
    );
    expect(audit?.Type).toBe('Create');
  });

  it('refuses a key another token has, whatever its case (409 naming the key), and a name that makes no key (422)', async () => {
    await create('Support Email', 'help@example.test');
    const same = await call('POST', TOKENS, { name: 'support email', value: 'x' });
    expect(same.statusCode).toBe(409);
    expect(same.json().errors[0]).toMatchObject({
      field: 'name',
      message: expect.stringContaining('"support-email" is taken'),
    });
    expect(same.json().errors[0].message).toContain('"Support-Email"');
    const empty = await call('POST', TOKENS, { name: ' ?! ', value: 'x' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].message).toMatch(/at least one letter or digit/);
    const reserved = await call('POST', TOKENS, { name: 'Blank', value: 'x' });
    expect(reserved.statusCode).toBe(422);
    const extra = await call('POST', TOKENS, { name: 'X', value: 'x', key: 'Y' });
    expect(extra.statusCode).toBe(422);
  });

  it('renders a value with the other tokens in scope and names what it reads that is not a token', async () => {
    await create('Site Name', 'Cedar & Stone');
    const line = await create('Footer Line', '{{ Site-Name | upcase }} · {{ Support-Email }} · {{ Not-A-Token }}');
    expect(line.preview).toEqual({
      output: 'CEDAR & STONE · help@example.test · ',
      problem: null,
      unknownNames: ['Not-A-Token'],
    });

    const bad = await call('POST', `${TOKENS}/preview`, { value: 'line one\n{{ Site-Name | no_such_filter }}' });
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json()).toEqual({
      output: '',
      problem: { message: 'undefined filter: no_such_filter', line: 2, column: 1 },
      unknownNames: [],
    });
    const include = await call('POST', `${TOKENS}/preview`, { value: "{% include '/etc/passwd' %}" });
    expect(include.json().output).toBe('');
    expect(include.json().problem.message).toMatch(/Failed to lookup/);
    const editing = await call('POST', `${TOKENS}/preview`, { value: '[{{ Footer-Line }}]', id: line.id });
    expect(editing.json()).toMatchObject({ output: '[]', unknownNames: ['Footer-Line'] });
  });

  it('shows where a token is used: page blocks and fields, other tokens, snippets; not text that only looks alike', async () => {
    const phone = await create('Main Phone', '555-0199');
    const page = await createContent({ CtId: 1, CTitle: 'Contact us', CIntroText: '<p>Call {{ Main-Phone }}</p>' });
    const block = await call('POST', '/api/v1/db/ContentBlock', {
      CId: page.CId,
      CbSortOrder: 1,
      CbCopy: '<p>{% if Main-Phone %}Phone: {{ Main-Phone | strip }}{% endif %}</p>',
    });
    expect(block.statusCode, block.body).toBe(201);
    const snippet = await createContent({
      CtId: 62,
      CTitle: 'Call tracking',
      CMetaData: { code: "window.phone = '{{ Main-Phone }}';", TokenLocationId: 104 },
    });
    const other = await create('Call Line', 'Call {{ Main-Phone }}');
    // Not uses: another key that starts alike, a quoted string, a property of something else.
    await createContent({
      CtId: 5,
      CTitle: 'Look-alikes',
      CIntroText: '{{ Main-Phone-Ext }} {{ "Main-Phone" }} {{ page.Main-Phone }}',
    });
    const template = await call('PATCH', '/api/v1/db/Template/1', {
      TDescription: 'Shows {% for p in pages %}{{ p.title }} {{ Main-Phone }}{% endfor %}',
    });
    expect(template.statusCode, template.body).toBe(200);

    const found = (await list()).find((x) => x.id === phone.id)!;
    expect(found.usedIn).toEqual([
      {
        CId: page.CId,
        TemplateId: null,
        CTitle: 'Contact us',
        CtId: 1,
        CbId: null,
        field: 'CIntroText',
        removed: false,
      },
      {
        CId: snippet.CId,
        TemplateId: null,
        CTitle: 'Call tracking',
        CtId: 62,
        CbId: null,
        field: 'CMetaData.code',
        removed: false,
      },
      {
        CId: other.id,
        TemplateId: null,
        CTitle: 'Call Line',
        CtId: 63,
        CbId: null,
        field: 'CMetaData.value',
        removed: false,
      },
      {
        CId: page.CId,
        TemplateId: null,
        CTitle: 'Contact us',
        CtId: 1,
        CbId: block.json().CbId,
        field: 'CbCopy',
        removed: false,
      },
      { CId: null, TemplateId: 1, CTitle: 'Web_Page', CtId: 1, CbId: null, field: 'TDescription', removed: false },
    ]);
    const one = await call('GET', `${TOKENS}/${phone.id}`);
    expect(one.json().usedIn).toHaveLength(5);
    const refused = await write('DELETE', phone.id);
    expect(refused.json().errors[0].message).toContain('"Web_Page" (template 1, TDescription)');
  });

  it('finds a use in a JSON column that holds one string, not an object (pg hands that string back already parsed)', async () => {
    const hours = await create('Desk Hours', '9–5');
    const page = await createContent({ CtId: 1, CTitle: 'Desk', CHeadContent: '<meta content="{{ Desk-Hours }}">' });
    const stored = await t.db.first<Rec>(sqlOf(`SELECT "CHeadContent" FROM "Content" WHERE "CId" = ${page.CId}`));
    // Stored as a JSON string: SQLite keeps its text, pg its jsonb parsed.
    expect(stored!.CHeadContent).toBe(
      dialect === 'sqlite' ? JSON.stringify('<meta content="{{ Desk-Hours }}">') : '<meta content="{{ Desk-Hours }}">',
    );
    const found = (await list()).find((x) => x.id === hours.id)!;
    expect(found.usedIn).toEqual([
      { CId: page.CId, TemplateId: null, CTitle: 'Desk', CtId: 1, CbId: null, field: 'CHeadContent', removed: false },
    ]);
  });

  it('refuses deleting or re-keying a used token, listing where it is used; an unused one is renamed and deleted', async () => {
    const used = await create('Office Hours', 'Mon–Fri 8–5');
    const page = await createContent({ CtId: 1, CTitle: 'Visit', CIntroText: 'Open {{ Office-Hours }}' });
    const del = await write('DELETE', used.id);
    expect(del.statusCode).toBe(409);
    expect(del.json().errors[0].message).toContain(
      `{{ Office-Hours }} is used in one place: "Visit" (content ${page.CId}, CIntroText)`,
    );
    const rekey = await write('PUT', used.id, { name: 'Opening Hours', value: 'x' });
    expect(rekey.statusCode).toBe(409);
    expect(rekey.json().errors[0].message).toContain('cannot become "Opening-Hours"');
    // The same key in another case or spelling is no re-key: the value changes, the key stays.
    const sameKey = await write('PUT', used.id, { name: 'Office  Hours', value: 'Mon–Sat 8–5' });
    expect(sameKey.statusCode, sameKey.body).toBe(200);
    expect(sameKey.json()).toMatchObject({ name: 'Office  Hours', key: 'Office-Hours', value: 'Mon–Sat 8–5' });

    const unused = await create('Fax Number', '555-0000');
    const renamed = await write('PUT', unused.id, { name: 'Fax', value: '555-0001' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ key: 'Fax', value: '555-0001' });
    expect((await write('DELETE', unused.id)).statusCode).toBe(204);
    expect((await call('GET', `${TOKENS}/${unused.id}`)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `${TOKENS}/${page.CId}`, undefined, t.adminToken, { 'if-match': '*' })).statusCode,
    ).toBe(404); // a page is not a token
  });

  it('saves and deletes with optimistic concurrency: GET answers an ETag, a write needs it in If-Match (400 without), a stale one is 412 and writes nothing', async () => {
    const token = await create('Hotline', '555-0001');
    const read = await call('GET', `${TOKENS}/${token.id}`);
    const loaded = String(read.headers.etag);
    expect(loaded).toMatch(/^".+"$/);
    expect(read.json().etag).toBe(loaded);
    expect(token.etag).toBe(loaded); // the list and the create answer carry the same version

    const without = await call('PUT', `${TOKENS}/${token.id}`, { name: 'Hotline', value: 'no version' });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors[0].message).toMatch(/If-Match/);
    expect((await call('DELETE', `${TOKENS}/${token.id}`)).statusCode).toBe(400);

    // Someone else saves first, from the same copy: their save passes and answers the new version.
    const theirs = await call('PUT', `${TOKENS}/${token.id}`, { name: 'Hotline', value: '555-0002' }, t.adminToken, {
      'if-match': loaded,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const next = String(theirs.headers.etag);
    expect(next).not.toBe(loaded);
    expect(theirs.json().etag).toBe(next);

    const stale = await call('PUT', `${TOKENS}/${token.id}`, { name: 'Hotline', value: '555-0003' }, t.adminToken, {
      'if-match': loaded,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().errors[0].message).toMatch(/changed since you opened it/);
    const staleDelete = await call('DELETE', `${TOKENS}/${token.id}`, undefined, t.adminToken, { 'if-match': loaded });
    expect(staleDelete.statusCode).toBe(412);
    const now = await call('GET', `${TOKENS}/${token.id}`);
    expect(now.json()).toMatchObject({ name: 'Hotline', value: '555-0002', etag: next });
    const audits = await t.db.first<Rec>(
      sqlOf(
        `SELECT COUNT(*) AS n FROM "AuditLog" WHERE "Entity" = 'Content' AND "EntityKey" = '${token.id}' AND "Type" <> 'Create'`,
      ),
    );
    expect(Number(audits!.n)).toBe(1); // the one save that passed

    const deleted = await call('DELETE', `${TOKENS}/${token.id}`, undefined, t.adminToken, { 'if-match': next });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it('is for Admin and MoJoAdmin only', async () => {
    expect((await call('GET', TOKENS, undefined, maint)).statusCode).toBe(403);
    expect((await call('POST', TOKENS, { name: 'X', value: 'y' }, maint)).statusCode).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: TOKENS })).statusCode).toBe(401);
  });
});
