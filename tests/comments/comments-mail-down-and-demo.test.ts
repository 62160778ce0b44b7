// Comments (issue 15 item 4; docs/comments.md) on apps set up otherwise than
// comments.test.ts's: the mail server down (the comment is stored, the failed
// e-mail archived) and the demo seed's comments. Real HTTP (app.inject), both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { closedPort } from '../support/loopback.js';
import { addPost, PUBLIC, STAFF } from './comments-support.js';

describe.each(testDialects())('comments while the mail server is down (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the comment, answers 202, and archives the failed e-mail to the Admins (nobody holds the claim)', async () => {
    const post = await addPost(t, { title: 'Quiet', url: '/blog/quiet' });
    await t.addUser({
      userName: 'boss',
      email: 'boss@example.test',
      password: 'boss-password-1234',
      displayName: 'Boss',
      roles: ['Admin'],
    });
    const res = await t.call(undefined, {
      method: 'POST',
      url: `${PUBLIC}?cId=${post}`,
      payload: { name: 'Ann', email: 'ann@example.test', body: 'Stored whatever the mail does' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(
      await t.db.first(
        t.db.builder
          .selectFrom('Comment')
          .select('CmId')
          .where('CmBody', '=', 'Stored whatever the mail does')
          .compile(),
      ),
    ).toBeDefined();
    await expect
      .poll(
        async () =>
          (await t.db.first<{ EaStatus: string; EaTo: string }>(
            t.db.builder
              .selectFrom('EmailArchive')
              .select(['EaStatus', 'EaTo'])
              .where('EaSubject', 'like', 'New comment%')
              .compile(),
          )) ?? null,
        { timeout: 15_000, interval: 100 },
      )
      .toEqual({ EaStatus: 'failed', EaTo: 'boss@example.test' });
  });
});

describe.each(testDialects())('demo comments (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds comments on the blog posts in every status, the approved ones readable by visitors', async () => {
    expect((await t.call(t.adminToken, { method: 'GET', url: `${STAFF}/counts` })).json()).toEqual({
      pending: 2,
      approved: 2,
      spam: 1,
      deleted: 1,
    });
    const [approved] = (await t.call(t.adminToken, { method: 'GET', url: `${STAFF}?status=approved` })).json() as {
      cId: number;
      postUrl: string;
      trail: unknown[];
    }[];
    expect(approved.postUrl).toMatch(/^\/blog\//);
    expect(approved.trail).toHaveLength(1);
    expect((await t.call(undefined, { method: 'GET', url: `${PUBLIC}?cId=${approved.cId}` })).json()).toHaveLength(2);
  });
});
