// Comments on blog posts (issue 15 item 4; docs/comments.md): the public
// submit's rules (honeypot, rate limit, length and link rules, plain text,
// comments off, unpublished posts), the public read, the moderation queue and
// its bulk changes with the trail and the audit log, who may moderate, and
// the new-comment e-mail read from a real SMTP server. Real HTTP
// (app.inject), both databases.
// The mail server down and the demo seed: comments-mail-down-and-demo.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { addPost, freshAddress, PUBLIC, setTag14, STAFF, type QueuedComment } from './comments-support.js';

describe.each(testDialects())('comments (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let post: number;
  let moderatorToken: string;
  let outsiderToken: string;

  const submit = (cId: number, payload: Record<string, string>, opts: { address?: string; form?: boolean } = {}) =>
    t.call(undefined, {
      method: 'POST',
      url: `${PUBLIC}?cId=${cId}`,
      remoteAddress: opts.address ?? freshAddress(),
      ...(opts.form
        ? {
            payload: new URLSearchParams(payload).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Test browser/1.0' },
          }
        : { payload, headers: { 'user-agent': 'Test browser/1.0' } }),
    });
  const queue = async (status: string, token = t.adminToken, extra = '') => {
    const res = await t.call(token, { method: 'GET', url: `${STAFF}?status=${status}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as QueuedComment[];
  };
  const stored = (body: string) =>
    t.db.first<{ CmId: number; CmStatus: string; CmBody: string }>(
      t.db.builder.selectFrom('Comment').select(['CmId', 'CmStatus', 'CmBody']).where('CmBody', '=', body).compile(),
    );

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    post = await addPost(t, { title: 'Spring <b>news</b>', url: '/blog/spring' });
    await t.addUser({
      userName: 'moderator',
      email: 'moderator@example.test',
      password: 'moderator-password-1',
      displayName: 'Mo',
      roles: ['Maintenance User'],
      claims: [['TId', '14']],
    });
    await t.addUser({
      userName: 'editor',
      email: 'editor@example.test',
      password: 'editor-password-12',
      displayName: 'Ed',
      roles: ['Maintenance User'],
      claims: [['TId', '201']],
    });
    moderatorToken = await t.login('moderator', 'moderator-password-1');
    outsiderToken = await t.login('editor', 'editor-password-12');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('stores a comment as pending plain text and e-mails the moderators (the Comments tag claim holders)', async () => {
    const res = await submit(
      post,
      {
        name: 'Ann <i>Reader</i>',
        email: 'ann@example.test',
        body: 'Great <script>alert(1)</script>post &amp; thanks!',
      },
      { form: true },
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toMatch(/approved/);
    const [row] = await queue('pending');
    expect(row).toMatchObject({
      name: 'Ann Reader',
      email: 'ann@example.test',
      body: 'Great post & thanks!',
      status: 'pending',
      postTitle: 'Spring <b>news</b>',
      postUrl: '/blog/spring',
      userAgent: 'Test browser/1.0',
      trail: [],
    });
    expect(row.ip).toMatch(/^203\.0\.113\./);
    const mail = await smtp.next();
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('moderator@example.test');
    expect(mail.subject).toBe('New comment on "Spring <b>news</b>" awaits moderation');
    expect(mail.text).toContain('Great post & thanks!');
    expect(mail.html).toContain('Spring &lt;b&gt;news&lt;/b&gt;');
    expect(mail.html).toContain('/comment-moderation');
    // Archived once the SMTP server has answered: a moment after the message arrived.
    await expect
      .poll(
        async () =>
          (
            await t.db.first<{ EaStatus: string }>(
              t.db.builder
                .selectFrom('EmailArchive')
                .select('EaStatus')
                .where('EaTo', '=', 'moderator@example.test')
                .compile(),
            )
          )?.EaStatus,
        {
          timeout: 5000,
          interval: 50,
        },
      )
      .toBe('sent');
  });

  it('stores nothing when the honeypot is filled, yet answers as if it had', async () => {
    const res = await submit(post, {
      name: 'Bot',
      email: 'bot@example.test',
      body: 'Buy now, honeypot',
      website_url: 'http://spam.example',
    });
    expect(res.statusCode).toBe(202);
    expect(await stored('Buy now, honeypot')).toBeUndefined();
  });

  it('refuses missing and too long fields with a 422 naming the field, storing nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: '  ', email: 'a@example.test', body: 'Hello there' }, 'name'],
      [{ name: 'x'.repeat(101), email: 'a@example.test', body: 'Hello there' }, 'name'],
      [{ name: 'Al', email: 'not-an-address', body: 'Hello there' }, 'email'],
      [{ name: 'Al', email: `${'a'.repeat(250)}@example.test`, body: 'Hello there' }, 'email'],
      [{ name: 'Al', email: 'a@example.test', body: '<b></b>x' }, 'body'],
      [{ name: 'Al', email: 'a@example.test', body: 'y'.repeat(5001) }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await submit(post, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0].field).toBe(field);
    }
    const missing = await submit(post, { name: 'Al', email: 'a@example.test' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('body');
    expect(
      (await t.db.first<{ n: number }>(
        t.db.builder
          .selectFrom('Comment')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('CmAuthorName', '=', 'Al')
          .compile(),
      ))!.n,
    ).toBe(0 as never);
  });

  it('holds a comment with too many links (or a link in the name) as spam, without an e-mail', async () => {
    const before = smtp.messages.length;
    const links = 'See http://a.example/1 and https://b.example/2 and www.c.example today';
    expect((await submit(post, { name: 'Linker', email: 'l@example.test', body: links })).statusCode).toBe(202);
    expect((await stored(links))?.CmStatus).toBe('spam');
    const two = 'Two links are fine: https://a.example and https://b.example';
    expect((await submit(post, { name: 'Two', email: 't@example.test', body: two })).statusCode).toBe(202);
    expect((await stored(two))?.CmStatus).toBe('pending');
    expect(
      (await submit(post, { name: 'http://shop.example', email: 's@example.test', body: 'Nice name spam' })).statusCode,
    ).toBe(202);
    expect((await stored('Nice name spam'))?.CmStatus).toBe('spam');
    await smtp.next(); // the pending one's e-mail
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('limits comments per address (429)', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++)
      expect(
        (await submit(post, { name: 'Rapid', email: 'r@example.test', body: `Rapid comment ${i}` }, { address }))
          .statusCode,
      ).toBe(202);
    const refused = await submit(
      post,
      { name: 'Rapid', email: 'r@example.test', body: 'Rapid comment 6' },
      { address },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await stored('Rapid comment 6')).toBeUndefined();
    for (let i = 0; i < 4; i++) await smtp.next();
  });

  it('takes comments only on published blog posts', async () => {
    const draft = await addPost(t, { title: 'Draft', url: null });
    const gone = await addPost(t, { title: 'Gone', url: '/blog/gone', deleted: true });
    const page = await addPost(t, { title: 'About', url: '/about', type: 1 });
    for (const cId of [draft, gone, page, 999_999]) {
      const res = await submit(cId, { name: 'Al', email: 'a@example.test', body: 'On a page that takes none' });
      expect(res.statusCode, String(cId)).toBe(404);
      expect((await t.call(undefined, { method: 'GET', url: `${PUBLIC}?cId=${cId}` })).statusCode).toBe(404);
    }
    expect(await stored('On a page that takes none')).toBeUndefined();
  });

  it('says comments are closed while tag 14 is hidden, and takes them again once it is shown', async () => {
    expect((await setTag14(t, false)).json()).toEqual({ enabled: false, mayChange: true });
    const closed = await submit(post, { name: 'Late', email: 'late@example.test', body: 'Closed for comments?' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().errors[0].message).toBe('Comments are closed on this site');
    expect((await t.call(undefined, { method: 'GET', url: `${PUBLIC}?cId=${post}` })).statusCode).toBe(403);
    expect(await stored('Closed for comments?')).toBeUndefined();
    // Only Admin and MoJoAdmin switch; a moderator sees the state.
    expect(
      (await t.call(moderatorToken, { method: 'PUT', url: `${STAFF}/switch`, payload: { enabled: true } })).statusCode,
    ).toBe(403);
    expect((await t.call(moderatorToken, { method: 'GET', url: `${STAFF}/switch` })).json()).toEqual({
      enabled: false,
      mayChange: false,
    });
    await setTag14(t, true);
    expect((await submit(post, { name: 'Late', email: 'late@example.test', body: 'Open again' })).statusCode).toBe(202);
    await smtp.next();
    const audit = await t.db.all<{ Entity: string; EntityKey: string }>(
      t.db.builder
        .selectFrom('AuditLog')
        .select(['Entity', 'EntityKey'])
        .where('Entity', '=', 'Tag')
        .where('EntityKey', '=', '14')
        .compile(),
    );
    expect(audit.length).toBe(2);
  });

  it('moderates in bulk: one transaction, every change in the trail and the audit log; the public read shows the approved ones only', async () => {
    const pending = await queue('pending', moderatorToken);
    const ids = pending.slice(0, 2).map((c) => c.id);
    expect(ids).toHaveLength(2);
    // An unknown id refuses the whole batch.
    const bad = await t.call(moderatorToken, {
      method: 'POST',
      url: `${STAFF}/status`,
      payload: { ids: [...ids, 987_654], status: 'approved' },
    });
    expect(bad.statusCode).toBe(404);
    expect((await queue('approved')).length).toBe(0);
    const res = await t.call(moderatorToken, {
      method: 'POST',
      url: `${STAFF}/status`,
      payload: { ids, status: 'approved' },
    });
    expect(res.json()).toEqual({ changed: 2 });
    const approved = await queue('approved');
    expect(approved.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(approved[0].trail).toEqual([expect.objectContaining({ by: 'moderator', from: 'pending', to: 'approved' })]);
    const counts = (await t.call(moderatorToken, { method: 'GET', url: `${STAFF}/counts` })).json();
    expect(counts.approved).toBe(2);
    expect(counts.spam).toBe(2);
    const audit = await t.db.all<{ EntityKey: string; UserName: string; Diff: unknown }>(
      t.db.builder
        .selectFrom('AuditLog')
        .select(['EntityKey', 'UserName', 'Diff'])
        .where('Entity', '=', 'Comment')
        .compile(),
    );
    expect(audit.map((a) => Number(a.EntityKey)).sort()).toEqual([...ids].sort());
    expect(audit.every((a) => a.UserName === 'moderator')).toBe(true);
    // The public read: approved only, plain text, no e-mail addresses.
    const read = await t.call(undefined, { method: 'GET', url: `${PUBLIC}?cId=${post}` });
    expect(read.statusCode).toBe(200);
    const visible = read.json() as Record<string, unknown>[];
    expect(visible.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(read.body).not.toContain('@example.test');
    expect(Object.keys(visible[0]).sort()).toEqual(['body', 'date', 'id', 'name']);
    // Search, and a second move keeps the whole trail.
    expect(
      (await queue('approved', moderatorToken, `&q=${encodeURIComponent(approved[0].name)}`)).map((c) => c.id),
    ).toContain(approved[0].id);
    await t.call(moderatorToken, {
      method: 'POST',
      url: `${STAFF}/status`,
      payload: { ids: [ids[0]], status: 'deleted' },
    });
    const [deleted] = await queue('deleted');
    expect(deleted.trail.map((e) => `${e.from}>${e.to}`)).toEqual(['pending>approved', 'approved>deleted']);
  });

  it('removes only deleted comments for good', async () => {
    const [deleted] = await queue('deleted');
    const [approved] = await queue('approved');
    const refused = await t.call(t.adminToken, {
      method: 'POST',
      url: `${STAFF}/purge`,
      payload: { ids: [deleted.id, approved.id] },
    });
    expect(refused.statusCode).toBe(409);
    expect((await queue('deleted')).length).toBe(1);
    expect(
      (await t.call(t.adminToken, { method: 'POST', url: `${STAFF}/purge`, payload: { ids: [deleted.id] } })).json(),
    ).toEqual({ changed: 1 });
    expect(
      await t.db.first(t.db.builder.selectFrom('Comment').select('CmId').where('CmId', '=', deleted.id).compile()),
    ).toBeUndefined();
  });

  it('lets a user whose claim names tag 14’s parent moderate while tag 14 is visible (the allowed-tags rule)', async () => {
    const tag = await t.db.first<{ TIdParent: number }>(
      t.db.builder.selectFrom('Tag').select('TIdParent').where('TId', '=', 14).compile(),
    );
    await t.addUser({
      userName: 'section',
      email: 'section@example.test',
      password: 'section-password-12',
      displayName: 'Sec',
      roles: ['Maintenance User'],
      claims: [['TId', String(tag!.TIdParent)]],
    });
    const token = await t.login('section', 'section-password-12');
    expect((await t.call(token, { method: 'GET', url: `${STAFF}/counts` })).statusCode).toBe(200);
    await setTag14(t, false);
    expect((await t.call(token, { method: 'GET', url: `${STAFF}/counts` })).statusCode).toBe(403);
    expect((await t.call(moderatorToken, { method: 'GET', url: `${STAFF}/counts` })).statusCode).toBe(200);
    await setTag14(t, true);
  });

  it('refuses the staff calls to a user without the Comments tag claim, and to nobody signed in', async () => {
    expect((await t.call(outsiderToken, { method: 'GET', url: STAFF })).statusCode).toBe(403);
    expect(
      (
        await t.call(outsiderToken, {
          method: 'POST',
          url: `${STAFF}/status`,
          payload: { ids: [1], status: 'approved' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: STAFF })).statusCode).toBe(401);
    const bad = await t.call(t.adminToken, {
      method: 'POST',
      url: `${STAFF}/status`,
      payload: { ids: [1], status: 'published' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
