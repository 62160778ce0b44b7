// `npm run secrets:rewrap` after a key rotation seals every stored secret again, not only Key Manager values:
// the authenticator apps' secrets, the webhooks' secrets and register-to-download profiles sealed while
// FormUserProfileEncryption was on. Without it, dropping SECRETS_KEY_PREVIOUS would lock app users out, stop
// every webhook delivery and leave the profiles unreadable for good.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/server/platform/db/dialect.js';
import { SEALED_VALUES } from '../../src/server/features.js';
import { KeyRing, parseSecretsKey } from '../../src/server/platform/secrets/key-ring.js';
import { rewrapSealedValues } from '../../src/server/platform/secrets/sealed-values.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { fileUpload } from '../support/multipart.js';
import { PDF } from '../support/upload-fixtures.js';

const NEW_KEY = Buffer.alloc(32, 9);
const PROFILE_ENCRYPTION_TAG = 21;
const DOCS = '/api/v1/mc/documents';
const PUBLIC_URL = 'http://localhost:8080';

describe.each(testDialects())('secrets:rewrap (%s)', (dialect) => {
  let t: TestApp;

  /** Every sealed value each store holds, opened with `ring`: a value that does not open throws. */
  const openAll = (ring: KeyRing) =>
    t.db.transaction(async (tx) => {
      const opened: Record<string, string[]> = {};
      for (const store of SEALED_VALUES)
        opened[store.label] = (await store.read(tx)).map((v) => ring.open(v.sealed, v.purpose));
      return opened;
    });

  beforeAll(async () => {
    t = await startApp(dialect, { webhookAllowPrivate: true, publicUrl: PUBLIC_URL });
    // An authenticator app set up on My Account (its secret is stored sealed from the first step).
    expect(
      (await t.call(t.adminToken, { method: 'POST', url: '/api/v1/mc/factors/mine/authenticator' })).statusCode,
    ).toBe(200);
    // A passkey added on My Account (its credential is stored sealed, like the app's key).
    const start = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/mc/factors/mine/passkeys/options' });
    expect(start.statusCode, start.body).toBe(200);
    const { ticket, options } = start.json();
    const added = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/factors/mine/passkeys',
      payload: { ticket, name: 'Laptop', response: new SoftAuthenticator(PUBLIC_URL).create(options) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const hook = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/webhooks',
      payload: {
        url: 'http://127.0.0.1:9/hook',
        events: ['page.published'],
        secret: 'rotate-me-secret-0123456789',
        enabled: false,
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    // A register-to-download profile, sealed because FormUserProfileEncryption (a feature tag) is on.
    await t.db.run(
      t.db.builder
        .updateTable('Tag')
        .set({ TVisible: dialectOf(t.db).bool(true) })
        .where('TId', '=', PROFILE_ENCRYPTION_TAG)
        .compile(),
    );
    const body = fileUpload('White paper.pdf', PDF);
    const doc = await t.call(t.adminToken, { method: 'POST', url: DOCS, payload: body.payload, headers: body.headers });
    expect(doc.statusCode, doc.body).toBe(201);
    const id = doc.json().id as number;
    const access = { access: { mode: 'register', roles: [], claims: [] } };
    expect((await t.call(t.adminToken, { method: 'PATCH', url: `${DOCS}/${id}`, payload: access })).statusCode).toBe(
      200,
    );
    const registered = await t.call(undefined, {
      method: 'POST',
      url: `/secured-documents/${id}/register`,
      payload: { name: 'Ann Lee', email: 'ann@example.test', organisation: 'Harbor Co' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it('seals the authenticator, webhook and registration secrets again, so the new key alone opens them', async () => {
    const oldKey = ringKeyOf(t);
    const before = await openAll(new KeyRing(oldKey));
    expect(before['authenticator and passkey secret(s)']).toHaveLength(2); // the app's key and the passkey
    expect(before['webhook secret(s)']).toEqual(['rotate-me-secret-0123456789']);
    expect(before['sealed registration profile(s)'].map((p) => JSON.parse(p))).toEqual([
      { name: 'Ann Lee', email: 'ann@example.test', organisation: 'Harbor Co' },
    ]);
    await expect(openAll(new KeyRing(NEW_KEY))).rejects.toThrow(/sealed with a key this server does not have/);

    const counts = await rewrapSealedValues(t.db, new KeyRing(NEW_KEY, [oldKey]), SEALED_VALUES, 'operator');
    expect(counts).toEqual(
      expect.arrayContaining([
        { label: 'authenticator and passkey secret(s)', rewrapped: 2, current: 0 },
        { label: 'webhook secret(s)', rewrapped: 1, current: 0 },
        { label: 'sealed registration profile(s)', rewrapped: 1, current: 0 },
      ]),
    );
    expect(await openAll(new KeyRing(NEW_KEY))).toEqual(before); // the old key can be dropped
    const again = await rewrapSealedValues(t.db, new KeyRing(NEW_KEY, [oldKey]), SEALED_VALUES, 'operator');
    expect(again.every((c) => c.rewrapped === 0)).toBe(true);
  });
});

/** The app's own key, as a test sees it: SECRETS_KEY on PostgreSQL, the generated file on SQLite. */
function ringKeyOf(t: TestApp): Buffer {
  return parseSecretsKey(t.config.secretsKey ?? readFileSync(join(t.config.dataDir, 'secrets-key'), 'utf8'));
}
