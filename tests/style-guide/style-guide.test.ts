// The style guide's calls (/api/v1/mc/style-guide, issue 16 item 6) on both
// databases: the catalogue (block styles in MiscData 401, row designs as
// Row_Design 64 content), adding, changing and removing entries with their
// rules, and the choices the page editor is offered following what is
// switched on. Writes for Admin and MoJoAdmin; reading for every maintenance account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const BASE = '/api/v1/mc/style-guide';
const entry = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  label: name.replace(/-/g, ' '),
  cssClass: `row-${name}`,
  css: `.row-${name} { display: grid; }`,
  sample: '<p>Sample</p>',
  description: '',
  offered: true,
  ...extra,
});

describe.each(testDialects())('style guide (%s)', (dialect) => {
  let t: TestApp;
  let editor: string;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = t.adminToken) =>
    t.call(token, { method, url: `${BASE}${url}`, payload: payload as object });

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'page.editor',
      email: 'page.editor@example.test',
      password: 'page-editor-password-1',
      displayName: 'Page Editor',
      roles: ['Maintenance User'],
    });
    editor = await t.login('page.editor', 'page-editor-password-1');
  });
  afterAll(async () => t?.close());

  it('shows the seeded block styles (MiscData 401) in order, all offered, and no row designs yet', async () => {
    const res = await send('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    const { blockStyles, rowDesigns } = res.json();
    expect(blockStyles.map((s: { name: string }) => s.name)).toEqual([
      'default',
      'hero',
      'callout',
      'two-column',
      'quote',
      'full-width-image',
    ]);
    expect(blockStyles[2]).toMatchObject({
      label: 'Callout',
      cssClass: 'block-callout',
      offered: true,
      css: expect.stringContaining('.block-callout'),
    });
    expect(rowDesigns).toEqual([]);
    expect((await send('GET', '/offered', undefined, editor)).json().blockStyles).toHaveLength(6);
  });

  it('reads legacy entries (bare names) as offered styles whose class is their name', async () => {
    const before = await t.db.first<{ MdValue: unknown }>(sqlOf('SELECT "MdValue" FROM "MiscData" WHERE "MdId" = 401'));
    await t.call(t.adminToken, {
      method: 'PATCH',
      url: '/api/v1/db/miscdata/401',
      payload: { MdValue: ['default', 'hero'] },
    });
    expect((await send('GET', '')).json().blockStyles).toEqual([
      { name: 'default', label: 'default', cssClass: 'default', css: '', sample: '', description: '', offered: true },
      { name: 'hero', label: 'hero', cssClass: 'hero', css: '', sample: '', description: '', offered: true },
    ]);
    await t.db.run(
      sqlOf(
        `UPDATE "MiscData" SET "MdValue" = '${typeof before!.MdValue === 'string' ? before!.MdValue.replace(/'/g, "''") : JSON.stringify(before!.MdValue).replace(/'/g, "''")}' WHERE "MdId" = 401`,
      ),
    );
    expect((await send('GET', '')).json().blockStyles).toHaveLength(6);
  });

  it('switching a style off takes it out of the editor’s choices, and on again puts it back', async () => {
    const callout = (await send('GET', '')).json().blockStyles.find((s: { name: string }) => s.name === 'callout');
    const off = await send('PUT', '/block-styles/callout', { ...callout, offered: false });
    expect(off.statusCode, off.body).toBe(200);
    const choices = (await send('GET', '/offered', undefined, editor)).json();
    expect(choices.blockStyles.map((s: { name: string }) => s.name)).toEqual([
      'default',
      'hero',
      'two-column',
      'quote',
      'full-width-image',
    ]);
    expect(choices.blockStyles[0]).toEqual({ name: 'default', label: 'Default' });
    // The catalogue still lists it, marked not offered.
    expect(off.json().blockStyles.find((s: { name: string }) => s.name === 'callout').offered).toBe(false);
    await send('PUT', '/block-styles/callout', { ...callout, offered: true });
    expect(
      (await send('GET', '/offered', undefined, editor)).json().blockStyles.map((s: { name: string }) => s.name),
    ).toContain('callout');
    const audit = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/auditlog?pageNumber=1&pageSize=50&filters=${encodeURIComponent('Entity==MiscData,EntityKey==401')}`,
    });
    expect(audit.json().length).toBeGreaterThanOrEqual(2);
  });

  it('adds, renames and removes a block style; sanitises the sample; refuses bad names, classes, CSS and duplicates', async () => {
    const added = await send(
      'POST',
      '/block-styles',
      entry('notice', {
        cssClass: 'block-notice  tone-warm',
        sample: '<p onclick="steal()">Hi<script>alert(1)</script></p>',
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const notice = added.json().blockStyles.at(-1);
    expect(notice).toMatchObject({ name: 'notice', cssClass: 'block-notice tone-warm', sample: '<p>Hi</p>' });

    const cases: [string, unknown, number, string][] = [
      ['POST', entry('Not A Name'), 422, 'name'],
      ['POST', entry('plain-text'), 422, 'name'],
      ['POST', entry('ok-name', { cssClass: '9lives' }), 422, 'cssClass'],
      ['POST', entry('ok-name', { css: '</style><script>x</script>' }), 422, 'css'],
      ['POST', entry('notice'), 409, 'name'],
      ['PUT', entry('hero'), 409, 'name'],
    ];
    for (const [method, body, status, field] of cases) {
      const res = await send(
        method as 'POST' | 'PUT',
        method === 'POST' ? '/block-styles' : '/block-styles/notice',
        body,
      );
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors[0].field).toBe(field);
    }
    const renamed = await send('PUT', '/block-styles/notice', entry('alert-box'));
    expect(renamed.json().blockStyles.at(-1).name).toBe('alert-box');
    expect((await send('DELETE', '/block-styles/notice')).statusCode).toBe(404);
    const removed = await send('DELETE', '/block-styles/alert-box');
    expect(removed.json().blockStyles.map((s: { name: string }) => s.name)).not.toContain('alert-box');
  });

  it('keeps row designs as Row_Design (64) content, in order, offered or not', async () => {
    expect((await send('POST', '/row-designs', entry('three-up', { label: 'Three up' }))).statusCode).toBe(201);
    const res = await send('POST', '/row-designs', entry('split', { label: 'Split', offered: false }));
    expect(res.json().rowDesigns.map((d: { name: string; CId: number }) => d.name)).toEqual(['three-up', 'split']);
    const cId = res.json().rowDesigns[0].CId;
    const row = await t.db.first<{ CtId: number; CTitle: string }>(
      sqlOf(`SELECT "CtId", "CTitle" FROM "Content" WHERE "CId" = ${cId}`),
    );
    expect(row).toMatchObject({ CtId: 64, CTitle: 'Three up' });
    expect((await send('GET', '/offered', undefined, editor)).json().rowDesigns).toEqual([
      { name: 'three-up', label: 'Three up' },
    ]);

    await send('PUT', '/row-designs/split', entry('split', { label: 'Split', offered: true }));
    expect(
      (await send('GET', '/offered', undefined, editor)).json().rowDesigns.map((d: { name: string }) => d.name),
    ).toEqual(['three-up', 'split']);
    await send('DELETE', '/row-designs/three-up');
    expect((await send('GET', '')).json().rowDesigns.map((d: { name: string }) => d.name)).toEqual(['split']);
    expect(
      (await t.db.first<{ CDeleted: unknown }>(sqlOf(`SELECT "CDeleted" FROM "Content" WHERE "CId" = ${cId}`)))!
        .CDeleted,
    ).toBeTruthy();
  });

  it('lets a Maintenance User read the catalogue but not change it', async () => {
    expect((await send('GET', '', undefined, editor)).statusCode).toBe(200);
    const res = await send('POST', '/block-styles', entry('sneaky'), editor);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe('Changing the style guide is for Admin and MoJoAdmin accounts');
  });
});
