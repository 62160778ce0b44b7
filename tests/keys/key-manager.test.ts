// Key Manager values (issue 13 item 5): sealed at rest with the key from the
// environment, never in any answer of the data interface (reads, writes,
// streams, audit rows and their diffs, the error log), readable only by
// server code through KeyStore.read, audited without the value, and kept
// readable across a key rotation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyRing, parseSecretsKey } from '../../src/server/platform/secrets/key-ring.js';
import { KEY_MANAGER_VALUES, KeyStore } from '../../src/server/platform/secrets/key-store.js';
import { rewrapSealedValues } from '../../src/server/platform/secrets/sealed-values.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const PLAIN = 'sk-live-4f9a1c77e2b0d3aa9911';
const REPLACED = 'sk-live-replacement-value-7Q2z';

describe.each(testDialects())('Key Manager values (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let kmId: number;
  const stored = async (id: number) =>
    (await t.db.first<{ KmValue: string | null }>(
      t.db.builder.selectFrom('KeyManager').select('KmValue').where('KmId', '=', id).compile(),
    ))!.KmValue;

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'office.admin',
      email: 'office.admin@example.test',
      password: 'office-admin-password-1',
      displayName: 'Office Admin',
      roles: ['Admin'],
    });
    admin = await t.login('office.admin', 'office-admin-password-1');
    const created = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/keymanager',
      payload: { KmName: 'OpenAI', KmDescription: 'AI tools', KmValue: PLAIN },
    });
    expect(created.statusCode).toBe(201);
    kmId = created.json().KmId;
  });
  afterAll(async () => t?.close());

  it('stores the value sealed, shows only its last 4 characters, who set it and when, and opens it for server code', async () => {
    const sealed = await stored(kmId);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(PLAIN);
    expect(sealed).not.toContain(Buffer.from(PLAIN).toString('base64url'));
    const record = (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/keymanager/${kmId}` })).json();
    expect(record).toMatchObject({
      KmName: 'OpenAI',
      KmHasValue: true,
      KmValueEnding: '9911',
      KmValueChangedBy: 'admin',
    });
    expect(Date.now() - Date.parse(record.KmValueChangedAt)).toBeLessThan(60_000);
    expect(record).not.toHaveProperty('KmValue');
    expect(await t.keys.read('OpenAI')).toBe(PLAIN);
    expect(await t.keys.read('openai')).toBeUndefined(); // names match exactly
    expect(await t.keys.read('No such key')).toBeUndefined();
  });

  it('never carries the value or its sealed form in any answer: get, list, stream, writes, batch, audit rows and diffs, error log', async () => {
    const answers: string[] = [];
    const keep = async (method: string, url: string, payload?: unknown) => {
      const res = await t.call(t.adminToken, { method: method as 'GET', url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      answers.push(res.body, JSON.stringify(res.headers));
      return res;
    };
    await keep('GET', `/api/v1/db/keymanager/${kmId}`);
    await keep('GET', '/api/v1/db/keymanager?pageNumber=1&pageSize=500');
    await keep('GET', '/api/v1/db/keymanager'); // the streamed read behind CSV export
    await keep(
      'GET',
      `/api/v1/db/keymanager?filters=${encodeURIComponent(`KmId==${kmId}`)}&fields=KmId,KmName,KmValueEnding`,
    );
    await keep('PATCH', `/api/v1/db/keymanager/${kmId}`, { KmDescription: 'AI tools (patched)' });
    await keep('PUT', `/api/v1/db/keymanager/${kmId}`, { KmName: 'OpenAI', KmDescription: 'AI tools (put)' });
    await keep('POST', '/api/v1/db/keymanager/batch', {
      updates: [{ KmId: kmId, KmDescription: 'batch' }],
      creates: [{ KmName: 'Batch key', KmValue: `${PLAIN}-batch` }],
    });
    const many = await keep('POST', '/api/v1/db/keymanager/all', [{ KmName: 'Many key', KmValue: `${PLAIN}-many` }]);
    await keep('PUT', '/api/v1/db/keymanager/all', [
      { KmId: many.json()[0].KmId, KmName: 'Many key', KmDescription: 'replaced', KmValue: `${PLAIN}-many-2` },
    ]);
    await keep('GET', '/api/v1/db/auditlog?pageNumber=1&pageSize=500');
    await keep('GET', '/api/v1/db/auditlog');
    await keep('GET', '/api/v1/db/errorlog');
    const sealedNow = await t.db.all<{ KmValue: string }>(
      t.db.builder.selectFrom('KeyManager').select('KmValue').where('KmValue', 'is not', null).compile(),
    );
    expect(sealedNow.length).toBe(3);
    const forbidden = [PLAIN, ...sealedNow.flatMap((r) => [r.KmValue, ...r.KmValue.split('.').slice(2)])];
    for (const body of answers) for (const v of forbidden) expect(body).not.toContain(v);
    expect(answers.join('')).not.toMatch(/"KmValue":"/);
    // The PUT left the value alone (a secret is kept when a replace leaves it out).
    expect(await t.keys.read('OpenAI')).toBe(PLAIN);
    expect(await t.keys.read('Batch key')).toBe(`${PLAIN}-batch`);
    expect(await t.keys.read('Many key')).toBe(`${PLAIN}-many-2`);
  });

  it('replaces and removes a value, each audited without it', async () => {
    const replaced = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/keymanager/${kmId}`,
      payload: { KmValue: REPLACED },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ KmHasValue: true, KmValueEnding: '7Q2z' });
    expect(await t.keys.read('OpenAI')).toBe(REPLACED);
    const removed = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/keymanager/${kmId}`,
      payload: { KmValue: null },
    });
    expect(removed.json()).toMatchObject({ KmHasValue: false, KmValueEnding: null, KmValueChangedBy: 'admin' });
    expect(await stored(kmId)).toBeNull();
    expect(await t.keys.read('OpenAI')).toBeUndefined();

    const audit = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/auditlog?filters=${encodeURIComponent(`Entity==KeyManager,EntityKey==${kmId}`)}&orderBy=${encodeURIComponent('AlId asc')}`,
      })
    ).json();
    const diffs = audit.map((a: { Diff: Record<string, unknown> }) => a.Diff);
    // The ending is for the key's own screen (MoJoAdmin); the audit log, which every Admin reads, says only that it changed.
    expect(diffs[0]).toMatchObject({
      KmValue: [null, '[redacted]'],
      KmHasValue: [null, true],
      KmValueEnding: [null, '[redacted]'],
    });
    const replace = diffs.find(
      (d: Record<string, unknown>) =>
        (d.KmValue as unknown[] | undefined)?.[0] === '[redacted]' && (d.KmValue as unknown[])[1] === '[redacted]',
    );
    expect(replace).toMatchObject({
      KmValueEnding: ['[redacted]', '[redacted]'],
      KmValueChangedAt: [expect.any(String), expect.any(String)],
    });
    expect(diffs.at(-1)).toMatchObject({ KmValue: ['[redacted]', null], KmHasValue: [true, false] });
    const text = JSON.stringify(audit);
    for (const v of [PLAIN, REPLACED, '9911', '7Q2z']) expect(text).not.toContain(v);
  });

  it('refuses values that cannot be keys, naming the field, and shows no ending for short ones', async () => {
    for (const [value, words] of [
      ['', /must not be empty/],
      ['   ', /must not be empty/],
      [' padded-key-value ', /must not start or end with spaces/],
      ['x'.repeat(16_385), /longer than 16384 characters/],
      [42, /must be text/],
    ] as const) {
      const res = await t.call(t.adminToken, {
        method: 'PATCH',
        url: `/api/v1/db/keymanager/${kmId}`,
        payload: { KmValue: value },
      });
      expect(res.statusCode, String(value).slice(0, 20)).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: 'KmValue', message: expect.stringMatching(words) });
    }
    const short = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/keymanager',
      payload: { KmName: 'Short', KmValue: 'pin-12345' },
    });
    expect(short.json()).toMatchObject({ KmHasValue: true, KmValueEnding: null });
    const none = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/keymanager',
      payload: { KmName: 'Empty' },
    });
    expect(none.json()).toMatchObject({
      KmHasValue: false,
      KmValueEnding: null,
      KmValueChangedBy: null,
      KmValueChangedAt: null,
    });
  });

  it('lets no one but the server write what it records of the value', async () => {
    for (const field of ['KmHasValue', 'KmValueEnding', 'KmValueChangedBy', 'KmValueChangedAt']) {
      const res = await t.call(t.adminToken, {
        method: 'PATCH',
        url: `/api/v1/db/keymanager/${kmId}`,
        payload: {
          [field]: field === 'KmHasValue' ? true : field === 'KmValueChangedAt' ? '2020-01-01T00:00:00Z' : 'abcd',
        },
      });
      expect(res.statusCode, field).toBe(403);
      expect(res.json().errors[0].field).toBe(field);
    }
  });

  it('is for MoJoAdmin only: an Admin can neither read nor write keys', async () => {
    expect((await t.call(admin, { method: 'GET', url: '/api/v1/db/keymanager?pageNumber=1' })).statusCode).toBe(403);
    expect((await t.call(admin, { method: 'GET', url: `/api/v1/db/keymanager/${kmId}` })).statusCode).toBe(403);
    expect(
      (
        await t.call(admin, {
          method: 'PATCH',
          url: `/api/v1/db/keymanager/${kmId}`,
          payload: { KmValue: 'admin-tries-to-set-it' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps values readable across a key rotation, and seals them again under the new key', async () => {
    await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/keymanager/${kmId}`,
      payload: { KmValue: REPLACED },
    });
    const before = await stored(kmId);
    const next = new KeyRing(Buffer.alloc(32, 7), [ringKeyOf(t)]);
    const rotated = new KeyStore(t.db, next);
    expect(await rotated.read('OpenAI')).toBe(REPLACED); // the previous key still opens it
    const rewrap = async () => (await rewrapSealedValues(t.db, next, [KEY_MANAGER_VALUES], 'operator'))[0]!;
    const { rewrapped } = await rewrap();
    expect(rewrapped).toBeGreaterThanOrEqual(4);
    expect(await stored(kmId)).not.toBe(before);
    expect(await new KeyStore(t.db, new KeyRing(Buffer.alloc(32, 7))).read('OpenAI')).toBe(REPLACED); // the new key alone now opens every value
    await expect(t.keys.read('OpenAI')).rejects.toThrow(/sealed with a key this server does not have/);
    expect(await rewrap()).toMatchObject({ rewrapped: 0 });
    const event = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/auditlog?pageNumber=1&filters=${encodeURIComponent('Type==Keys')}`,
      })
    ).json();
    expect(event[0]).toMatchObject({
      UserName: 'operator',
      Message: expect.stringMatching(/^Sealed \d+ Key Manager value\(s\) again/),
    });
  });
});

/** The app's own key, as a test sees it: SECRETS_KEY on PostgreSQL, the generated file on SQLite. */
function ringKeyOf(t: TestApp): Buffer {
  return parseSecretsKey(t.config.secretsKey ?? readFileSync(join(t.config.dataDir, 'secrets-key'), 'utf8'));
}
