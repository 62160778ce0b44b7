// Review and scheduling together (issue 45; docs/review.md, decision 0143), on
// both databases: a submission may carry the time its page goes live, and the
// approval schedules it (live at that time, once, in the approver's name); a
// member of a group under review cannot set a scheduled publish on any route;
// nor make a change live through the generic data interface's Content and
// ContentBlock writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStoredTrue } from '../../src/server/platform/db/dialect.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { until } from '../support/loopback.js';
import { person, type Person } from '../people/support.js';
import { EDITOR, addPage, pageWithBlocks, readPage, save, type Rec } from '../editor/support.js';

const REVIEW = '/api/v1/mc/review';
const SCHEDULED = `${EDITOR}/scheduled`;
// One test waits on the clock (a publish due 3 s ahead).
const REAL_TIME_TEST_MS = 60_000;

describe.each(testDialects())('review with a publish time (%s)', (dialect) => {
  let t: TestApp;
  let author: Person;
  let adminAuthor: Person;
  let reviewer: Person;
  let plain: Person;

  /** A member of a role group that requires review (the token read again, so it carries the group). */
  async function underReview(groupId: string, p: Person): Promise<Person> {
    const joined = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/api/v1/mc/access/roles/${groupId}/members/${p.id}`,
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    return { ...p, token: await t.login(p.name, p.password) };
  }

  beforeAll(async () => {
    t = await startApp(dialect, { schedulePollMs: 200 });
    const group = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/access/roles',
      payload: { Name: 'Writers under review', claims: [{ ClaimType: 'Publishing', ClaimValue: 'review' }] },
    });
    expect(group.statusCode, group.body).toBe(201);
    author = await underReview(group.json().Id, await person(t, ['Maintenance User'], [['TId', '53']]));
    adminAuthor = await underReview(group.json().Id, await person(t, ['Admin']));
    reviewer = await person(t, ['Admin']);
    plain = await person(t, ['Maintenance User'], [['TId', '53']]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const codeOf = (res: { json(): unknown }) => (res.json() as { errors: { code?: string }[] }).errors[0]?.code;
  const refusal = (res: { statusCode: number; json(): unknown }) => [res.statusCode, codeOf(res)];
  const title = async (cId: number) =>
    (await t.db.first<{ CTitle: string }>(
      t.db.builder.selectFrom('Content').select('CTitle').where('CId', '=', cId).compile(),
    ))!.CTitle;
  const auditsOf = async (type: string, text: string) =>
    (
      await t.db.all<{ Message: string; UserName: string }>(
        t.db.builder.selectFrom('AuditLog').select(['Message', 'UserName']).where('Type', '=', type).compile(),
      )
    ).filter((a) => a.Message.includes(text));
  const pendingFor = async (cId: number) =>
    (await t.call(t.adminToken, { method: 'GET', url: SCHEDULED }))
      .json()
      .items.filter((i: Rec) => i.CId === cId && i.status === 'pending') as Rec[];

  /** A published page and the author's draft of a new title for it. */
  async function draftByAuthor(pageTitle: string) {
    const { page } = await pageWithBlocks(t, pageTitle);
    const cId = page.content.CId as number;
    const { etag } = await readPage(t, author.token, cId);
    const draft = await save(t, author.token, cId, etag, { mode: 'draft', content: { CTitle: `${pageTitle} (new)` } });
    expect(draft.statusCode, draft.body).toBe(200);
    return { cId, cvId: draft.json().draft.CvId as number, page };
  }

  it(
    'approves a submission with a time and it goes live at that time, once',
    async () => {
      const { cId, cvId } = await draftByAuthor('Timed page');
      const badTime = await t.call(author.token, {
        method: 'POST',
        url: `${REVIEW}/page/${cId}/submit`,
        payload: { CvId: cvId, publishAt: '2030-03-01T09:00' },
      });
      expect(badTime.statusCode).toBeGreaterThanOrEqual(400);
      expect((badTime.json() as { errors: { field?: string }[] }).errors[0]?.field).toBe('publishAt');

      // A whole second: the answers give times to the second.
      const due = Math.ceil((Date.now() + 3_000) / 1000) * 1000;
      const submitted = await t.call(author.token, {
        method: 'POST',
        url: `${REVIEW}/page/${cId}/submit`,
        payload: { CvId: cvId, publishAt: new Date(due).toISOString() },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const review = submitted.json();
      expect(Date.parse(review.publishAt)).toBe(due);
      expect(typeof review.timeZone).toBe('string');
      // The reviewer sees the time in the list.
      const pending = (await t.call(reviewer.token, { method: 'GET', url: `${REVIEW}/pending` })).json() as Rec[];
      expect(Date.parse(pending.find((r) => r.id === review.id)!.publishAt)).toBe(due);

      const approved = await t.call(reviewer.token, { method: 'POST', url: `${REVIEW}/${review.id}/approve` });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ state: 'approved', reviewer: reviewer.name });
      const scheduled = await pendingFor(cId);
      expect(scheduled).toHaveLength(1);
      expect(scheduled[0]).toMatchObject({ action: 'publish', CvId: cvId, setBy: reviewer.name });
      expect(Date.parse(scheduled[0]!.at)).toBe(due);

      const seenAt = await until(
        async () => (await title(cId)) === 'Timed page (new)' && Date.now(),
        'the approved draft live',
        30_000,
      );
      expect(seenAt).toBeGreaterThanOrEqual(due);
      const ran = await auditsOf('Schedule', `Published version ${cvId} of page ${cId}`);
      expect(ran).toEqual([{ Message: expect.any(String), UserName: `${reviewer.name} (scheduled)` }]);
      const decided = await auditsOf('Review', `Approved version ${cvId} submitted by ${author.name}`);
      expect(decided).toHaveLength(1);
      expect(decided[0]!.UserName).toBe(reviewer.name);
      const active = await t.db.all<{ CvId: number; Active: unknown }>(
        t.db.builder.selectFrom('ContentVersion').select(['CvId', 'Active']).where('CId', '=', cId).compile(),
      );
      expect(active.filter((v) => isStoredTrue(v.Active)).map((v) => Number(v.CvId))).toEqual([cvId]);
      expect(await pendingFor(cId)).toEqual([]);
    },
    REAL_TIME_TEST_MS,
  );

  it('refuses a scheduled publish set by a member under review, on every route', async () => {
    const { cId, cvId } = await draftByAuthor('Not by schedule');
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000).toISOString();
    const { etag } = await readPage(t, author.token, cId);
    const put = await save(t, author.token, cId, etag, {
      mode: 'schedule',
      publishAt: at,
      content: { CTitle: 'Scheduled directly' },
    });
    expect(refusal(put)).toEqual([403, 'review.required']);
    const posted = await t.call(author.token, {
      method: 'POST',
      url: SCHEDULED,
      payload: { action: 'publish', CvId: cvId, at },
    });
    expect(refusal(posted)).toEqual([403, 'review.required']);
    // Moving a reviewer's scheduled publish would make the mover its setter: refused too.
    const byReviewer = await t.call(reviewer.token, {
      method: 'POST',
      url: SCHEDULED,
      payload: { action: 'publish', CvId: cvId, at },
    });
    expect(byReviewer.statusCode, byReviewer.body).toBe(201);
    const moved = await t.call(author.token, {
      method: 'PATCH',
      url: `${SCHEDULED}/${byReviewer.json().id}`,
      payload: { at: new Date(Date.now() + 7_200_000).toISOString() },
    });
    expect(refusal(moved)).toEqual([403, 'review.required']);
    const pending = await pendingFor(cId);
    expect(pending.map((p) => [p.setBy, Date.parse(p.at)])).toEqual([[reviewer.name, Date.parse(at)]]);
    // The refused schedule save left the author's draft as it was.
    expect((await readPage(t, t.adminToken, cId)).page.draft.CvId).toBe(cvId);
    // A scheduled unpublish is no publish: still theirs to set.
    const down = await t.call(author.token, {
      method: 'POST',
      url: SCHEDULED,
      payload: { action: 'unpublish', CId: cId, at },
    });
    expect(down.statusCode, down.body).toBe(201);
  });

  it('refuses a live-making write through the generic interface to a member under review', async () => {
    const { page } = await pageWithBlocks(t, 'Live through the API');
    const cId = page.content.CId as number;
    const cbId = page.blocks[0].CbId as number;
    const db = (path: string, method: string, payload?: unknown) =>
      t.call(author.token, { method: method as 'POST', url: `/api/v1/db/${path}`, ...(payload ? { payload } : {}) });

    expect(refusal(await db(`Content/${cId}`, 'PATCH', { CTitle: 'Changed live' }))).toEqual([403, 'review.required']);
    expect(refusal(await db('Content/all', 'PUT', [{ ...page.content, CTitle: 'Changed live' }]))).toEqual([
      403,
      'review.required',
    ]);
    expect(refusal(await db(`ContentBlock/${cbId}`, 'PATCH', { CbHeadline: 'Changed live' }))).toEqual([
      403,
      'review.required',
    ]);
    expect(refusal(await db('ContentBlock', 'POST', { CId: cId, CbHeadline: 'New live block' }))).toEqual([
      403,
      'review.required',
    ]);
    expect(refusal(await db('ContentBlock/all', 'POST', [{ CId: cId, CbHeadline: 'New live block' }]))).toEqual([
      403,
      'review.required',
    ]);
    expect(refusal(await db('ContentBlock/batch', 'POST', { deletes: [cbId] }))).toEqual([403, 'review.required']);
    expect(refusal(await db(`ContentBlock/${cbId}`, 'DELETE'))).toEqual([403, 'review.required']);
    // An Admin under review may create content, but not a page that is live at once (a page with no version is).
    const created = await t.call(adminAuthor.token, {
      method: 'POST',
      url: '/api/v1/db/Content',
      payload: { CtId: 1, TemplateId: 1, CTitle: 'Straight live', CSeoUrl: '/straight-live' },
    });
    expect(refusal(created)).toEqual([403, 'review.required']);
    const live = await readPage(t, t.adminToken, cId);
    expect(live.page.content.CTitle).toBe('Live through the API');
    expect(live.page.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Block 1', 'Block 2', 'Block 3']);

    // Taking the page down makes nothing live; bringing it back does.
    const down = await db(`Content/${cId}`, 'PATCH', { CDeleted: true });
    expect(down.statusCode, down.body).toBe(200);
    expect(refusal(await db(`Content/${cId}`, 'PATCH', { CDeleted: false }))).toEqual([403, 'review.required']);
    // A page that is not live (a new page is a draft) is still theirs to write: it goes live only through review.
    const draftOnly = await addPage(t, author.token, { CtId: 1, TId: 53, CTitle: 'Draft only' });
    const draftCId = draftOnly.page.content.CId as number;
    const notLive = await db(`Content/${draftCId}`, 'PATCH', { CIntroText: '<p>Not live yet</p>' });
    expect(notLive.statusCode, notLive.body).toBe(200);
    // Someone not under review writes as before.
    const other = await t.call(plain.token, {
      method: 'PATCH',
      url: `/api/v1/db/ContentBlock/${page.blocks[1].CbId}`,
      payload: { CbHeadline: 'Edited by a writer not under review' },
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});
