// The Redirects screen's rules on every generic write of a Redirect (/api/v1/db/redirect: create, PATCH, PUT, PUT /all,
// POST /all, /batch), on both databases (site/redirects/redirect-write-rule.ts): a type that is no redirect status, a From that
// is no site path, a To that is javascript: or //host, a self-redirect and a loop with the stored redirects are 422s
// naming the field, and a multi-record write with one bad redirect changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import type { ErrorBody as ErrorAnswer } from '../../src/shared/api/common.js';

const DB = '/api/v1/db/redirect';

describe.each(testDialects())('Redirect rules on the generic interface (%s)', (dialect) => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.call(t.adminToken, {
      method,
      url: `${DB}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const refused = (res: { statusCode: number; body: string; json(): unknown }, field: string, message: RegExp) => {
    expect(res.statusCode, res.body).toBe(422);
    const answer = res.json() as ErrorAnswer;
    expect(answer.status).toBe(422);
    expect(answer.errors[0].field).toBe(field);
    expect(answer.errors[0].message).toMatch(message);
  };
  const stored = async (prefix: string) =>
    await t.db.all<{ RFrom: string; RTo: string; RType: string }>(
      t.db.builder
        .selectFrom('Redirect')
        .select(['RFrom', 'RTo', 'RType'])
        .where('RFrom', 'like', `${prefix}%`)
        .orderBy('RFrom')
        .compile(),
    );
  const create = async (RFrom: string, RTo: string, RType = '301') => {
    const res = await call('POST', '', { RFrom, RTo, RType });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { RId: number; RFrom: string; RTo: string; RType: string };
  };

  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  it('refuses what the Redirects screen refuses on a single create, naming the field', async () => {
    refused(
      await call('POST', '', { RFrom: '/explore-js', RTo: 'javascript:alert(document.cookie)', RType: '301' }),
      'RTo',
      /^To starts with \/ .*javascript:/,
    );
    refused(
      await call('POST', '', { RFrom: '/explore-proto', RTo: '//evil.example/x', RType: '301' }),
      'RTo',
      /^To starts with \//,
    );
    refused(
      await call('POST', '', { RFrom: '/explore-999', RTo: '/x', RType: '999' }),
      'RType',
      /^"999" is no redirect type: use 301, 302, 307, 308/,
    );
    refused(
      await call('POST', '', { RFrom: '/explore-42', RTo: '/x', RType: '42' }),
      'RType',
      /^"42" is no redirect type/,
    );
    refused(
      await call('POST', '', { RFrom: 'explore-no-slash', RTo: '/x', RType: '301' }),
      'RFrom',
      /^From is a path of this site/,
    );
    refused(
      await call('POST', '', { RFrom: '/explore-b', RTo: '/explore-b', RType: '301' }),
      'RTo',
      /^A redirect cannot lead to itself/,
    );
    // The same URL as the checker compares it (case, trailing slash).
    refused(
      await call('POST', '', { RFrom: '/Explore-C/', RTo: '/explore-c', RType: '301' }),
      'RTo',
      /cannot lead to itself/,
    );
    expect(await stored('/explore')).toEqual([]);
    expect(await stored('explore')).toEqual([]);
    // What the screen accepts passes: the four redirect types, a path or another site's address.
    for (const [i, type] of ['301', '302', '307', '308'].entries())
      await create(`/explore-ok-${i}`, i % 2 ? `https://elsewhere.example/${i}` : `/target-${i}`, type);
    expect(await stored('/explore-ok')).toHaveLength(4);
  });

  it('refuses a write that closes a loop, naming the chain, on create and on update', async () => {
    await create('/loop-a', '/loop-b');
    refused(
      await call('POST', '', { RFrom: '/loop-b', RTo: '/loop-a', RType: '301' }),
      'RTo',
      /^This redirect would make a loop: \/loop-b → \/loop-a → \/loop-b\./,
    );
    await create('/loop-b', '/loop-c');
    const c = await create('/loop-c', '/loop-end');
    // A three-hop circle found through paths that differ only in case and slashes.
    refused(
      await call('PATCH', `/${c.RId}`, { RTo: '/LOOP-A/' }),
      'RTo',
      /loop: \/loop-c → \/LOOP-A\/ → \/loop-b → \/loop-c\./,
    );
    refused(
      await call('PUT', `/${c.RId}`, { RFrom: '/loop-c', RTo: '/loop-a', RType: '301' }),
      'RTo',
      /would make a loop/,
    );
    expect((await call('GET', `/${c.RId}`)).json()).toMatchObject({ RTo: '/loop-end' });
    // Re-pointing the row that starts the chain is no loop with its own old self.
    const a = (await t.db.first<{ RId: number }>(
      t.db.builder.selectFrom('Redirect').select('RId').where('RFrom', '=', '/loop-a').compile(),
    ))!;
    expect((await call('PATCH', `/${a.RId}`, { RTo: '/loop-c' })).statusCode).toBe(200);
    // The checker reports no loop where the writes were refused.
    const check = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/mc/redirects/check?url=${encodeURIComponent('/loop-a')}`,
    });
    expect(check.json().outcome).not.toBe('loop');
  });

  it('refuses PUT /all, POST /all and /batch with one bad record as a whole, naming the item', async () => {
    const x = await create('/many-x', '/x');
    const y = await create('/many-y', '/y');
    const many = await call('PUT', '/all', [
      { RId: x.RId, RFrom: '/many-x', RTo: '/x2', RType: '302' },
      { RId: y.RId, RFrom: '/many-y', RTo: 'javascript:alert(1)', RType: '301' },
    ]);
    refused(many, 'RTo', /^items\[1\]: To starts with/);
    const createMany = await call('POST', '/all', [
      { RFrom: '/many-new', RTo: '/n', RType: '301' },
      { RFrom: '/many-bad', RTo: '/n', RType: '42' },
    ]);
    refused(createMany, 'RType', /^items\[1\]: "42" is no redirect type/);
    // A loop made inside one batch: the second create sees the first.
    const batch = await call('POST', '/batch', {
      creates: [
        { RFrom: '/many-p', RTo: '/many-q', RType: '301' },
        { RFrom: '/many-q', RTo: '/many-p', RType: '301' },
      ],
      updates: [{ RId: x.RId, RTo: '/x3' }],
      deletes: [],
    });
    refused(batch, 'RTo', /^creates\[1\]: This redirect would make a loop: \/many-q → \/many-p → \/many-q/);
    expect(await stored('/many')).toEqual([
      { RFrom: '/many-x', RTo: '/x', RType: '301' },
      { RFrom: '/many-y', RTo: '/y', RType: '301' },
    ]);
  });

  it('does not check again what an update leaves as stored (rows older than the rule)', async () => {
    // Rows saved before the rule, straight into the table.
    await t.db.run(
      t.db.builder
        .insertInto('Redirect')
        .values({ RFrom: '/older-js', RTo: 'javascript:void(0)', RType: '999', RHits: 0 })
        .compile(),
    );
    const older = (await t.db.first<{ RId: number }>(
      t.db.builder.selectFrom('Redirect').select('RId').where('RFrom', '=', '/older-js').compile(),
    ))!;
    const row = (await call('GET', `/${older.RId}`)).json() as Record<string, unknown>;
    // Sent back unchanged (what the admin's edit form does) it is saved; a changed field is checked.
    expect((await call('PUT', `/${older.RId}`, { RFrom: row.RFrom, RTo: row.RTo, RType: row.RType })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `/${older.RId}`, { RTo: '/fixed' })).statusCode).toBe(200);
    refused(await call('PATCH', `/${older.RId}`, { RType: '303' }), 'RType', /^"303" is no redirect type/);
  });
});
