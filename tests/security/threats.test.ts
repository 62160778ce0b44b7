// Security rows 1 (secrets through filters/orderBy/fields/batch), 2 (names
// injected where field names go) and 6 (forged tokens), generated from the
// schema so a new secret field is covered the day it is added.
import { SignJWT, decodeJwt } from 'jose';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA } from '../../src/shared/generated/entities.generated.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const OPERATORS = ['==', '!=', '>', '>=', '<', '<=', '~', '!~', '^', '$'];
const SECRETS = Object.values(SCHEMA).flatMap((e) =>
  e.fieldOrder.filter((f) => e.fields[f].secret).map((f) => [e.name, f] as const),
);

describe.each(testDialects())('threat rows 1, 2, 6 (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let secretValues: string[];
  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'editor',
      email: 'editor@example.test',
      password: 'editor-password-1',
      displayName: 'Editor',
      roles: ['Admin'],
    });
    admin = await t.login('editor', 'editor-password-1');
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/keymanager',
      payload: { KmName: 'api', KmValue: 'kv-secret-value-123' },
    });
    const hashes = await t.db.all<{ PasswordHash: string; SecurityStamp: string }>({
      sql: 'SELECT "PasswordHash", "SecurityStamp" FROM "AspNetUsers"',
      parameters: [],
    });
    secretValues = ['kv-secret-value-123', ...hashes.flatMap((h) => [h.PasswordHash, h.SecurityStamp])];
  });
  afterAll(async () => t?.close());

  it('covers every secret field of the schema', () => {
    expect(SECRETS.map(([e, f]) => `${e}.${f}`)).toEqual(
      expect.arrayContaining([
        'AspNetUsers.PasswordHash',
        'AspNetUsers.SecurityStamp',
        'AspNetUserTokens.Value',
        'KeyManager.KmValue',
      ]),
    );
  });

  it('refuses every secret field with every operator, in orderBy and in fields, for Admin and MoJoAdmin', async () => {
    for (const [entity, field] of SECRETS) {
      const queries = [
        ...OPERATORS.map((op) => `filters=${encodeURIComponent(`${field}${op}a`)}`),
        `filters=${encodeURIComponent(`${field}==null`)}`,
        `filters=${encodeURIComponent(`Id==x,|${field}~a`)}`,
        `orderBy=${encodeURIComponent(`${field} asc`)}`,
        `orderBy=${encodeURIComponent(`${SCHEMA[entity].key[0]} asc,${field} desc`)}`,
        `fields=${encodeURIComponent(field)}`,
        `fields=${encodeURIComponent(`${SCHEMA[entity].key[0]},${field}`)}`,
      ];
      for (const token of [t.adminToken, admin]) {
        for (const q of queries) {
          for (const paging of ['pageNumber=1&', '']) {
            const res = await t.call(token, { method: 'GET', url: `/api/v1/db/${entity}?${paging}${q}` });
            expect([400, 403], `${entity} ${q} → ${res.statusCode}`).toContain(res.statusCode);
            for (const v of secretValues) expect(res.body).not.toContain(v);
          }
        }
      }
    }
  });

  it('never returns a secret in any answer, reads or writes', async () => {
    const answers: string[] = [];
    for (const entity of ['AspNetUsers', 'KeyManager', 'AspNetUserTokens']) {
      const list = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/${entity}?pageNumber=1&pageSize=500` });
      answers.push(list.body, (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/${entity}` })).body);
    }
    const km = (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/keymanager?pageNumber=1' })).json()[0];
    answers.push((await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/keymanager/${km.KmId}` })).body);
    answers.push(
      (
        await t.call(t.adminToken, {
          method: 'PATCH',
          url: `/api/v1/db/keymanager/${km.KmId}`,
          payload: { KmDescription: 'd' },
        })
      ).body,
    );
    answers.push(
      (
        await t.call(t.adminToken, {
          method: 'POST',
          url: '/api/v1/db/keymanager/batch',
          payload: { updates: [{ KmId: km.KmId, KmDescription: 'e' }] },
        })
      ).body,
    );
    answers.push((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/auditlog?pageSize=500' })).body);
    for (const body of answers) for (const v of secretValues) expect(body).not.toContain(v);
    // a secret field may appear only as a redacted audit diff entry, never with a value
    expect(answers.join('')).not.toMatch(/"(PasswordHash|SecurityStamp|KmValue|Value)":"/);
    expect(answers.join('')).toContain('"KmValue":[null,"[redacted]"]');
  });

  it.each([
    'filters=' + encodeURIComponent('"CTitle"==x'),
    'filters=' + encodeURIComponent('CTitle;DROP TABLE Content==x'),
    'filters=' + encodeURIComponent('content.CTitle==x'),
    'filters=' + encodeURIComponent('ctitle==x'),
    'filters=' + encodeURIComponent('CTITLE==x'),
    'orderBy=' + encodeURIComponent('CTitle asc; DELETE FROM Content'),
    'orderBy=' + encodeURIComponent('(SELECT 1) asc'),
    'orderBy=' + encodeURIComponent('"CTitle" asc'),
    'orderBy=' + encodeURIComponent('CTitle ASC NULLS FIRST'),
    'fields=' + encodeURIComponent('CTitle as x'),
    'fields=' + encodeURIComponent('*'),
    'fields=' + encodeURIComponent('count(*)'),
    'fields[]=CTitle',
    'filters=a&filters=b',
    'where=1',
  ])('refuses a name that is not exactly the schema (%s)', async (q) => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/content?pageNumber=1&${q}` });
    expect(res.statusCode).toBe(400);
    const count = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/content?pageNumber=1&pageSize=1' });
    expect(JSON.parse(String(count.headers['x-pagination'])).totalCount).toBeGreaterThan(0);
  });

  it('refuses forged tokens: alg none, wrong key, wrong audience or issuer, expired, future nbf, edited claims', async () => {
    // The real key: JWT_SECRET where set (PostgreSQL requires it), else the one generated into DATA_DIR.
    const key = new TextEncoder().encode(
      t.config.jwtSecret ?? readFileSync(join(t.config.dataDir, 'jwt-secret'), 'utf8').trim(),
    );
    const claims = decodeJwt(t.adminToken);
    const now = Math.floor(Date.now() / 1000);
    const sign = (over: Record<string, unknown>, alg = 'HS256', k = key) =>
      new SignJWT({ ...claims, ...over }).setProtectedHeader({ alg }).sign(k);
    // the real key accepts a faithful copy: the cases below fail for the reason named
    expect((await t.call(await sign({}), { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).statusCode).toBe(200);
    const forged = {
      'alg none': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${t.adminToken.split('.')[1]}.`,
      'wrong key': await sign({}, 'HS256', new TextEncoder().encode('k'.repeat(64))),
      'HS512 with the key': await sign({}, 'HS512'),
      'wrong audience': await sign({ aud: 'someone-else' }),
      'wrong issuer': await sign({ iss: 'someone-else' }),
      expired: await sign({ exp: now - 10, iat: now - 100 }),
      'future nbf': await sign({ nbf: now + 3600 }),
      'no exp': await sign({ exp: undefined }),
      'edited claims': `${t.adminToken.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, role: 'MoJoAdmin', userId: 'x' })).toString('base64url')}.${t.adminToken.split('.')[2]}`,
    };
    for (const [name, token] of Object.entries(forged)) {
      const res = await t.call(token, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 401 });
    }
  });
});
