// "Continue where you left off" (issue 29 item 6) on both databases: the
// records the caller created or changed last, newest first, once each, with
// their titles; a record deleted since is gone; another user's changes and
// the caller's own account changes are not listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { ACCOUNT, person } from './support.js';

const RECENT = `${ACCOUNT}/recent-edits`;

describe.each(testDialects())('recent edits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const redirect = async (token: string, from: string) => {
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/v1/db/redirect',
      payload: { RFrom: from, RTo: '/somewhere' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().RId as number;
  };

  it('lists the caller’s last changes, newest first, once each, without deleted records or others’ changes', async () => {
    const me = await person(t, ['Admin']);
    const other = await person(t, ['Admin']);
    const first = await redirect(me.token, '/recent/first');
    const second = await redirect(me.token, '/recent/second');
    const gone = await redirect(me.token, '/recent/gone');
    await redirect(other.token, '/recent/not-mine');
    expect(
      (await t.call(me.token, { method: 'PATCH', url: `/api/v1/db/redirect/${first}`, payload: { RTo: '/elsewhere' } }))
        .statusCode,
    ).toBe(200);
    expect((await t.call(me.token, { method: 'DELETE', url: `/api/v1/db/redirect/${gone}` })).statusCode).toBe(204);
    expect(
      (await t.call(me.token, { method: 'PUT', url: `${ACCOUNT}/name`, payload: { DisplayName: 'Renamed Me' } }))
        .statusCode,
    ).toBe(200);

    const res = await t.call(me.token, { method: 'GET', url: RECENT });
    expect(res.statusCode).toBe(200);
    const edits = res.json().edits as {
      entity: string;
      key: string;
      title: string;
      named: boolean;
      label: string;
      editedAt: string;
    }[];
    expect(edits.map((e) => [e.entity, e.key, e.title, e.named, e.label])).toEqual([
      ['Redirect', String(first), '/recent/first', true, 'Redirect'],
      ['Redirect', String(second), '/recent/second', true, 'Redirect'],
    ]);
    expect(Date.parse(edits[0]!.editedAt)).toBeGreaterThan(Date.now() - 60_000);

    const others = (await t.call(other.token, { method: 'GET', url: RECENT })).json().edits as { title: string }[];
    expect(others.map((e) => e.title)).toEqual(['/recent/not-mine']);
  });

  it('says when a title is only the label and key (a record without its own text), so the admin words it', async () => {
    const me = await person(t, ['Admin']);
    const page = await t.call(me.token, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CTitle: 'Recent block page', CtId: 1 },
    });
    expect(page.statusCode, page.body).toBe(201);
    const block = await t.call(me.token, {
      method: 'POST',
      url: '/api/v1/db/contentblock',
      payload: { CId: page.json().CId, CbSortOrder: 1 },
    });
    expect(block.statusCode, block.body).toBe(201);
    const edits = (await t.call(me.token, { method: 'GET', url: RECENT })).json().edits as {
      entity: string;
      title: string;
      named: boolean;
    }[];
    expect(edits.map((e) => [e.entity, e.title, e.named])).toEqual([
      ['ContentBlock', `Content block ${block.json().CbId}`, false],
      ['Content', 'Recent block page', true],
    ]);
  });

  // Issue 41 item 2: "2026-12-06T03:44:11.686Z", "News item 1008" and "Cache · Content item · changed".
  it('names a page part by its page, a dated record by its moment apart, and leaves system actions out', async () => {
    const me = await person(t, ['Admin']);
    const page = await t.call(me.token, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CTitle: 'Spring open day', CtId: 2 },
    });
    expect(page.statusCode, page.body).toBe(201);
    const cId = page.json().CId as number;
    const news = await t.call(me.token, {
      method: 'POST',
      url: '/api/v1/db/news',
      payload: { CId: cId, NDate: '2026-03-01T00:00:00.000Z' },
    });
    expect(news.statusCode, news.body).toBe(201);
    const item = await t.call(me.token, { method: 'POST', url: '/api/v1/db/eventitem', payload: { CId: cId } });
    expect(item.statusCode, item.body).toBe(201);
    const date = await t.call(me.token, {
      method: 'POST',
      url: '/api/v1/db/eventdate',
      payload: { EiId: item.json().EiId, CId: cId, EdStart: '2026-04-02T09:30:00.000Z' },
    });
    expect(date.statusCode, date.body).toBe(201);
    // A cache clear stamps the Cache record (Content 4) in a request that logs its own 'Cache' event: not an edit.
    expect((await t.call(me.token, { method: 'GET', url: '/api/v1/mc/cache/clear/token' })).statusCode).toBe(200);

    const edits = (await t.call(me.token, { method: 'GET', url: RECENT })).json().edits as {
      entity: string;
      key: string;
      title: string;
      named: boolean;
      titleAt?: string;
      pageId?: number;
    }[];
    expect(edits.find((e) => e.entity === 'Content' && e.key === '4')).toBeUndefined();
    expect(edits.map((e) => [e.entity, e.title, e.named, e.titleAt, e.pageId])).toEqual([
      ['EventDate', `Event date ${date.json().EdId}`, false, '2026-04-02T09:30:00.000Z', undefined],
      ['EventItem', 'Spring open day', true, undefined, cId],
      ['News', 'Spring open day', true, undefined, cId],
      ['Content', 'Spring open day', true, undefined, undefined],
    ]);
    for (const e of edits) expect(e.title).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('is empty for someone who changed nothing, and needs a sign-in', async () => {
    const me = await person(t, ['Maintenance User']);
    expect((await t.call(me.token, { method: 'GET', url: RECENT })).json()).toEqual({ edits: [] });
    expect((await t.app.inject({ method: 'GET', url: RECENT })).statusCode).toBe(401);
  });
});
