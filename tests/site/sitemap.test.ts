// The sitemap (GET /api/v1/mc/sitemap/regen, /tree) and the public
// /sitemap.xml and /robots.txt: only live pages, absolute escaped URLs, the
// stored change frequency and priority, valid against the sitemaps.org 0.9
// schema, and robots.txt from the Robots_Txt record with the sitemap line;
// every URL on the public URL saved in Site Setup (the fixed records' is
// https://www.example.com), on PUBLIC_URL while none is saved.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const XSD = join(import.meta.dirname, '../fixtures/sitemap-0.9.xsd');

/** The public URL the fixed records save in Site Setup (SeoDData 67's CanonicalHost). */
const SEEDED_SITE = 'https://www.example.com';

describe.each(testDialects())('sitemap (%s)', (dialect) => {
  let t: TestApp;
  let maintToken: string;
  const base = SEEDED_SITE;
  const addContent = async (record: Record<string, unknown>) => {
    const res = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/content', payload: record });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().CId as number;
  };

  // A URL the generic interface now refuses (editor/content-url-rule.ts), stored straight into the table as a row
  // older than that rule: the sitemap must still escape and encode what such rows hold.
  const addOlderContent = async (record: Record<string, unknown> & { CSeoUrl: string }) => {
    const { CSeoUrl, ...rest } = record;
    const cId = await addContent(rest);
    await t.db.run(t.db.builder.updateTable('Content').set({ CSeoUrl }).where('CId', '=', cId).compile());
    return cId;
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    await addOlderContent({
      CtId: 2,
      CTitle: 'Fish & Chips',
      CSeoUrl: '/news/fish-&-chips?a=1&b=<2>',
      CMetaData: { ChangeFrequency: 3, Priority: 0.8 },
    });
    await addContent({
      CtId: 1,
      CTitle: 'Odd settings',
      CSeoUrl: '/odd',
      CMetaData: { ChangeFrequency: 99, Priority: 7 },
    });
    await addOlderContent({ CtId: 1, CTitle: 'Café', CSeoUrl: '/café menu' });
    await addContent({
      CtId: 1,
      CTitle: 'About',
      CSeoUrl: '/about',
      CMetaData: { ChangeFrequency: '4', Priority: 0.55 },
    });
    await addContent({ CtId: 1, CTitle: 'Team', CSeoUrl: '/About/team/' });
    await addContent({ CtId: 1, CTitle: 'Gone', CSeoUrl: '/gone', CDeleted: true });
    await addContent({ CtId: 1, CTitle: 'No URL' });
    await addContent({ CtId: 58, CTitle: 'A note with a URL', CSeoUrl: '/note' });
    await addContent({ CtId: 5, CTitle: 'Shared call-out', CSeoUrl: '/shared' }); // Shared_Content is not a page
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [['TId', '53']],
    });
    maintToken = await t.login('maint', 'maint-password-1');
  });
  afterAll(async () => t?.close());

  it('writes every live page, absolute and escaped, valid against the sitemaps.org 0.9 schema', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
    expect(res.statusCode, res.body).toBe(200);
    // Home (/) from the fixed records and the five live pages above; Page Not Found (/404) is an error page, never listed.
    expect(res.json()).toEqual({
      success: true,
      urls: 6,
      sitemap: '/sitemap.xml',
      sitemaps: ['/sitemap.xml'],
      robots: '/robots.txt',
    });
    const xml = await readFile(join(t.config.dataDir, 'public', 'sitemap.xml'), 'utf8');
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: [{ fileName: 'sitemap.xsd', contents: await readFile(XSD, 'utf8') }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The schema does catch mistakes: an unknown frequency fails it.
    const broken = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml.replace('>always<', '>sometimes<') }],
      schema: [{ fileName: 'sitemap.xsd', contents: await readFile(XSD, 'utf8') }],
    });
    expect(broken.valid).toBe(false);

    expect(xml).toContain(`<loc>${base}/news/fish-&amp;-chips?a=1&amp;b=%3C2%3E</loc>`);
    expect(xml).toContain(`<loc>${base}/caf%C3%A9%20menu</loc>`);
    expect(xml).not.toMatch(/\/gone<|\/note<|\/shared<|No URL/);
    expect(xml).not.toContain(`<loc>${base}/404</loc>`);
    const entry = (loc: string) => xml.slice(xml.indexOf(`<loc>${base}${loc}</loc>`)).split('</url>')[0];
    expect(entry('/odd')).toContain('<changefreq>always</changefreq>'); // unknown index → 0 (spec §3)
    expect(entry('/odd')).toContain('<priority>0.5</priority>');
    expect(entry('/about')).toContain('<changefreq>monthly</changefreq>');
    expect(entry('/about')).toContain('<priority>0.55</priority>');
    expect(entry('/news/fish-&amp;-chips?a=1&amp;b=%3C2%3E')).toMatch(
      /<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00<\/lastmod>\s*<changefreq>weekly<\/changefreq>\s*<priority>0.8<\/priority>/,
    );
    // Written by temp file + rename: no temporary files stay.
    expect((await readdir(join(t.config.dataDir, 'public'))).sort()).toEqual(['robots.txt', 'sitemap.xml']);

    const served = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/xml/);
    expect(served.body).toBe(xml);
  });

  it('writes robots.txt from the Robots_Txt record, adding the sitemap line once', async () => {
    await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /maintenance/');
    expect(robots.body).toContain(`Sitemap: ${base}/sitemap.xml`);

    await t.db.run(
      sqlOf(
        `UPDATE "ContentBlock" SET "CbCopy" = $1 WHERE "CId" = 23`.replace(
          '$1',
          t.db.dialect === 'sqlite' ? '?' : '$1',
        ),
        [`User-agent: *\nDisallow: /private\nSitemap: ${base}/sitemap.xml\n`],
      ),
    );
    await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
    const again = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(again.body).toContain('Disallow: /private');
    expect(again.body.match(/Sitemap:/g)).toHaveLength(1);
  });

  it('builds every URL on the public URL saved in Site Setup, rewritten when it changes, and on PUBLIC_URL while none is saved', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const served = async () => ({
      sitemap: (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body,
      robots: (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body,
    });
    expect(t.config.publicUrl).not.toBe(SEEDED_SITE);
    await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
    let now = await served();
    expect(locs(now.sitemap)).toContain(`${SEEDED_SITE}/about`);
    expect(locs(now.sitemap).every((loc) => loc.startsWith(`${SEEDED_SITE}/`))).toBe(true);
    expect(now.robots).toContain(`Sitemap: ${SEEDED_SITE}/sitemap.xml`);

    // Saving another public URL in Site Setup rewrites the stored files at once (no regeneration asked).
    const setup = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/site/setup' });
    const saved = await t.call(t.adminToken, {
      method: 'PUT',
      url: '/api/v1/mc/site/setup',
      payload: { ...setup.json().values, publicUrl: 'https://www.cedar-stone.example/' },
      headers: { 'if-match': String(setup.headers.etag) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    now = await served();
    expect(locs(now.sitemap)).toContain('https://www.cedar-stone.example/about');
    expect(locs(now.sitemap).every((loc) => loc.startsWith('https://www.cedar-stone.example/'))).toBe(true);
    expect(now.robots).toContain('Sitemap: https://www.cedar-stone.example/sitemap.xml');
    expect(now.robots).not.toContain(`Sitemap: ${t.config.publicUrl}`);

    // No public URL saved (an empty CanonicalHost): PUBLIC_URL, the back office's address, as before.
    const meta = await t.db.first<{ CMetaData: unknown }>(sqlOf(`SELECT "CMetaData" FROM "Content" WHERE "CId" = 67`));
    const cleared = {
      ...(typeof meta!.CMetaData === 'string' ? JSON.parse(meta!.CMetaData) : meta!.CMetaData),
      CanonicalHost: '',
    };
    expect(
      (await t.call(t.adminToken, { method: 'PATCH', url: '/api/v1/db/content/67', payload: { CMetaData: cleared } }))
        .statusCode,
    ).toBe(200);
    await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
    now = await served();
    expect(locs(now.sitemap)).toContain(`${t.config.publicUrl}/about`);
    expect(locs(now.sitemap).every((loc) => loc.startsWith(`${t.config.publicUrl}/`))).toBe(true);
    expect(now.robots).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);

    // Put back for the tests after this one.
    const restored = { ...cleared, CanonicalHost: SEEDED_SITE };
    expect(
      (await t.call(t.adminToken, { method: 'PATCH', url: '/api/v1/db/content/67', payload: { CMetaData: restored } }))
        .statusCode,
    ).toBe(200);
  });

  it('reads the text back out of the sanitised copy: an escaped & and rich-editor paragraphs', async () => {
    const block = (
      await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/contentblock?filters=CId==23' })
    ).json()[0] as { CbId: number };
    const write = async (CbCopy: string) => {
      const res = await t.call(t.adminToken, {
        method: 'PATCH',
        url: `/api/v1/db/contentblock/${block.CbId}`,
        payload: { CbCopy },
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
      return (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    };
    // What the admin's plain-text box sends (text escaped), stored through the sanitiser.
    const typed = await write('User-agent: *\nDisallow: /search?q=1&amp;page=2\nDisallow: /a&lt;b&gt;\n');
    expect(typed).toContain('Disallow: /search?q=1&page=2\n');
    expect(typed).toContain('Disallow: /a<b>\n');
    expect(typed).not.toContain('&amp;');
    // Raw text with an & through the API: the sanitiser escapes it, the reader unescapes it.
    expect(await write('User-agent: *\nDisallow: /x?a=1&b=2\n')).toContain('Disallow: /x?a=1&b=2\n');
    // Paragraphs from a rich editor: one line each, no tags.
    const rich = await write('<p>User-agent: *</p><p>Disallow: /drafts</p>');
    expect(rich).toMatch(/^User-agent: \*\nDisallow: \/drafts\n/);
    expect(rich).not.toMatch(/<\/?p>/);
  });

  it('answers the published page tree, nested by URL, with the page settings', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/tree' });
    expect(res.statusCode).toBe(200);
    const tree = res.json() as {
      CSeoUrl: string;
      ChangeFrequency: string;
      Priority: number;
      children: { CTitle: string }[];
    }[];
    const about = tree.find((n) => n.CSeoUrl === '/about')!;
    expect(about).toMatchObject({ ChangeFrequency: 'monthly', Priority: 0.55 });
    expect(about.children.map((c) => c.CTitle)).toEqual(['Team']);
    expect(tree.map((n) => n.CSeoUrl)).toContain('/');
    expect(JSON.stringify(tree)).not.toMatch(/Gone|No URL|A note/);
  });

  it('is for Admin and MoJoAdmin only', async () => {
    for (const path of ['/regen', '/tree']) {
      expect((await t.call(maintToken, { method: 'GET', url: `/api/v1/mc/sitemap${path}` })).statusCode, path).toBe(
        403,
      );
      expect((await t.call(undefined, { method: 'GET', url: `/api/v1/mc/sitemap${path}` })).statusCode, path).toBe(401);
    }
  });
});
