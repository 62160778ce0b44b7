// Scheduled changes (issue 45 item 1), on both databases: a draft scheduled
// 10 s ahead goes live once, within 5 s of its time, with a second instance
// racing on PostgreSQL (two workers on SQLite's one file); after a restart of
// every instance; a change due while every instance was down applied at the
// next start; an unpublish at a time; changing and cancelling; the webhooks'
// page.published / page.unpublished sent for scheduled changes; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app.js';
import { isStoredTrue } from '../../src/server/platform/db/dialect.js';
import type { Executor } from '../../src/server/platform/db/executor.js';
import { ScheduleWorker } from '../../src/server/editor/schedule/worker.js';
import { ADMIN_PASSWORD, startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { until } from '../support/loopback.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';
import { EDITOR, pageWithBlocks, readPage, save, type Rec } from '../editor/support.js';
import { errorMessage, type ErrorCode } from '../../src/shared/api/error-codes.js';

const SCHEDULED = `${EDITOR}/scheduled`;
// These tests wait on the clock (a change due 10 s ahead) and start a second instance: more than the default 30 s.
const REAL_TIME_TEST_MS = 120_000;
const FAST = { webhookAllowPrivate: true, webhookPollMs: 50, schedulePollMs: 1_000 };

describe.each(testDialects())('scheduled changes (%s)', (dialect) => {
  let t: TestApp;
  let receiver: Receiver;
  /** The instance the tests talk to: the first, then the one started after a restart. */
  let db: Executor;
  let inject: (token: string, options: Rec) => Promise<{ statusCode: number; body: string; json(): any }>;
  let token: string;

  const title = async (cId: number) =>
    (await db.first<{ CTitle: string }>(
      db.builder.selectFrom('Content').select('CTitle').where('CId', '=', cId).compile(),
    ))!.CTitle;
  const list = async () => {
    const res = await inject(token, { method: 'GET', url: SCHEDULED });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { timeZone: string; items: Rec[] };
  };
  const audits = async (text: string) =>
    (
      await db.all<{ Message: string; UserName: string }>(
        db.builder.selectFrom('AuditLog').select(['Message', 'UserName']).where('Type', '=', 'Schedule').compile(),
      )
    ).filter((a) => a.Message.includes(text));
  const received = (event: string, cId: number) =>
    receiver.received.filter((r) => r.body.event === event && (r.body.data as Rec).CId === cId);
  /** Saves a changed title as a draft that publishes at `due`. */
  const scheduleTitle = async (cId: number, etag: string, newTitle: string, due: number) => {
    const res = await save(t, t.adminToken, cId, etag, {
      mode: 'schedule',
      publishAt: new Date(due).toISOString(),
      content: { CTitle: newTitle },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Rec;
  };
  /** Waits for the live title, then answers when it was seen. */
  const liveAt = async (cId: number, newTitle: string) =>
    until(async () => (await title(cId)) === newTitle && Date.now(), `"${newTitle}" live`, 30_000);

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startApp(dialect, FAST);
    db = t.db;
    token = t.adminToken;
    inject = (tok, options) => t.call(tok, options);
    const hook = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/webhooks',
      payload: {
        url: receiver.url,
        events: ['page.published', 'page.unpublished'],
        secret: 'a-receiver-secret-0123456789',
        enabled: true,
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it(
    'publishes a draft scheduled 10 s ahead once, within 5 s of its time, with two instances racing',
    async () => {
      const { page, etag } = await pageWithBlocks(t, 'Harbour news');
      const cId = Number(page.content.CId);
      const due = Date.now() + 10_000;
      const saved = await scheduleTitle(cId, etag, 'Harbour news (spring)', due);
      // Saved as a draft: nothing live changes before its time.
      expect(saved.draft).not.toBeNull();
      expect(await title(cId)).toBe('Harbour news');
      const [pending] = (await list()).items.filter((i) => i.CId === cId);
      expect(pending).toMatchObject({ action: 'publish', status: 'pending', CvId: saved.draft.CvId, setBy: 'admin' });
      // Shown in the site's time zone (America/New_York, seeded), the same instant.
      expect((await list()).timeZone).toBe('America/New_York');
      expect(pending!.at).toMatch(/-0[45]:00$/);
      expect(Math.abs(Date.parse(pending!.at) - due)).toBeLessThan(1000);
      // A second instance (PostgreSQL) or a second worker on the same file (SQLite) looks for due changes too.
      const second = dialect === 'postgres' ? await buildApp({ ...t.config, ...FAST }) : undefined;
      const racer = new ScheduleWorker({ db: t.db, now: Date.now, pollMs: 250, log: () => undefined });
      racer.start();
      try {
        const seen = await liveAt(cId, 'Harbour news (spring)');
        expect(seen).toBeGreaterThanOrEqual(due);
        expect(seen - due).toBeLessThanOrEqual(5_000);
      } finally {
        await racer.stop();
        await second?.app.close();
      }
      // Once: one audit entry of the run, one active version, the draft promoted (no draft left).
      expect(await audits(`Published version ${saved.draft.CvId} of page ${cId} as scheduled by admin`)).toHaveLength(
        1,
      );
      const versions = await db.all<{ Active: unknown; Draft: unknown; CvUserName: string }>(
        db.builder
          .selectFrom('ContentVersion')
          .select(['Active', 'Draft', 'CvUserName'])
          .where('CId', '=', cId)
          .compile(),
      );
      expect(versions.filter((v) => isStoredTrue(v.Active))).toHaveLength(1);
      expect(versions.filter((v) => isStoredTrue(v.Draft))).toHaveLength(0);
      const [done] = (await list()).items.filter((i) => i.CId === cId);
      expect(done).toMatchObject({ status: 'done', error: null });
      // The webhooks' page.published for it, once (the add and the first save sent theirs before).
      await until(
        async () =>
          received('page.published', cId).some((r) => (r.body.data as Rec).CTitle === 'Harbour news (spring)'),
        'the webhook',
      );
      expect(
        received('page.published', cId).filter((r) => (r.body.data as Rec).CTitle === 'Harbour news (spring)'),
      ).toHaveLength(1);
    },
    REAL_TIME_TEST_MS,
  );

  it('unpublishes a live page at a time, audited with who set it', async () => {
    const { page } = await pageWithBlocks(t, 'Winter opening hours');
    const cId = Number(page.content.CId);
    const due = Date.now() + 2_000;
    const res = await inject(token, {
      method: 'POST',
      url: SCHEDULED,
      payload: { action: 'unpublish', CId: cId, at: new Date(due).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ action: 'unpublish', CId: cId, status: 'pending', setBy: 'admin' });
    expect(await audits(`Scheduled unpublish of page ${cId}`)).toMatchObject([{ UserName: 'admin' }]);
    await until(
      async () => {
        const row = await db.first<{ CDeleted: unknown }>(
          db.builder.selectFrom('Content').select('CDeleted').where('CId', '=', cId).compile(),
        );
        return isStoredTrue(row!.CDeleted);
      },
      'the page unpublished',
      10_000,
    );
    expect(Date.now()).toBeGreaterThanOrEqual(due);
    expect(await audits(`Unpublished page ${cId} as scheduled by admin`)).toMatchObject([
      { UserName: 'admin (scheduled)' },
    ]);
    await until(async () => received('page.unpublished', cId).length > 0, 'the page.unpublished webhook');
    expect(received('page.unpublished', cId)).toHaveLength(1);
  });

  it('changes and cancels a pending change; a cancelled one never runs', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Lighthouse tours');
    const cId = Number(page.content.CId);
    const saved = await scheduleTitle(cId, etag, 'Lighthouse tours (summer)', Date.now() + 3_600_000);
    const [item] = (await list()).items.filter((i) => i.CId === cId && i.status === 'pending');
    const later = Date.now() + 7_200_000;
    const moved = await inject(token, {
      method: 'PATCH',
      url: `${SCHEDULED}/${item!.id}`,
      payload: { at: new Date(later).toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Math.abs(Date.parse(moved.json().at) - later)).toBeLessThan(1000);
    expect(await audits(`Moved the scheduled publish of page ${cId}`)).toHaveLength(1);
    const cancelled = await inject(token, { method: 'DELETE', url: `${SCHEDULED}/${item!.id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await audits(`Cancelled the scheduled publish of page ${cId}`)).toHaveLength(1);
    const again = await inject(token, { method: 'DELETE', url: `${SCHEDULED}/${item!.id}` });
    expect(again.statusCode).toBe(409);
    // A worker whose clock is past both times finds nothing to do for it.
    const future = new ScheduleWorker({ db, now: () => Date.now() + 10_800_000, pollMs: 0, log: () => undefined });
    await future.runDue();
    expect(await title(cId)).toBe('Lighthouse tours');
    expect((await readPage(t, t.adminToken, cId)).page.draft.CvId).toBe(saved.draft.CvId);
  });

  it('cancels a scheduled publish whose draft is replaced by a plain draft save', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Ferry times');
    const cId = Number(page.content.CId);
    await scheduleTitle(cId, etag, 'Ferry times (new)', Date.now() + 3_600_000);
    const fresh = await readPage(t, t.adminToken, cId);
    const res = await save(t, t.adminToken, cId, fresh.etag, {
      mode: 'draft',
      content: { CTitle: 'Ferry times (other)' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = (await list()).items.filter((i) => i.CId === cId);
    expect(item).toMatchObject({ status: 'cancelled', error: 'The draft was discarded or replaced before its time' });
  });

  it('refuses a time without an offset, a time passed, a missing time, and a version that does not exist', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Quay works');
    const cId = Number(page.content.CId);
    const put = (body: Rec) => save(t, t.adminToken, cId, etag, { content: { CTitle: 'Quay works (2)' }, ...body });
    for (const [body, message] of [
      [{ mode: 'schedule', publishAt: '2031-03-01T09:00:00' }, /ISO 8601 with an offset/],
      [{ mode: 'schedule', publishAt: '2020-03-01T09:00:00Z' }, /has passed/],
      [{ mode: 'schedule' }, /needs publishAt/],
      [{ mode: 'draft', publishAt: '2031-03-01T09:00:00Z' }, /goes with mode 'schedule' only/],
    ] as const) {
      const res = await put(body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0].field).toBe('publishAt');
      expect(res.json().errors[0].message).toMatch(message);
    }
    const missing = await inject(token, {
      method: 'POST',
      url: SCHEDULED,
      payload: { action: 'publish', CvId: 987654, at: '2031-03-01T09:00:00Z' },
    });
    expect(missing.statusCode, missing.body).toBe(404);
    const noCvId = await inject(token, {
      method: 'POST',
      url: SCHEDULED,
      payload: { action: 'publish', at: '2031-03-01T09:00:00Z' },
    });
    expect([noCvId.statusCode, noCvId.json().errors[0].field]).toEqual([422, 'CvId']);
    expect(await title(cId)).toBe('Quay works');
  });

  it("words its refusals by code (the admin says them in the screen's language): passed, missing, live, not pending", async () => {
    const coded = (
      res: { statusCode: number; body: string; json(): any },
      status: number,
      code: ErrorCode,
      params: Rec,
    ) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors[0]).toMatchObject({ code, params, message: errorMessage(code, params as never) });
    };
    const post = (payload: Rec) => inject(token, { method: 'POST', url: SCHEDULED, payload });
    const { page } = await pageWithBlocks(t, 'Coded quay');
    const cId = Number(page.content.CId);
    coded(await post({ action: 'unpublish', CId: cId, at: '2020-03-01T09:00:00Z' }), 422, 'schedule.passed', {});
    coded(await post({ action: 'publish', CvId: 987655, at: '2031-03-01T09:00:00Z' }), 404, 'schedule.versionMissing', {
      cvId: 987655,
    });
    const live = (await readPage(t, t.adminToken, cId)).page.version as Rec;
    coded(await post({ action: 'publish', CvId: live.CvId, at: '2031-03-01T09:00:00Z' }), 409, 'schedule.alreadyLive', {
      cvId: live.CvId,
    });
    const set = await post({ action: 'unpublish', CId: cId, at: '2031-03-01T09:00:00Z' });
    expect(set.statusCode, set.body).toBe(201);
    const id = set.json().id as string;
    expect((await inject(token, { method: 'DELETE', url: `${SCHEDULED}/${id}` })).statusCode).toBe(204);
    coded(await inject(token, { method: 'DELETE', url: `${SCHEDULED}/${id}` }), 409, 'schedule.notPending', {
      id,
      status: 'cancelled',
    });
    const gone = '00000000-0000-4000-8000-000000000000';
    coded(await inject(token, { method: 'DELETE', url: `${SCHEDULED}/${gone}` }), 404, 'schedule.changeMissing', {
      id: gone,
    });
  });

  it(
    'keeps its schedule across a restart of every instance, and applies at the next start what fell due while all were down',
    async () => {
      const first = await pageWithBlocks(t, 'Market days');
      const second = await pageWithBlocks(t, 'Night ferry');
      const cFirst = Number(first.page.content.CId);
      const cSecond = Number(second.page.content.CId);
      const due = Date.now() + 10_000;
      await scheduleTitle(cFirst, first.etag, 'Market days (autumn)', due);
      const late = await scheduleTitle(cSecond, second.etag, 'Night ferry (winter)', Date.now() + 600_000);
      await t.app.close(); // every instance down; the database stays
      const reopen = async (overrides: Rec): Promise<BuiltApp> => {
        const built = await buildApp({ ...t.config, ...FAST, ...overrides });
        db = built.db;
        const login = await built.app.inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/login',
          payload: { UserName: 'admin', Password: Buffer.from(ADMIN_PASSWORD).toString('base64') },
        });
        token = login.json().token as string;
        inject = (tok, options) =>
          built.app.inject({ ...options, headers: { authorization: `Bearer ${tok}` } } as never) as never;
        return built;
      };
      const restarted = await reopen({});
      try {
        const seen = await liveAt(cFirst, 'Market days (autumn)');
        expect(seen).toBeGreaterThanOrEqual(due);
        expect(seen - due).toBeLessThanOrEqual(5_000);
        expect(await title(cSecond)).toBe('Night ferry');
      } finally {
        await restarted.app.close();
      }
      // Down past the second one's time: the next start (its clock ten minutes on) applies it at once, once.
      const afterOutage = await reopen({ now: () => Date.now() + 660_000 });
      try {
        await liveAt(cSecond, 'Night ferry (winter)');
        expect(await audits(`Published version ${late.draft.CvId} of page ${cSecond} as scheduled`)).toHaveLength(1);
        expect(await audits(`of page ${cFirst} as scheduled`)).toHaveLength(1);
      } finally {
        await afterOutage.app.close();
      }
    },
    REAL_TIME_TEST_MS,
  );
});
