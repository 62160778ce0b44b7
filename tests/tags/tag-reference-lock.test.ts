// A use of a tag (a content link, a form filed under it, a tag beneath it, a
// TId claim) names a live tag, on every path through the data layer and both
// databases (tags/tag-references.ts). On PostgreSQL the check waits on the
// tag's row lock, so a link made while a delete of the same tag is deciding
// is refused once the delete commits, instead of slipping in between the
// delete's in-use check and its write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { saveBody, USERS } from '../people/support.js';

const BLOG = 201;
type Answer = { statusCode: number; body: string; json(): { errors: { message: string; field?: string }[] } };

describe.each(testDialects())('uses of a tag name a live tag (%s)', (dialect) => {
  let t: TestApp;
  let page: number;
  let userId: string;

  const post = (entity: string, payload: object) =>
    t.call(t.adminToken, { method: 'POST', url: `/api/v1/db/${entity}`, payload }) as Promise<Answer>;
  const newTag = async (TName: string) => {
    const res = await post('tag', { TName, TIdParent: BLOG });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as unknown as { TId: number }).TId;
  };
  const deletedTag = async (TName: string) => {
    const id = await newTag(TName);
    const res = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/tag/${id}`,
      payload: { TDeleted: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  /** User Management's save of the reader's own tags. */
  const grantUser = async (tagIds: number[]) =>
    t.call(t.adminToken, {
      method: 'PUT',
      url: `${USERS}/${userId}`,
      payload: await saveBody(t, userId, { tagIds }),
    }) as Promise<Answer>;
  /** A new role group with these claims (User Group Management). */
  const roleGroup = (Name: string, claims: { ClaimType: string; ClaimValue: string }[]) =>
    t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/access/roles',
      payload: { Name, claims },
    }) as Promise<Answer>;
  const expectRefused = (res: Answer, id: number, field: string) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      field,
      message: expect.stringMatching(
        new RegExp(
          `^(items\\[0\\]: )?Tag ${id} \\(.+\\) is deleted: restore it in the tag tree first, or choose another tag$`,
        ),
      ),
    });
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    const res = await post('content', { CtId: 4, CTitle: 'A post to file' });
    page = (res.json() as unknown as { CId: number }).CId;
    userId = await t.addUser({
      userName: 'reader',
      email: 'reader@example.test',
      password: 'reader-password-1',
      displayName: 'Reader',
      roles: ['Maintenance User'],
    });
  });
  afterAll(async () => t?.close());

  it('refuses a content link, a form, a child tag and user and role claims naming a deleted tag', async () => {
    const gone = await deletedTag('Retired topic');
    expectRefused(await post('tagtocontent', { TId: gone, CId: page, CSortOrder: 1 }), gone, 'TId');
    expectRefused(
      await post('form', { FrmName: 'Filed under a retired tag', TId: gone, FrmConfig: { fields: [] } }),
      gone,
      'TId',
    );
    expectRefused(await post('tag', { TName: 'Orphan', TIdParent: gone }), gone, 'TIdParent');
    // Claims are written by User Management and User Group Management only (decision 0121): their writes pass the lock too.
    expectRefused(await grantUser([gone]), gone, 'ClaimValue');
    expectRefused(
      await roleGroup(`Retired readers ${dialect}`, [{ ClaimType: 'TId', ClaimValue: String(gone) }]),
      gone,
      'ClaimValue',
    );
    // A batch with such a link changes nothing.
    const live = await newTag('Live topic');
    const batch = await post('tagtocontent/batch', {
      creates: [
        { TId: gone, CId: page, CSortOrder: 1 },
        { TId: live, CId: page, CSortOrder: 2 },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(422);
    const links = await t.db.all(sqlOf(`SELECT "TId" FROM "TagToContent" WHERE "CId" = ${page}`));
    expect(links).toEqual([]);
  });

  it('lets live tags take uses; claims of other types are not tags', async () => {
    const live = await newTag('Open topic');
    expect((await post('tagtocontent', { TId: live, CId: page, CSortOrder: 1 })).statusCode).toBe(201);
    expect((await post('tag', { TName: 'Subtopic', TIdParent: live })).statusCode).toBe(201);
    expect((await grantUser([live])).statusCode).toBe(200);
    // Claims of other types are not tags.
    expect((await roleGroup(`Noted ${dialect}`, [{ ClaimType: 'Note', ClaimValue: 'not a tag' }])).statusCode).toBe(
      201,
    );
  });

  it.runIf(dialect === 'postgres')(
    'makes a link wait for a delete of its tag in progress, then refuses it',
    async () => {
      const tag = await newTag('Contested topic');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let deleted!: () => void;
      const deciding = new Promise<void>((resolve) => (deleted = resolve));
      // The delete path's locking, held open: the row FOR UPDATE (data/writes.ts findRow), then the soft delete.
      const deleting = t.db.transaction(async (tx) => {
        await tx.run(sqlOf(`SELECT 1 FROM "Tag" WHERE "TId" = ${tag} FOR UPDATE`));
        await tx.run(sqlOf(`UPDATE "Tag" SET "TDeleted" = true WHERE "TId" = ${tag}`));
        deleted();
        await held;
      });
      await deciding;
      const linking = post('tagtocontent', { TId: tag, CId: page, CSortOrder: 3 });
      // The link's transaction is waiting on the tag's row, not finished before the delete.
      await expect
        .poll(
          async () =>
            Number(
              (await t.db.first<{ n: string }>(
                sqlOf(
                  `SELECT COUNT(*) AS n FROM pg_stat_activity WHERE "wait_event_type" = 'Lock' AND "datname" = current_database()`,
                ),
              ))!.n,
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(1);
      release();
      await deleting;
      expectRefused(await linking, tag, 'TId');
      expect(await t.db.all(sqlOf(`SELECT 1 FROM "TagToContent" WHERE "TId" = ${tag}`))).toEqual([]);
    },
  );
});
