// Review before publish (issue 45 item 2; docs/review.md): a role group that
// requires review has its members' publishes refused on every path, their
// drafts submitted, the reviewers told by e-mail, and another person approve
// (the page goes live) or send the change back with a comment; nobody decides
// on their own change, and every step is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { person, type Person } from '../people/support.js';
import { EDITOR, pageWithBlocks, readPage, save, type Rec } from '../editor/support.js';

const REVIEW = '/api/v1/mc/review';

describe.each(testDialects())('review before publish (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let author: Person;
  let reviewer: Person;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    const group = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/access/roles',
      payload: { Name: 'Writers under review', claims: [{ ClaimType: 'Publishing', ClaimValue: 'review' }] },
    });
    expect(group.statusCode, group.body).toBe(201);
    author = await person(t, ['Maintenance User'], [['TId', '53']]);
    const joined = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/api/v1/mc/access/roles/${group.json().Id}/members/${author.id}`,
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    author.token = await t.login(author.name, author.password); // the new role group in the token
    reviewer = await person(t, ['Admin']);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Rec) =>
    t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const codeOf = (res: { json(): unknown }) => (res.json() as { errors: { code?: string }[] }).errors[0].code;
  const audits = async (cId: number) =>
    (
      await t.db.all<{ Message: string; UserName: string }>(
        t.db.builder
          .selectFrom('AuditLog')
          .select(['Message', 'UserName'])
          .where('Type', '=', 'Review')
          .where('EntityKey', '=', String(cId))
          .orderBy('AlId')
          .compile(),
      )
    ).map((a) => `${a.UserName}: ${a.Message}`);

  /** A published page, and the author's draft of a new title for it. */
  async function draftByAuthor(title: string) {
    const { page } = await pageWithBlocks(t, title);
    const cId = page.content.CId as number;
    const { etag } = await readPage(t, author.token, cId);
    const draft = await save(t, author.token, cId, etag, { mode: 'draft', content: { CTitle: `${title} (new)` } });
    expect(draft.statusCode, draft.body).toBe(200);
    return { cId, etag, cvId: draft.json().draft.CvId as number, liveCvId: page.version.CvId as number };
  }

  it('tells each side who is under review and who reviews', async () => {
    expect((await call(author.token, 'GET', `${REVIEW}/me`)).json()).toEqual({ reviewRequired: true, reviewer: false });
    expect((await call(reviewer.token, 'GET', `${REVIEW}/me`)).json()).toEqual({
      reviewRequired: false,
      reviewer: true,
    });
    const plain = await person(t, ['Maintenance User'], [['TId', '53']]);
    expect((await call(plain.token, 'GET', `${REVIEW}/me`)).json()).toEqual({ reviewRequired: false, reviewer: false });
  });

  it('refuses a direct publish on every path to a member of a group that requires review', async () => {
    const { cId, etag, cvId, liveCvId } = await draftByAuthor('Guarded page');
    const put = await save(t, author.token, cId, etag, { content: { CTitle: 'Published directly' } });
    expect(put.statusCode).toBe(403);
    expect(codeOf(put)).toBe('review.required');
    const publishDraft = await t.call(author.token, {
      method: 'POST',
      url: `${EDITOR}/version/${cvId}/publish`,
      headers: { 'if-match': etag },
    });
    expect([publishDraft.statusCode, codeOf(publishDraft)]).toEqual([403, 'review.required']);
    const restore = await t.call(author.token, {
      method: 'POST',
      url: `${EDITOR}/version/${liveCvId}/restore`,
      headers: { 'if-match': etag },
    });
    expect([restore.statusCode, codeOf(restore)]).toEqual([403, 'review.required']);
    const generic = await t.call(author.token, {
      method: 'PUT',
      url: `/api/v1/db/ContentVersion/${cvId}`,
      payload: { Active: true, Draft: false },
    });
    expect(generic.statusCode).toBeGreaterThanOrEqual(400);
    expect((await readPage(t, t.adminToken, cId)).page.content.CTitle).toBe('Guarded page');
    // Someone not under review still publishes directly: the spec's flow is unchanged for them.
    const fresh = await readPage(t, reviewer.token, cId);
    const direct = await save(t, reviewer.token, cId, fresh.etag, { content: { CTitle: 'Guarded page, edited' } });
    expect(direct.statusCode, direct.body).toBe(200);
  });

  it('submits a draft, tells the reviewers, and publishes it when another person approves', async () => {
    const { cId, cvId } = await draftByAuthor('Reviewed page');
    const submitted = await call(author.token, 'POST', `${REVIEW}/page/${cId}/submit`, { CvId: cvId });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const review = submitted.json();
    expect(review).toMatchObject({ CId: cId, CvId: cvId, state: 'pending', author: author.name, reviewer: null });
    const mail = await smtp.next();
    expect(mail.subject).toBe('Review requested: "Reviewed page"');
    const to = [mail.to].flat().flatMap((a) => a!.value.map((v) => v.address));
    expect(to).toContain(reviewer.email);
    expect(to).not.toContain(author.email);

    const pending = await call(reviewer.token, 'GET', `${REVIEW}/pending`);
    expect(pending.json().map((r: Rec) => r.id)).toContain(review.id);
    expect((await call(author.token, 'GET', `${REVIEW}/pending`)).statusCode).toBe(403);
    // The author, under review, is no reviewer of their own change.
    const own = await call(author.token, 'POST', `${REVIEW}/${review.id}/approve`);
    expect([own.statusCode, codeOf(own)]).toEqual([403, 'review.notReviewer']);

    const approved = await call(reviewer.token, 'POST', `${REVIEW}/${review.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', reviewer: reviewer.name, decided: expect.any(String) });
    const live = await readPage(t, t.adminToken, cId);
    expect(live.page.content.CTitle).toBe('Reviewed page (new)');
    expect(live.page.version.CvId).toBe(cvId);
    expect(live.page.draft).toBeNull();
    const again = await call(reviewer.token, 'POST', `${REVIEW}/${review.id}/approve`);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'review.notPending']);
    expect(await audits(cId)).toEqual([
      `${author.name}: Submitted version ${cvId} of "Reviewed page" for review`,
      `${reviewer.name}: Approved and published version ${cvId} submitted by ${author.name}`,
    ]);
  });

  it('refuses a reviewer’s approval of their own submission', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Own change');
    const cId = page.content.CId as number;
    const fresh = await readPage(t, reviewer.token, cId);
    const draft = await save(t, reviewer.token, cId, fresh.etag ?? etag, {
      mode: 'draft',
      content: { CTitle: 'Mine' },
    });
    const submitted = await call(reviewer.token, 'POST', `${REVIEW}/page/${cId}/submit`, {
      CvId: draft.json().draft.CvId,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await smtp.next();
    const own = await call(reviewer.token, 'POST', `${REVIEW}/${submitted.json().id}/approve`);
    expect([own.statusCode, codeOf(own)]).toEqual([403, 'review.ownChange']);
    expect((await readPage(t, t.adminToken, cId)).page.content.CTitle).toBe('Own change');
  });

  it('sends a change back with a comment the author reads, and tells the author', async () => {
    const { cId, cvId } = await draftByAuthor('Sent back');
    const id = (await call(author.token, 'POST', `${REVIEW}/page/${cId}/submit`, { CvId: cvId })).json().id;
    await smtp.next();
    const empty = await call(reviewer.token, 'POST', `${REVIEW}/${id}/request-changes`, { comment: '  ' });
    expect([empty.statusCode, codeOf(empty)]).toEqual([422, 'review.commentRequired']);
    const back = await call(reviewer.token, 'POST', `${REVIEW}/${id}/request-changes`, {
      comment: 'Shorten the title, please.',
    });
    expect(back.statusCode, back.body).toBe(200);
    const seen = await call(author.token, 'GET', `${REVIEW}/page/${cId}`);
    expect(seen.json()).toMatchObject({
      state: 'changes',
      comment: 'Shorten the title, please.',
      reviewer: reviewer.name,
    });
    const mail = await smtp.next();
    expect(mail.subject).toBe('Changes requested: "Sent back"');
    expect(mail.text).toContain('Shorten the title, please.');
    expect((await readPage(t, t.adminToken, cId)).page.content.CTitle).toBe('Sent back');
    expect((await audits(cId))[1]).toBe(
      `${reviewer.name}: Requested changes to version ${cvId} submitted by ${author.name}: Shorten the title, please.`,
    );
  });

  it('refuses to approve a draft replaced since it was submitted, or a page published since', async () => {
    const first = await draftByAuthor('Moved on');
    const id = (await call(author.token, 'POST', `${REVIEW}/page/${first.cId}/submit`, { CvId: first.cvId })).json().id;
    await smtp.next();
    const replaced = await save(t, author.token, first.cId, first.etag, {
      mode: 'draft',
      content: { CTitle: 'Other' },
    });
    expect(replaced.statusCode).toBe(200);
    const gone = await call(reviewer.token, 'POST', `${REVIEW}/${id}/approve`);
    expect([gone.statusCode, codeOf(gone)]).toEqual([409, 'review.draftGone']);

    const second = await draftByAuthor('Published since');
    const id2 = (await call(author.token, 'POST', `${REVIEW}/page/${second.cId}/submit`, { CvId: second.cvId })).json()
      .id;
    await smtp.next();
    const live = await readPage(t, t.adminToken, second.cId);
    const published = await save(t, t.adminToken, second.cId, live.etag, { content: { CTitle: 'Published since!' } });
    expect(published.statusCode).toBe(200);
    // The admin's publish superseded the author's draft too: either way nothing is overwritten.
    const moved = await call(reviewer.token, 'POST', `${REVIEW}/${id2}/approve`);
    expect(moved.statusCode).toBe(409);
    expect((await readPage(t, t.adminToken, second.cId)).page.content.CTitle).toBe('Published since!');
  });
});
