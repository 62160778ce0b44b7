// Preview links (issue 28): the signed links (tampered 403, expired 410),
// shared links audited, revocable and expiring, a live page's public address,
// scope kept and the public path's limit, on both databases through real
// HTTP calls (app.inject). The renderer itself: preview.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { addPage, save, type Rec } from '../editor/support.js';
import { addWebPage, openSignedOut, PREVIEW, previewHtml, previewLink, type PreviewKind } from './preview-support.js';

const HOUR = 3600_000;

describe.each(testDialects())('preview links (%s)', (dialect) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startApp(dialect, { now: () => clock });
  });
  afterAll(async () => t?.close());

  const link = (kind: PreviewKind, id: number, share = false, token = t.adminToken) =>
    previewLink(t, kind, id, share, token);
  const open = (url: string) => openSignedOut(t, url);
  const html = (kind: PreviewKind, id: number) => previewHtml(t, kind, id);
  const webPage = (title: string) => addWebPage(t, title);

  it('refuses a changed link (403) and an expired one (410)', async () => {
    const { cId } = await webPage('Signed Page');
    const { url } = await link('draft', cId);
    expect((await open(url.replace(`/draft/${cId}`, `/draft/${cId + 1}`))).statusCode).toBe(403);
    expect((await open(url.replace('/draft/', '/live/'))).statusCode).toBe(403);
    const exp = /exp=(\d+)/.exec(url)![1];
    expect((await open(url.replace(`exp=${exp}`, `exp=${Number(exp) + 3600}`))).statusCode).toBe(403);
    expect((await open(url.replace(/&sig=.*$/, ''))).statusCode).toBe(403);
    const before = clock;
    clock += 11 * 60_000;
    try {
      const expired = await open(url);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().errors[0].message).toMatch(/expired/);
    } finally {
      clock = before;
    }
  });

  it('makes shared links that open the draft signed out, audited, revocable and expiring after the set hours', async () => {
    const { cId, page, etag } = await webPage('Shared Page');
    const block = (page.blocks as Rec[])[0];
    await save(t, t.adminToken, cId, etag, {
      mode: 'draft',
      blocks: { creates: [], updates: [{ CbId: block.CbId, CbHeadline: 'Shared draft headline' }], deletes: [] },
    });
    const shared = await link('draft', cId, true);
    expect(shared.id).toEqual(expect.any(Number));
    expect(Date.parse(shared.expiresAt) - clock).toBeGreaterThan(23.9 * HOUR);
    expect(Date.parse(shared.expiresAt) - clock).toBeLessThanOrEqual(24 * HOUR);
    const seen = await open(shared.url);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('Shared draft headline');
    // Another link id under the same signature is refused.
    expect((await open(shared.url.replace(`link=${shared.id}`, `link=${shared.id! + 1}`))).statusCode).toBe(403);

    const listed = (await t.call(t.adminToken, { method: 'GET', url: `${PREVIEW}/links?CId=${cId}` })).json() as {
      id: number;
      issuedBy: string;
      revokedAt: string | null;
    }[];
    expect(listed[0]).toMatchObject({ id: shared.id, issuedBy: 'admin', revokedAt: null });
    const audited = await t.db.all<{ Type: string; UserName: string }>(
      t.db.builder
        .selectFrom('AuditLog')
        .select(['Type', 'UserName'])
        .where('Entity', '=', 'MiscData')
        .where('EntityKey', '=', String(shared.id))
        .compile(),
    );
    expect(audited.map((a) => a.Type)).toContain('Create');

    const revoked = await t.call(t.adminToken, { method: 'DELETE', url: `${PREVIEW}/links/${shared.id}` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedBy: 'admin' });
    const refused = await open(shared.url);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().errors[0].message).toMatch(/revoked/);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `${PREVIEW}/links/${shared.id}` })).statusCode).toBe(
      409,
    );
    const afterRevoke = await t.db.all<{ Type: string }>(
      t.db.builder
        .selectFrom('AuditLog')
        .select('Type')
        .where('Entity', '=', 'MiscData')
        .where('EntityKey', '=', String(shared.id))
        .compile(),
    );
    expect(afterRevoke.map((a) => a.Type)).toContain('Update');

    const later = await link('draft', cId, true);
    const before = clock;
    clock += 25 * HOUR;
    try {
      expect((await open(later.url)).statusCode).toBe(410);
    } finally {
      clock = before;
    }
  });

  it("answers a live page's address on Site Setup's public URL, and none while it is a draft only", async () => {
    const { cId } = await webPage('Address Page');
    const address = async (id: number) =>
      (await t.call(t.adminToken, { method: 'GET', url: `${PREVIEW}/live/${id}` })).json().url as string | null;
    const seo = await t.db.first<{ CMetaData: unknown }>(
      t.db.builder.selectFrom('Content').select('CMetaData').where('CId', '=', 67).compile(),
    );
    const meta = typeof seo!.CMetaData === 'string' ? JSON.parse(seo!.CMetaData) : seo!.CMetaData;
    const put = await t.call(t.adminToken, {
      method: 'PATCH',
      url: '/api/v1/db/content/67',
      payload: { CMetaData: { ...meta, CanonicalHost: 'https://www.example.org' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      expect(await address(cId)).toBe('https://www.example.org/address-page');
      // The canonical link of the rendered page names the same address.
      expect(await html('live', cId)).toContain('<link rel="canonical" href="https://www.example.org/address-page">');
      // Without one saved, the server's PUBLIC_URL.
      expect(
        (
          await t.call(t.adminToken, {
            method: 'PATCH',
            url: '/api/v1/db/content/67',
            payload: { CMetaData: { ...meta, CanonicalHost: '' } },
          })
        ).statusCode,
      ).toBe(200);
      expect(await address(cId)).toBe(`${t.config.publicUrl}/address-page`);
    } finally {
      await t.call(t.adminToken, { method: 'PATCH', url: '/api/v1/db/content/67', payload: { CMetaData: meta } });
    }
    const { page } = await addPage(t, t.adminToken, { CtId: 4, TId: 201, CTitle: 'Unpublished Post' });
    expect(await address(Number(page.content.CId))).toBeNull();
  });

  it('makes links only for those who may open the page', async () => {
    const { cId } = await webPage('Scoped Page');
    await t.addUser({
      userName: 'blogger',
      email: 'blogger@example.test',
      password: 'blogger-password-1',
      displayName: 'Blogger',
      roles: ['Maintenance User'],
      claims: [['TId', '201']],
    });
    const blogger = await t.login('blogger', 'blogger-password-1');
    const res = await t.call(blogger, {
      method: 'POST',
      url: `${PREVIEW}/links`,
      payload: { kind: 'draft', id: cId, share: true },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.call(blogger, { method: 'POST', url: `${PREVIEW}/links`, payload: { kind: 'version', id: 99_999_999 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('', { method: 'POST', url: `${PREVIEW}/links`, payload: { kind: 'draft', id: cId } })).statusCode,
    ).toBe(401);
  });

  // Last: it spends this address's budget.
  it('limits the public preview path per address (429), counting refused links too', async () => {
    const { cId } = await webPage('Limited Page');
    const { url } = await link('live', cId);
    const forged = url.replace(/sig=[^&]+/, 'sig=forged');
    let status = 0;
    for (let i = 0; i < 301 && status !== 429; i++) status = (await open(forged)).statusCode;
    expect(status).toBe(429);
    expect((await open(url)).statusCode).toBe(429);
  });
});
