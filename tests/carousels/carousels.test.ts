// The carousel tool (issue 14 item 4): carousels are Image_Carousel (21)
// content whose slides are its blocks; they are listed, read, created and
// saved with every slide replaced in one audited transaction; a slide's
// photo must be a library image, its link well-formed, its target one of a
// fixed set. A page shows a carousel through a block's CIdChild (saved by the
// editor, checked to be a carousel, open to a Maintenance User outside their
// scope); a placed carousel cannot be deleted, and the library names the
// carousel and refuses deleting its slides' images. Real HTTP, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { addPage, readPage, save, type Rec } from '../editor/support.js';
import { PDF, png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';

const CAROUSELS = '/api/v1/mc/carousels';
const MEDIA = '/api/v1/mc/media';

describe.each(testDialects())('carousels (%s)', (dialect) => {
  let t: TestApp;
  let photos: { id: number; url: string }[];
  let pdf: { id: number; url: string };
  const upload = async (name: string, bytes: Buffer) => {
    const body = fileUpload(name, bytes);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/file',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; url: string };
  };
  const slide = (photo: string, more: Rec = {}) => ({ photo, alt: '', caption: '', link: '', target: '', ...more });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token: string | undefined = t.adminToken,
  ) => t.call(token, { method, url, payload: payload as Rec });
  const create = async (body: Rec) => {
    const res = await call('POST', CAROUSELS, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Rec;
  };
  const countOf = async (table: string) =>
    Number((await t.db.first<{ n: number }>(sqlOf(`SELECT COUNT(*) AS n FROM "${table}"`)))!.n);

  beforeAll(async () => {
    t = await startApp(dialect);
    photos = [
      await upload('Harbor.png', png(30, 20)),
      await upload('Bridge.png', png(20, 20)),
      await upload('Tower.png', png(10, 20)),
    ];
    pdf = await upload('Report.pdf', PDF);
  });
  afterAll(async () => t?.close());

  it('creates a carousel of ordered slides as Image_Carousel content with its blocks, audited', async () => {
    const made = await create({
      title: '  Front page  ',
      slides: [
        slide(photos[0].url, { alt: ' The harbor ', caption: 'Morning', link: '/about', target: '_self' }),
        slide(photos[1].url, { link: 'https://example.test/x?y=1', target: '_blank' }),
        slide(photos[2].url),
      ],
    });
    expect(made).toMatchObject({ title: 'Front page', placedIn: [] });
    expect(made.slides).toEqual([
      { photo: photos[0].url, alt: 'The harbor', caption: 'Morning', link: '/about', target: '_self' },
      { photo: photos[1].url, alt: '', caption: '', link: 'https://example.test/x?y=1', target: '_blank' },
      { photo: photos[2].url, alt: '', caption: '', link: '', target: '' },
    ]);
    const row = await t.db.first<Rec>(sqlOf(`SELECT "CtId", "CSeoUrl" FROM "Content" WHERE "CId" = ${made.id}`));
    expect(row).toEqual({ CtId: 21, CSeoUrl: null });
    const blocks = await t.db.all<Rec>(
      sqlOf(
        `SELECT "CbSortOrder", "CbPhoto", "CbPhotoAltText", "CbLinkTarget" FROM "ContentBlock" WHERE "CId" = ${made.id} ORDER BY "CbSortOrder"`,
      ),
    );
    expect(blocks).toEqual([
      { CbSortOrder: 1, CbPhoto: photos[0].url, CbPhotoAltText: 'The harbor', CbLinkTarget: '_self' },
      { CbSortOrder: 2, CbPhoto: photos[1].url, CbPhotoAltText: null, CbLinkTarget: '_blank' },
      { CbSortOrder: 3, CbPhoto: photos[2].url, CbPhotoAltText: null, CbLinkTarget: null },
    ]);
    const audit = await t.db.all<Rec>(
      sqlOf(
        `SELECT "Entity", "Type" FROM "AuditLog" WHERE "Entity" IN ('Content', 'ContentBlock') AND "Type" = 'Create' AND "UserName" = 'admin' ORDER BY "AlId" DESC`,
      ),
    );
    expect(
      audit
        .slice(0, 4)
        .map((a) => a.Entity)
        .sort(),
    ).toEqual(['Content', 'ContentBlock', 'ContentBlock', 'ContentBlock']);

    const list = (await call('GET', CAROUSELS)).json();
    expect(list).toEqual([
      { id: made.id, title: 'Front page', slideCount: 3, firstPhoto: photos[0].url, modifiedAt: expect.any(String) },
    ]);
    expect((await call('GET', `${CAROUSELS}/${made.id}`)).json()).toEqual(made);
  });

  it('saves a new order and fewer slides in one transaction, audited per row', async () => {
    const made = await create({ title: 'Reordered', slides: photos.map((p) => slide(p.url)) });
    const res = await call('PUT', `${CAROUSELS}/${made.id}`, {
      title: 'Reordered twice',
      slides: [slide(photos[2].url, { caption: 'Now first' }), slide(photos[0].url)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slides.map((s: Rec) => [s.photo, s.caption])).toEqual([
      [photos[2].url, 'Now first'],
      [photos[0].url, ''],
    ]);
    expect(res.json().title).toBe('Reordered twice');
    const deletes = await t.db.all<Rec>(
      sqlOf(`SELECT "EntityKey" FROM "AuditLog" WHERE "Entity" = 'ContentBlock' AND "Type" = 'Delete'`),
    );
    expect(deletes).toHaveLength(1);
  });

  it('refuses bad saves with the slide and field named, writing nothing', async () => {
    const made = await create({ title: 'Kept', slides: [slide(photos[0].url)] });
    const before = {
      content: await countOf('Content'),
      blocks: await countOf('ContentBlock'),
      audit: await countOf('AuditLog'),
    };
    const bad = async (body: Rec, status: number, words: string, field?: string) => {
      for (const [method, url] of [
        ['POST', CAROUSELS],
        ['PUT', `${CAROUSELS}/${made.id}`],
      ] as const) {
        const res = await call(method, url, body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().errors[0].message).toContain(words);
        if (field) expect(res.json().errors[0].field).toBe(field);
      }
    };
    const two = (second: Rec) => ({ title: 'x', slides: [slide(photos[1].url), second] });
    await bad(two(slide('/files/00000000000000000000000000000000.png')), 422, 'Slide 2: the photo', 'slides[1].photo');
    await bad(two(slide(pdf.url)), 422, 'not an image of the media library', 'slides[1].photo');
    await bad(two(slide('https://elsewhere.test/cat.png')), 422, 'not an image of the media library');
    for (const link of ['javascript:alert(1)', '//evil.test/x', 'not a link', 'https://'])
      await bad(two(slide(photos[0].url, { link })), 422, 'Slide 2: the link', 'slides[1].link');
    await bad(two(slide(photos[0].url, { target: '_new' })), 422, 'target');
    await bad({ title: '   ', slides: [] }, 422, 'title', 'title');
    await bad({ title: 'x', slides: [{ photo: photos[0].url }] }, 422, 'alt');
    await bad({ title: 'x', slides: [], extra: 1 }, 422, 'extra');
    expect({
      content: await countOf('Content'),
      blocks: await countOf('ContentBlock'),
      audit: await countOf('AuditLog'),
    }).toEqual(before);
    expect((await call('GET', `${CAROUSELS}/${made.id}`)).json()).toMatchObject({
      title: 'Kept',
      slides: [slide(photos[0].url)],
    });
  });

  it('answers 404 for content that is not a carousel, 400 for a bad id', async () => {
    expect((await call('GET', `${CAROUSELS}/${photos[0].id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${CAROUSELS}/1`, { title: 'x', slides: [] })).statusCode).toBe(404);
    expect((await call('DELETE', `${CAROUSELS}/1`)).statusCode).toBe(404);
    expect((await call('GET', `${CAROUSELS}/abc`)).statusCode).toBe(400);
  });

  it('is placed in a page through a block’s CIdChild; placed, it cannot be deleted, nor can its images', async () => {
    const carousel = await create({ title: 'Team carousel', slides: [slide(photos[0].url), slide(photos[1].url)] });
    const added = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Carousel Home' });
    const cId = added.page.content.CId;
    const saved = await save(t, t.adminToken, cId, added.etag, {
      blocks: { creates: [{ CbSortOrder: 1, CbHeadline: 'Slides', CIdChild: carousel.id }], updates: [], deletes: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await readPage(t, t.adminToken, cId);
    const block = page.page.blocks[0];
    expect(block).toMatchObject({ CbHeadline: 'Slides', CIdChild: carousel.id });

    const read = (await call('GET', `${CAROUSELS}/${carousel.id}`)).json();
    expect(read.placedIn).toEqual([{ CId: cId, CTitle: 'Carousel Home', CSeoUrl: '/carousel-home', removed: false }]);
    const refused = await call('DELETE', `${CAROUSELS}/${carousel.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('"Carousel Home" (/carousel-home)');

    const media = (await call('GET', `${MEDIA}/${photos[1].id}`)).json();
    expect(media.usedBy).toContainEqual({
      CId: carousel.id,
      CTitle: 'Team carousel',
      CSeoUrl: null,
      CtId: 21,
      removed: false,
      places: ['carousel slide'],
    });
    const keep = await call('DELETE', `${MEDIA}/${photos[1].id}`);
    expect(keep.statusCode).toBe(409);
    expect(keep.json().errors[0].message).toContain('"Team carousel"');

    // Not a carousel: refused by the editor, the field named, the block unchanged.
    const notCarousel = await save(t, t.adminToken, cId, page.etag, {
      blocks: { creates: [], updates: [{ ...block, CIdChild: photos[0].id }], deletes: [] },
    });
    expect(notCarousel.statusCode, notCarousel.body).toBe(422);
    expect(notCarousel.json().errors[0]).toMatchObject({
      field: 'CIdChild',
      message: expect.stringContaining('is not a carousel'),
    });
    const created = await save(t, t.adminToken, cId, page.etag, {
      blocks: { creates: [{ CbHeadline: 'x', CIdChild: cId }], updates: [], deletes: [] },
    });
    expect(created.statusCode).toBe(422);

    // Taken out of the page, it can go; its blocks go with it.
    const out = await save(t, t.adminToken, cId, page.etag, {
      blocks: { creates: [], updates: [{ ...block, CIdChild: null }], deletes: [] },
    });
    expect(out.statusCode, out.body).toBe(200);
    const gone = await call('DELETE', `${CAROUSELS}/${carousel.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await call('GET', `${CAROUSELS}/${carousel.id}`)).statusCode).toBe(404);
    expect(await t.db.all(sqlOf(`SELECT "CbId" FROM "ContentBlock" WHERE "CId" = ${carousel.id}`))).toEqual([]);
  });

  it('lets a Maintenance User make carousels and place one in a page of their scope, not outside it', async () => {
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [['TId', '201']],
    });
    const maint = await t.login('maint', 'maint-password-1');
    const made = await call('POST', CAROUSELS, { title: 'Maint carousel', slides: [slide(photos[2].url)] }, maint);
    expect(made.statusCode, made.body).toBe(201);
    const mine = await addPage(t, t.adminToken, { CtId: 4, TId: 201, CTitle: 'Post with slides' });
    const placed = await save(t, maint, mine.page.content.CId, mine.etag, {
      blocks: { creates: [{ CbHeadline: 'Slides', CIdChild: made.json().id }], updates: [], deletes: [] },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const other = await addPage(t, t.adminToken, { CtId: 2, TId: 208, CTitle: 'Not my news' });
    const outside = await save(t, maint, other.page.content.CId, other.etag, {
      blocks: { creates: [{ CbHeadline: 'Slides', CIdChild: made.json().id }], updates: [], deletes: [] },
    });
    // A page that exists outside their reach: the spec's 'Permission Denied' (docs/decisions/0091-staff-words.md).
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errors[0].message).toBe('Permission Denied');
  });

  it('is for whoever may use the library: signed out 401, no maintenance role 403', async () => {
    expect((await t.call(undefined, { method: 'GET', url: CAROUSELS })).statusCode).toBe(401);
    await t.addUser({
      userName: 'reader',
      email: 'reader@example.test',
      password: 'reader-password-12',
      displayName: 'Reader',
      roles: [],
    });
    const token = await t.login('reader', 'reader-password-12');
    expect((await call('GET', CAROUSELS, undefined, token)).statusCode).toBe(403);
    expect((await call('POST', CAROUSELS, { title: 'x', slides: [] }, token)).statusCode).toBe(403);
  });
});
