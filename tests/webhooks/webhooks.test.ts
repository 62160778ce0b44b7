// Webhooks (issue 45 item 3), on both databases, against a receiver served on
// 127.0.0.1: a signed delivery per event (the HMAC checked here as a receiver
// would), a 500 retried until it succeeds, "send a test delivery" and "send
// again", administrators only, once per delivery with several workers racing, a
// webhook failing past the schedule switched off with a system message,
// and across restarts: a private address refused by default (at save and at
// delivery), and a delivery left waiting by a stopped instance sent by the
// next one, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/platform/config.js';
import { dialectOf } from '../../src/server/platform/db/dialect.js';
import { emitDomainEvent } from '../../src/server/platform/data/domain-events.js';
import { WebhookWorker } from '../../src/server/webhooks/worker.js';
import { ADMIN_PASSWORD, startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { closedPort, until } from '../support/loopback.js';
import { fileUpload } from '../support/multipart.js';
import { png } from '../support/upload-fixtures.js';
import { expectedSignature, startReceiver, type Receiver } from '../support/webhook-receiver.js';
import { pageWithBlocks } from '../editor/support.js';
import { WEBHOOK_EVENTS } from '../../src/shared/webhooks.js';
import { RETRY_DELAYS_MS } from '../../src/server/webhooks/retry-schedule.js';
import { openKeyRing } from '../../src/server/platform/secrets/open-key-ring.js';
import type { Executor } from '../../src/server/platform/db/executor.js';

const HOOKS = '/api/v1/mc/webhooks';
const SECRET = 'a-receiver-secret-0123456789';
const FAST = { webhookAllowPrivate: true, webhookPollMs: 50, webhookRetryDelaysMs: [100, 100, 100] };

interface DeliveryView {
  id: string;
  event: string;
  status: string;
  attempts: { n: number; status: number | null; error: string | null; excerpt: string | null }[];
}

describe.each(testDialects())('webhooks (%s)', (dialect) => {
  let t: TestApp;
  let receiver: Receiver;
  let hookId: string;

  const deliveries = async (id = hookId) => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `${HOOKS}/${id}/deliveries` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DeliveryView[];
  };
  const receivedOf = (event: string) => receiver.received.filter((r) => r.body.event === event);

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startApp(dialect, FAST);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: HOOKS,
      payload: { url: receiver.url, events: [...WEBHOOK_EVENTS], secret: SECRET, enabled: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    hookId = res.json().id;
    expect(JSON.stringify(res.json())).not.toContain(SECRET);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('is for administrators only: a Maintenance User is refused by the server', async () => {
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
    });
    const maint = await t.login('maint', 'maint-password-1');
    for (const [method, url] of [
      ['GET', HOOKS],
      ['POST', `${HOOKS}/${hookId}/test`],
      ['DELETE', `${HOOKS}/${hookId}`],
    ] as const) {
      const res = await t.call(maint, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses what it cannot send to: another scheme, an unknown event, a short secret', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.call(t.adminToken, {
        method: 'POST',
        url: HOOKS,
        payload: { url: receiver.url, events: ['page.published'], secret: SECRET, enabled: true, ...payload },
      });
    const ftp = await post({ url: 'ftp://example.com/hook' });
    expect([ftp.statusCode, ftp.json().errors[0].field]).toEqual([400, 'url']);
    expect(ftp.json().errors[0]).toMatchObject({
      code: 'webhook.scheme',
      message: expect.stringContaining('http and https only'),
    });
    const event = await post({ events: ['page.renamed'] });
    expect([event.statusCode, event.json().errors[0].field]).toEqual([400, 'events']);
    const secret = await post({ secret: 'short' });
    expect([secret.statusCode, secret.json().errors[0].field]).toEqual([400, 'secret']);
  });

  it('sends each event once, after its change, signed with the secret', async () => {
    const { page } = await pageWithBlocks(t, 'Harbour news'); // add, then a published save
    const cId = Number(page.content.CId);
    expect((await t.call(t.adminToken, { method: 'POST', url: `/api/v1/mc/content/${cId}/remove` })).statusCode).toBe(
      200,
    );
    const del = await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/content/${cId}` });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const redirect = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect',
      payload: { RFrom: '/old-harbour', RTo: '/harbour', RType: '301' },
    });
    expect(redirect.statusCode, redirect.body).toBeLessThan(300);
    const frmId = Number(
      (await t.db.first<{ FrmId: number }>(
        t.db.builder
          .insertInto('Form')
          .values({
            FrmName: 'Contact',
            FrmVisible: dialectOf(t.db).bool(true),
            FrmConfig: JSON.stringify({ fields: [{ name: 'name', label: 'Name', type: 'text' }] }),
            FrmMetaData: JSON.stringify({}),
          })
          .returning('FrmId')
          .compile(),
      ))!.FrmId,
    );
    const submit = await t.call(undefined, {
      method: 'POST',
      url: `/api/v1/db/form/submit?id=${frmId}`,
      payload: 'name=Ada',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '198.51.100.7',
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const upload = fileUpload('Pier.png', png(8, 8));
    const up = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/file',
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(up.statusCode, up.body).toBe(201);

    await until(async () => WEBHOOK_EVENTS.every((e) => receivedOf(e).length > 0), 'a delivery of every event');
    for (const got of receiver.received) {
      expect(got.headers['content-type']).toBe('application/json');
      expect(got.headers['x-webhook-event']).toBe(got.body.event);
      expect(got.headers['x-webhook-delivery']).toBe(got.body.id);
      expect(got.headers['x-webhook-signature']).toBe(expectedSignature(got.raw, SECRET));
      expect(Object.keys(got.body).sort()).toEqual(['data', 'event', 'id', 'occurredAt']);
    }
    expect(receivedOf('page.published').map((r) => r.body.data.CId)).toContain(cId);
    expect(receivedOf('page.unpublished')[0]!.body.data).toMatchObject({ CId: cId, CTitle: 'Harbour news' });
    expect(receivedOf('page.deleted')[0]!.body.data).toMatchObject({ CId: cId });
    expect(receivedOf('redirect.changed')[0]!.body.data).toMatchObject({ action: 'created', RFrom: '/old-harbour' });
    expect(receivedOf('form.submitted')[0]!.body.data).toMatchObject({ FrmId: frmId, answers: { name: 'Ada' } });
    expect(receivedOf('media.changed')[0]!.body.data).toMatchObject({ action: 'created', CId: up.json().id });
    // Once each: no delivery id twice.
    const ids = receiver.received.map((r) => r.body.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('retries a delivery the receiver failed (500) and shows each attempt with its answer', async () => {
    receiver.answers.push(500, 500);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect',
      payload: { RFrom: '/old-quay', RTo: '/quay', RType: '302' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const sent = await until(async () => {
      const list = await deliveries();
      const d = list.find((x) => x.event === 'redirect.changed' && x.attempts.length === 3);
      return d?.status === 'sent' ? d : undefined;
    }, 'the third attempt');
    expect(sent.attempts.map((a) => [a.n, a.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(sent.attempts[0]!.excerpt).toBe('receiver is down');
    expect(sent.attempts[0]!.error).toContain('500');
    expect(receiver.received.filter((r) => r.body.id === sent.id)).toHaveLength(1);
  });

  it('sends a test delivery, and a delivery again on request', async () => {
    const test = await t.call(t.adminToken, { method: 'POST', url: `${HOOKS}/${hookId}/test` });
    expect(test.statusCode, test.body).toBe(202);
    const { deliveryId } = test.json() as { deliveryId: string };
    const attemptsOf = async () => (await deliveries()).find((d) => d.id === deliveryId)?.attempts.length ?? 0;
    await until(async () => (await attemptsOf()) === 1, 'the test delivery’s attempt');
    expect(receiver.received.filter((r) => r.body.id === deliveryId)).toHaveLength(1);
    const again = await t.call(t.adminToken, { method: 'POST', url: `${HOOKS}/deliveries/${deliveryId}/retry` });
    expect(again.statusCode, again.body).toBe(202);
    await until(async () => (await attemptsOf()) === 2, 'the delivery sent again');
    expect(receiver.received.filter((r) => r.body.id === deliveryId)).toHaveLength(2);
    const shown = (await deliveries()).find((d) => d.id === deliveryId)!;
    expect(shown).toMatchObject({ event: 'webhook.test', status: 'sent' });
    expect(shown.attempts.map((a) => a.status)).toEqual([200, 200]);
    const audited = await t.db.all<{ Message: string }>(
      t.db.builder.selectFrom('AuditLog').select('Message').where('Type', '=', 'Webhook').compile(),
    );
    expect(audited.map((a) => a.Message).join('\n')).toMatch(/Added webhook .*\n(.|\n)*Sent a test delivery/);
  });

  it('sends each delivery once when several workers race for the same rows (two instances on PostgreSQL)', async () => {
    const before = receiver.received.length;
    const workers = [1, 2].map(
      (n) =>
        new WebhookWorker({
          db: t.db,
          ring: openKeyRing(t.config),
          now: Date.now,
          pollMs: 0,
          delaysMs: RETRY_DELAYS_MS,
          allow: () => true,
          instanceId: `racer-${n}`,
          log: () => undefined,
        }),
    );
    // On PostgreSQL a second instance on the same database races too (its own pool and worker); the app's own
    // worker polls as well: four claimers there, three on SQLite (one writer, one instance).
    const second = dialect === 'postgres' ? await buildApp({ ...t.config, ...FAST }) : undefined;
    try {
      await t.db.transaction(async (tx) => {
        for (let i = 0; i < 20; i++) await emitDomainEvent(tx, 'redirect.changed', { race: i });
      });
      await Promise.all(workers.map((w) => w.runDue()));
      await until(async () => receiver.received.length - before >= 20, 'twenty deliveries');
    } finally {
      await second?.app.close();
    }
    const raced = receiver.received.slice(before).filter((r) => 'race' in r.body.data);
    expect(raced).toHaveLength(20);
    expect(new Set(raced.map((r) => r.body.id)).size).toBe(20);
    // One attempt each (the receiver may answer before the last attempt's row is written: wait for it).
    const attemptsLogged = async () =>
      Number(
        (await t.db.first<{ n: number | string }>(
          t.db.builder
            .selectFrom('_webhook_attempt')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(
              'delivery_id',
              'in',
              raced.map((r) => r.body.id),
            )
            .compile(),
        ))!.n,
      );
    await until(async () => (await attemptsLogged()) >= 20, 'twenty attempts logged');
    expect(await attemptsLogged()).toBe(20);
  });

  it('switches off a webhook that fails past the retry schedule, and tells the administrators', async () => {
    const down = `http://127.0.0.1:${await closedPort()}/hook`;
    const made = await t.call(t.adminToken, {
      method: 'POST',
      url: HOOKS,
      payload: { url: down, events: ['redirect.changed'], secret: SECRET, enabled: true },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect',
      payload: { RFrom: '/old-lighthouse', RTo: '/lighthouse', RType: '301' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await until(async () => {
      const hook = await t.call(t.adminToken, { method: 'GET', url: `${HOOKS}/${id}` });
      return hook.json().enabled === false;
    }, 'the webhook switched off');
    const [failed] = await deliveries(id);
    expect(failed!.status).toBe('failed');
    expect(failed!.attempts).toHaveLength(FAST.webhookRetryDelaysMs.length + 1);
    expect(failed!.attempts.every((a) => a.status === null && /could not be reached/.test(a.error ?? ''))).toBe(true);
    const told = await t.db.all<{ SMessage: string; SType: string }>(
      t.db.builder.selectFrom('SystemMessages').select(['SMessage', 'SType']).compile(),
    );
    expect(told.filter((m) => m.SMessage.includes(down))).toMatchObject([{ SType: 'warning' }]);
    expect(told.find((m) => m.SMessage.includes(down))!.SMessage).toContain('was switched off');
  });

  it('refuses private addresses by default, and a delivery left by a stopped instance is sent by the next, once', async () => {
    await t.app.close(); // its worker stops; the database stays
    const reopen = async (overrides: Partial<Config>): Promise<{ built: BuiltApp; token: string }> => {
      const built = await buildApp({ ...t.config, ...overrides });
      const login = await built.app.inject({
        method: 'POST',
        url: '/api/v1/mc/jwt/login',
        payload: { UserName: 'admin', Password: Buffer.from(ADMIN_PASSWORD).toString('base64') },
      });
      return { built, token: login.json().token as string };
    };
    // WEBHOOK_ALLOW_PRIVATE unset: a loopback URL is refused when saved…
    const strict = await reopen({ webhookAllowPrivate: false, webhookPollMs: 50, webhookRetryDelaysMs: [60_000] });
    const auth = { authorization: `Bearer ${strict.token}` };
    for (const url of [
      receiver.url,
      'http://[::ffff:127.0.0.1]/hook',
      'http://169.254.169.254/latest',
      'http://10.0.0.1/',
    ]) {
      const res = await strict.built.app.inject({
        method: 'POST',
        url: HOOKS,
        headers: auth,
        payload: { url, events: ['page.published'], secret: SECRET, enabled: true },
      });
      expect([res.statusCode, res.json().errors[0].field], url).toEqual([400, 'url']);
      expect(res.json().errors[0]).toMatchObject({ code: 'webhook.private' });
      expect(res.body).toContain('private, loopback or reserved');
    }
    // …and the webhook saved before is not called either: refused at delivery, the attempt says why.
    const before = receiver.received.length;
    const res = await strict.built.app.inject({
      method: 'POST',
      url: '/api/v1/db/redirect',
      headers: auth,
      payload: { RFrom: '/old-slipway', RTo: '/slipway', RType: '301' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const waiting = async (db: Executor) =>
      db.first<{ id: string; status: string; attempts: number }>(
        db.builder
          .selectFrom('_webhook_delivery')
          .select(['id', 'status', 'attempts'])
          .where('body', 'like', '%old-slipway%')
          .compile(),
      );
    const db = strict.built.db;
    await until(async () => Number((await waiting(db))?.attempts) === 1, 'the refused attempt');
    const row = (await waiting(db))!;
    expect(row.status).toBe('pending');
    const refusal = await db.first<{ error: string }>(
      db.builder.selectFrom('_webhook_attempt').select('error').where('delivery_id', '=', row.id).compile(),
    );
    await strict.built.app.close(); // stops right after: the delivery waits in the table
    expect(refusal!.error).toContain('private, loopback or reserved');
    expect(receiver.received.length).toBe(before);

    // The next instance (private addresses allowed, its clock past the wait) sends it, once.
    const next = await reopen({ ...FAST, now: () => Date.now() + 120_000 });
    try {
      await until(async () => receiver.received.some((r) => r.body.id === row.id), 'the waiting delivery');
      expect(receiver.received.filter((r) => r.body.id === row.id)).toHaveLength(1);
    } finally {
      await next.built.app.close();
    }
  });
});
