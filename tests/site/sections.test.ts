// GET /api/v1/mc/sections/{TId}/content: the content linked to a tag, paged,
// searched and sorted like the generic list, without the client sending the
// linked ids (which, OR-ed with a search's alternatives, pass the filter
// grammar's 50 terms); narrowed by a Maintenance User's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const CAREERS = 214;
const CUSTOM_PAGE = 6;
const LINKED = 60;
const pad = (n: number) => String(n).padStart(2, '0');
/** Every tenth opening is a welder's: 6 of the 60 linked ones. */
const titleOf = (n: number) => (n % 10 === 0 ? `Welder ${pad(n)}` : `Opening ${pad(n)}`);
/** The admin list's search: the table search over title and URL, each alternative with the permanent filter. */
const searchFilter = (text: string) =>
  `CtId==${CUSTOM_PAGE},CDeleted==false,CTitle~${text},|CtId==${CUSTOM_PAGE},CDeleted==false,CSeoUrl~${text}`;
const url = (query: Record<string, string | number>) =>
  `/api/v1/mc/sections/${CAREERS}/content?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

describe.each(testDialects())('section content (%s)', (dialect) => {
  let t: TestApp;
  let linkedIds: number[];
  let unlinkedWelder: number;

  beforeAll(async () => {
    t = await startApp(dialect);
    const pages = Array.from({ length: LINKED }, (_, i) => ({
      CtId: CUSTOM_PAGE,
      CTitle: titleOf(i + 1),
      CSeoUrl: `/careers/job-${i + 1}`,
      CDeleted: false,
    }));
    const created = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content/all',
      payload: [
        ...pages,
        { CtId: CUSTOM_PAGE, CTitle: 'Welder, not linked', CSeoUrl: '/careers/other', CDeleted: false },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const ids = (created.json() as { CId: number }[]).map((r) => r.CId);
    linkedIds = ids.slice(0, LINKED);
    unlinkedWelder = ids[LINKED];
    const links = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tagtocontent/all',
      payload: linkedIds.map((CId, i) => ({ TId: CAREERS, CId, CSortOrder: i + 1 })),
    });
    expect(links.statusCode, links.body).toBe(201);
  });
  afterAll(async () => t?.close());

  it('pages the 60 linked items with the generic paging record', async () => {
    const res = await t.call(t.adminToken, {
      method: 'GET',
      url: url({ pageNumber: 2, pageSize: 25, filters: `CtId==${CUSTOM_PAGE},CDeleted==false`, orderBy: 'CTitle asc' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(String(res.headers['x-pagination']))).toEqual({
      pageNumber: 2,
      pageSize: 25,
      currentPage: 2,
      hasNext: true,
      hasPrevious: true,
      totalPages: 3,
      totalCount: LINKED,
      previousPageNumber: 1,
      nextPageNumber: 3,
    });
    const rows = res.json() as { CId: number; CTitle: string }[];
    expect(rows).toHaveLength(25);
    const titles = linkedIds.map((_, i) => titleOf(i + 1)).sort();
    expect(rows.map((r) => r.CTitle)).toEqual(titles.slice(25, 50));
  });

  it('searches them with the list search, where the ids OR-ed with the search break the generic filter', async () => {
    const res = await t.call(t.adminToken, {
      method: 'GET',
      url: url({ pageNumber: 1, pageSize: 20, filters: searchFilter('welder'), orderBy: 'CTitle asc' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { CTitle: string }[]).map((r) => r.CTitle)).toEqual(
      [10, 20, 30, 40, 50, 60].map((n) => `Welder ${n}`),
    );
    expect(JSON.parse(String(res.headers['x-pagination'])).totalCount).toBe(6);
    // What the list used to send: one alternative per id and search field, 120 terms.
    const byIds = linkedIds.flatMap((CId) => [`CId==${CId},CTitle~welder`, `CId==${CId},CSeoUrl~welder`]).join(',|');
    const generic = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/content?pageNumber=1&filters=${encodeURIComponent(byIds)}`,
    });
    expect(generic.statusCode).toBe(400);
    expect(generic.json().errors[0].message).toMatch(/^Filter has 240 terms; the limit is 50/);
  });

  it('answers every row without pageNumber (the CSV export), with the projection asked for', async () => {
    const res = await t.call(t.adminToken, {
      method: 'GET',
      url: url({ filters: searchFilter('welder'), fields: 'CId,CTitle' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-pagination']).toBeUndefined();
    const rows = res.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(6);
    expect(Object.keys(rows[0]).sort()).toEqual(['CId', 'CTitle']);
    expect(rows.map((r) => r.CId)).not.toContain(unlinkedWelder);
  });

  it('refuses what the generic list refuses, an unknown tag and a bad tag id', async () => {
    const unknownField = await t.call(t.adminToken, { method: 'GET', url: url({ pageNumber: 1, filters: 'Nope==1' }) });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors[0].message).toBe('Unknown field "Nope" in filters of Content');
    const unknownTag = await t.call(t.adminToken, {
      method: 'GET',
      url: '/api/v1/mc/sections/987654/content?pageNumber=1',
    });
    expect(unknownTag.statusCode).toBe(404);
    expect(unknownTag.json().errors[0].message).toBe('Tag 987654 was not found');
    const badTag = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sections/abc/content?pageNumber=1' });
    expect(badTag.statusCode).toBe(400);
    const anonymous = await t.call(undefined, { method: 'GET', url: url({ pageNumber: 1 }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a Maintenance User only the linked content in their scope, as the generic list would', async () => {
    const mine = linkedIds[9]; // 'Welder 10'
    await t.addUser({
      userName: 'recruiter',
      email: 'recruiter@example.test',
      password: 'recruiter-password-1',
      displayName: 'Recruiter',
      roles: ['Maintenance User'],
      claims: [
        ['TId', '201'],
        ['CId', String(mine)],
        ['CId', String(unlinkedWelder)],
      ],
    });
    const token = await t.login('recruiter', 'recruiter-password-1');
    const res = await t.call(token, {
      method: 'GET',
      url: url({ pageNumber: 1, pageSize: 20, filters: searchFilter('welder') }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { CId: number }[]).map((r) => r.CId)).toEqual([mine]);
    expect(JSON.parse(String(res.headers['x-pagination'])).totalCount).toBe(1);
    const all = await t.call(token, { method: 'GET', url: url({ filters: `CtId==${CUSTOM_PAGE}` }) });
    expect((all.json() as { CId: number }[]).map((r) => r.CId)).toEqual([mine]);
  });

  it('follows linking and unlinking at once (no stale total)', async () => {
    const before = await t.call(t.adminToken, {
      method: 'GET',
      url: url({ pageNumber: 1, filters: searchFilter('welder') }),
    });
    expect(JSON.parse(String(before.headers['x-pagination'])).totalCount).toBe(6);
    const link = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tagtocontent',
      payload: { TId: CAREERS, CId: unlinkedWelder, CSortOrder: 99 },
    });
    expect(link.statusCode, link.body).toBe(201);
    const after = await t.call(t.adminToken, {
      method: 'GET',
      url: url({ pageNumber: 1, filters: searchFilter('welder') }),
    });
    expect(JSON.parse(String(after.headers['x-pagination'])).totalCount).toBe(7);
    const unlink = await t.call(t.adminToken, {
      method: 'DELETE',
      url: `/api/v1/db/tagtocontent/[${CAREERS},${unlinkedWelder}]`,
    });
    expect(unlink.statusCode, unlink.body).toBe(204);
    const again = await t.call(t.adminToken, {
      method: 'GET',
      url: url({ pageNumber: 1, filters: searchFilter('welder') }),
    });
    expect(JSON.parse(String(again.headers['x-pagination'])).totalCount).toBe(6);
  });
});
