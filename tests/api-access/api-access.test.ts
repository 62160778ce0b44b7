// API Access (issue 13 item 5) on both databases: a group is created, read
// and saved with its endpoints in one call and one transaction (the spec's
// relational batch), every row audited; the shared rules refuse bad input
// naming the field; a stale version is refused; only MoJoAdmin may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const BASE = '/api/v1/mc/api-access';
type Endpoint = {
  AeId?: number | null;
  AeMethod: string;
  AePath: string;
  AeDescription?: string | null;
  AeEnabled?: boolean;
};

describe.each(testDialects())('API access (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    token = t.adminToken,
  ) => t.call(token, { method, url: `${BASE}${url}`, payload: payload as object, headers });
  const auditOf = async (filters: string) =>
    (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/auditlog?pageNumber=1&pageSize=100&orderBy=${encodeURIComponent('AlId asc')}&filters=${encodeURIComponent(filters)}`,
      })
    ).json();
  const newGroup = async (name: string, endpoints: Endpoint[]) => {
    const res = await send('POST', '', {
      group: { AgName: name, AgDescription: 'Partner feeds', AgEnabled: true },
      endpoints,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res;
  };

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
  });
  afterAll(async () => t?.close());

  it('creates a group with its endpoints, reads it back with a version, and audits every row', async () => {
    const created = await newGroup('Partners', [
      { AeMethod: 'GET', AePath: '/api/partners/news', AeDescription: 'News feed' },
      { AeMethod: 'POST', AePath: '/api/partners/leads', AeEnabled: false },
    ]);
    const { group, endpoints } = created.json();
    expect(group).toMatchObject({ AgName: 'Partners', AgDescription: 'Partner feeds', AgEnabled: true });
    expect(endpoints).toMatchObject([
      { AgId: group.AgId, AeMethod: 'GET', AePath: '/api/partners/news', AeDescription: 'News feed', AeEnabled: true },
      { AgId: group.AgId, AeMethod: 'POST', AePath: '/api/partners/leads', AeDescription: null, AeEnabled: false },
    ]);
    const read = await send('GET', `/${group.AgId}`);
    expect(read.json()).toEqual(created.json());
    expect(read.headers.etag).toBe(created.headers.etag);
    expect((await auditOf(`Entity==ApiGroup,EntityKey==${group.AgId}`)).map((a: { Type: string }) => a.Type)).toEqual([
      'Create',
    ]);
    expect(
      await auditOf(
        `Entity==ApiEndpoint,Type==Create,EntityKey==${endpoints[0].AeId},|Entity==ApiEndpoint,Type==Create,EntityKey==${endpoints[1].AeId}`,
      ),
    ).toHaveLength(2);
    const list = (await send('GET', '')).json();
    expect(list.find((g: { group: { AgId: number } }) => g.group.AgId === group.AgId)).toEqual(created.json());
  });

  it('saves the group and its endpoints as one relational batch: kept ones updated, left-out ones deleted, new ones created', async () => {
    const created = (
      await newGroup('Reports', [
        { AeMethod: 'GET', AePath: '/api/reports/daily' },
        { AeMethod: 'GET', AePath: '/api/reports/weekly' },
        { AeMethod: 'GET', AePath: '/api/reports/monthly' },
      ])
    ).json();
    const [daily, weekly, monthly] = created.endpoints;
    const before = await send('GET', `/${created.group.AgId}`);
    const saved = await send(
      'PUT',
      `/${created.group.AgId}`,
      {
        group: { AgName: 'Reports (read-only)', AgDescription: '', AgEnabled: false },
        endpoints: [
          {
            AeId: daily.AeId,
            AeMethod: 'GET',
            AePath: '/api/reports/daily',
            AeDescription: 'Every morning',
            AeEnabled: true,
          },
          { AeId: monthly.AeId, AeMethod: 'GET', AePath: '/api/reports/monthly', AeDescription: null, AeEnabled: true },
          { AeMethod: 'GET', AePath: '/api/reports/yearly' },
        ],
      },
      { 'if-match': before.headers.etag as string },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json();
    expect(after.group).toMatchObject({ AgName: 'Reports (read-only)', AgDescription: null, AgEnabled: false });
    expect(after.endpoints.map((e: Endpoint) => [e.AeId, e.AePath, e.AeDescription])).toEqual([
      [daily.AeId, '/api/reports/daily', 'Every morning'],
      [monthly.AeId, '/api/reports/monthly', null],
      [expect.any(Number), '/api/reports/yearly', null],
    ]);
    expect(saved.headers.etag).not.toBe(before.headers.etag);
    const kinds = (
      await auditOf(
        `Entity==ApiEndpoint,EntityKey==${daily.AeId},|Entity==ApiEndpoint,EntityKey==${weekly.AeId},|Entity==ApiEndpoint,EntityKey==${monthly.AeId}`,
      )
    )
      .filter((a: { Type: string }) => a.Type !== 'Create')
      .map((a: { Type: string; EntityKey: string; Diff: unknown }) => [a.Type, Number(a.EntityKey), a.Diff]);
    // monthly was sent unchanged: no write, no entry.
    expect(kinds).toEqual([
      ['Delete', weekly.AeId, expect.objectContaining({ AePath: ['/api/reports/weekly', null] })],
      ['Update', daily.AeId, { AeDescription: [null, 'Every morning'] }],
    ]);
    expect((await auditOf(`Entity==ApiGroup,EntityKey==${created.group.AgId},Type==Update`))[0].Diff).toMatchObject({
      AgName: ['Reports', 'Reports (read-only)'],
      AgEnabled: [true, false],
    });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const created = (await newGroup('Checked', [{ AeMethod: 'GET', AePath: '/api/checked' }])).json();
    const id = created.group.AgId;
    const cases: [unknown, string, RegExp][] = [
      [{ group: { AgName: ' ' }, endpoints: [] }, 'group.AgName', /name is required/],
      [
        { group: { AgName: 'x' }, endpoints: [{ AeMethod: 'FETCH', AePath: '/a' }] },
        'endpoints[0].AeMethod',
        /must be one of GET, POST/,
      ],
      [
        {
          group: { AgName: 'x' },
          endpoints: [
            { AeMethod: 'GET', AePath: '/a' },
            { AeMethod: 'GET', AePath: 'no-slash' },
          ],
        },
        'endpoints[1].AePath',
        /must start with \//,
      ],
      [
        { group: { AgName: 'x' }, endpoints: [{ AeMethod: 'GET', AePath: '/a b' }] },
        'endpoints[0].AePath',
        /no spaces/,
      ],
      [
        {
          group: { AgName: 'x' },
          endpoints: [
            { AeMethod: 'GET', AePath: '/a' },
            { AeMethod: 'GET', AePath: '/a' },
          ],
        },
        'endpoints[1].AePath',
        /GET \/a is already endpoint 1/,
      ],
      [{ group: { AgName: 'x', AgEnabled: 'yes' }, endpoints: [] }, 'group.AgEnabled', /true or false/],
    ];
    for (const [body, field, words] of cases) {
      const res = await send('PUT', `/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field, message: expect.stringMatching(words) });
    }
    expect((await send('GET', `/${id}`)).json()).toEqual(created);
  });

  it('undoes the endpoint changes when the group itself is refused (one transaction)', async () => {
    await newGroup('Taken name', []);
    const created = (await newGroup('Atomic', [{ AeMethod: 'GET', AePath: '/api/atomic' }])).json();
    const res = await send('PUT', `/${created.group.AgId}`, {
      group: { AgName: 'Taken name' },
      endpoints: [{ AeMethod: 'DELETE', AePath: '/api/atomic/new' }],
    });
    expect(res.statusCode).toBe(409);
    expect((await send('GET', `/${created.group.AgId}`)).json()).toEqual(created);
  });

  it("refuses a save over someone else's change to the group or to one of its endpoints (412)", async () => {
    const created = await newGroup('Versioned', [{ AeMethod: 'GET', AePath: '/api/versioned' }]);
    const { group, endpoints } = created.json();
    const etag = created.headers.etag as string;
    await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/apiendpoint/${endpoints[0].AeId}`,
      payload: { AeEnabled: false },
    });
    const res = await send(
      'PUT',
      `/${group.AgId}`,
      { group: { AgName: 'Versioned' }, endpoints: [] },
      { 'if-match': etag },
    );
    expect(res.statusCode).toBe(412);
    expect((await send('GET', `/${group.AgId}`)).json().endpoints).toHaveLength(1);
  });

  it('deletes a group with its endpoints, audited', async () => {
    const { group, endpoints } = (await newGroup('Doomed', [{ AeMethod: 'GET', AePath: '/api/doomed' }])).json();
    expect(
      (await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/apigroup/${group.AgId}` })).statusCode,
    ).toBe(409); // the generic call cannot: endpoints point at it
    expect((await send('DELETE', `/${group.AgId}`)).statusCode).toBe(204);
    expect((await send('GET', `/${group.AgId}`)).statusCode).toBe(404);
    expect(await auditOf(`Type==Delete,Entity==ApiEndpoint,EntityKey==${endpoints[0].AeId}`)).toHaveLength(1);
    expect(await auditOf(`Type==Delete,Entity==ApiGroup,EntityKey==${group.AgId}`)).toHaveLength(1);
  });

  it('is for MoJoAdmin only, and names a bad id', async () => {
    const { group } = (await newGroup('Protected', [])).json();
    for (const [method, url] of [
      ['GET', ''],
      ['GET', `/${group.AgId}`],
      ['PUT', `/${group.AgId}`],
      ['POST', ''],
      ['DELETE', `/${group.AgId}`],
    ] as const) {
      const res = await send(
        method,
        url,
        method === 'PUT' || method === 'POST' ? { group: { AgName: 'Hijacked' }, endpoints: [] } : undefined,
        {},
        admin,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await send('GET', '/abc')).json().errors[0]).toMatchObject({ field: 'AgId' });
    expect((await send('GET', '/999999')).statusCode).toBe(404);
  });
});
