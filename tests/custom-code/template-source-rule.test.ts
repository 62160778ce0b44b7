// The Liquid check of Template.TSource on every generic write (/api/v1/db/template: create, create-many, PATCH,
// PUT, replace-many, batch), on both databases: a source liquidjs cannot parse is a 422 naming TSource with the
// line and column, as Template Files answers; a multi-record write with one bad source changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const DB = '/api/v1/db/template';
const BROKEN = '<main>\n  {% for b in blocks %}\n  {{ b.copy }}\n</main>'; // the for tag is never closed: line 2, column 3
const GOOD = '<main>{% for b in blocks %}{{ b.copy }}{% endfor %}</main>';

interface ErrorAnswer {
  errors: { message: string; field?: string; line?: number; column?: number }[];
  status: number;
}

describe.each(testDialects())('Template.TSource on the generic interface (%s)', (dialect) => {
  let t: TestApp;
  let admin: string; // Admin: the generic interface's writer of Template (Template Files itself is MoJoAdmin's)

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.call(admin, { method, url: `${DB}${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
  const source = async (id: number) =>
    (
      await t.db.first<{ TSource: string | null }>(
        t.db.builder.selectFrom('Template').select('TSource').where('TemplateId', '=', id).compile(),
      )
    )?.TSource ?? null;
  const expectLiquidError = (res: { statusCode: number; body: string; json(): unknown }, message: RegExp) => {
    expect(res.statusCode, res.body).toBe(422);
    const answer = res.json() as ErrorAnswer;
    expect(answer.status).toBe(422);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]).toMatchObject({ field: 'TSource', line: 2, column: 3 });
    expect(answer.errors[0].message).toMatch(message);
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

  it('refuses a source that does not parse on one record (PATCH, PUT, create), with the line and column, and writes nothing', async () => {
    const before = await source(1);
    expectLiquidError(
      await call('PATCH', '/1', { TSource: BROKEN }),
      /^Line 2, column 3: tag \{% for b in blocks %\} not closed/,
    );
    const row = (await call('GET', '/1')).json() as Record<string, unknown>;
    expectLiquidError(
      await call('PUT', '/1', { ...row, TSource: BROKEN, TLastModified: undefined }),
      /^Line 2, column 3: /,
    );
    expect(await source(1)).toBe(before);

    expectLiquidError(
      await call('POST', '', { TemplateId: 901, TName: 'Broken layout', TSource: BROKEN }),
      /^Line 2, column 3: /,
    );
    const created = await call('POST', '', { TemplateId: 902, TName: 'Good layout', TSource: GOOD });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ TemplateId: 902, TName: 'Good layout', TSource: GOOD });
    expect(
      await t.db.first(
        t.db.builder.selectFrom('Template').select('TemplateId').where('TName', '=', 'Broken layout').compile(),
      ),
    ).toBeUndefined();

    const saved = await call('PATCH', '/1', { TSource: GOOD });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await source(1)).toBe(GOOD);
    // Clearing the source, or changing another field, is not a Liquid question.
    expect((await call('PATCH', '/1', { TSource: null })).statusCode).toBe(200);
    expect((await call('PATCH', '/1', { TDescription: 'Web page layout' })).statusCode).toBe(200);
  });

  it('refuses a batch, a create-many and a replace-many with one bad source as a whole, naming the item', async () => {
    await call('PATCH', '/2', { TSource: GOOD });
    const [one, two] = [await source(1), await source(2)];

    const batch = await call('POST', '/batch', {
      updates: [
        { TemplateId: 1, TSource: '<p>{{ page.title }}</p>' },
        { TemplateId: 2, TSource: BROKEN },
      ],
    });
    expectLiquidError(batch, /^updates\[1\]: Line 2, column 3: tag \{% for b in blocks %\} not closed/);
    const simple = await call('POST', '/batch', [
      { forced: 'create', TemplateId: 903, TName: 'Batch layout', TSource: BROKEN },
      { TemplateId: 1, TSource: '<p>{{ page.title }}</p>' },
    ]);
    expectLiquidError(simple, /^creates\[0\]: Line 2, column 3: /);
    expect([await source(1), await source(2)]).toEqual([one, two]);

    expectLiquidError(
      await call('POST', '/all', [
        { TemplateId: 904, TName: 'First of many', TSource: GOOD },
        { TemplateId: 905, TName: 'Second of many', TSource: BROKEN },
      ]),
      /^items\[1\]: Line 2, column 3: /,
    );
    expect(
      await t.db.first(
        t.db.builder.selectFrom('Template').select('TemplateId').where('TName', '=', 'First of many').compile(),
      ),
    ).toBeUndefined();

    const rows = [(await call('GET', '/1')).json(), (await call('GET', '/2')).json()] as Record<string, unknown>[];
    const replace = await call('PUT', '/all', [
      { ...rows[0], TSource: '<p>{{ page.title }}</p>', TLastModified: undefined },
      { ...rows[1], TSource: BROKEN, TLastModified: undefined },
    ]);
    expectLiquidError(replace, /^items\[1\]: Line 2, column 3: /);
    expect([await source(1), await source(2)]).toEqual([one, two]);

    const good = await call('POST', '/batch', {
      updates: [
        { TemplateId: 1, TSource: '<p>{{ page.title }}</p>' },
        { TemplateId: 2, TSource: '<p>{{ page.title | upcase }}</p>' },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect([await source(1), await source(2)]).toEqual(['<p>{{ page.title }}</p>', '<p>{{ page.title | upcase }}</p>']);
  });
});
