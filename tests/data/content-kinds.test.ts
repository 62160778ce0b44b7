// The write precondition of the screens that edit one kind of Content
// (issue 25 item 1, decision 0094), on both databases: PATCH, PUT and DELETE
// of /api/v1/db/content/{CId}?kind=banner|microsite|career are refused (409,
// in staff words: "1052 is not a banner") unless the record is of that kind,
// and the record is left as it was. The reproduction: the banner form saved
// over a web page's CIntroText and CMetaData.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import type { ErrorBody } from '../../src/shared/api/common.js';

const DB = '/api/v1/db/content';

describe.each(testDialects())('Content kind precondition (%s)', (dialect) => {
  let t: TestApp;
  let webPage: number;
  let banner: number;
  let microsite: number;
  let career: number;
  let customPage: number; // a Custom_Page not under Careers: not a career
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => t.call(t.adminToken, { method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (record: Record<string, unknown>) => {
    const res = await call('POST', DB, record);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().CId as number;
  };
  const row = async (cId: number) => (await call('GET', `${DB}/${cId}`)).json() as Record<string, unknown>;
  const refused = (res: { statusCode: number; body: string; json(): unknown }, message: string) => {
    expect(res.statusCode, res.body).toBe(409);
    expect((res.json() as ErrorBody).errors[0].message).toBe(message);
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    webPage = await create({
      CtId: 1,
      CTitle: 'About the library',
      CSeoUrl: '/about-the-library',
      CIntroText: 'Opening hours',
      CMetaData: { Layout: 'wide' },
    });
    banner = await create({ CtId: 65, CTitle: 'Spring sale', CMetaData: { Enabled: false } });
    microsite = await create({ CtId: 57, TemplateId: 57, CTitle: 'Community', CSeoUrl: '/community' });
    career = await create({ CtId: 6, CTitle: 'Librarian', CSeoUrl: '/careers/librarian' });
    expect((await call('POST', '/api/v1/db/tagtocontent', { TId: 214, CId: career })).statusCode).toBe(201);
    customPage = await create({ CtId: 6, CTitle: 'Volunteer day', CSeoUrl: '/volunteer-day' });
  });
  afterAll(async () => t?.close());

  it('refuses the banner form’s save over a web page, leaving the page as it was', async () => {
    const before = await row(webPage);
    const etag = (await call('GET', `${DB}/${webPage}`)).headers.etag as string;
    refused(
      await call(
        'PATCH',
        `${DB}/${webPage}?kind=banner`,
        { CIntroText: 'Typed in the banner form', CMetaData: { Layout: 'wide', Enabled: false } },
        { 'If-Match': etag },
      ),
      `${webPage} is not a banner: nothing was changed`,
    );
    refused(
      await call('PUT', `${DB}/${webPage}?kind=banner`, { CtId: 1, CTitle: 'Overwritten' }),
      `${webPage} is not a banner: nothing was changed`,
    );
    refused(
      await call('PATCH', `${DB}/${webPage}?kind=microsite`, { CTitle: 'x' }),
      `${webPage} is not a microsite: nothing was changed`,
    );
    refused(
      await call('PATCH', `${DB}/${webPage}?kind=career`, { CTitle: 'x' }),
      `${webPage} is not a career: nothing was changed`,
    );
    expect(await row(webPage)).toEqual(before);
  });

  it('lets each kind’s own record through, with If-Match as before', async () => {
    const etag = (await call('GET', `${DB}/${banner}`)).headers.etag as string;
    const saved = await call(
      'PATCH',
      `${DB}/${banner}?kind=banner`,
      { CIntroText: 'Half price' },
      { 'If-Match': etag },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().CIntroText).toBe('Half price');
    // A stale If-Match is still a 412 on a record of the right kind.
    expect(
      (await call('PATCH', `${DB}/${banner}?kind=banner`, { CIntroText: 'Stale' }, { 'If-Match': etag })).statusCode,
    ).toBe(412);
    expect((await call('PATCH', `${DB}/${microsite}?kind=microsite`, { CTitle: 'Community hub' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `${DB}/${career}?kind=career`, { CTitle: 'Senior librarian' })).statusCode).toBe(200);
    // Without the precondition the generic interface is unchanged (the raw Content screen, the Data browser).
    expect((await call('PATCH', `${DB}/${webPage}`, { CTitle: 'About the library' })).statusCode).toBe(200);
  });

  it('refuses a career screen’s write to a Custom_Page that is not under Careers, and a banner turned into another type', async () => {
    refused(
      await call('PATCH', `${DB}/${customPage}?kind=career`, { CTitle: 'x' }),
      `${customPage} is not a career: nothing was changed`,
    );
    refused(
      await call('PATCH', `${DB}/${banner}?kind=microsite`, { CTitle: 'x' }),
      `${banner} is not a microsite: nothing was changed`,
    );
    // The same call may not make the banner something else.
    const res = await call('PATCH', `${DB}/${banner}?kind=banner`, { CtId: 1, CSeoUrl: '/was-a-banner' });
    expect(res.statusCode, res.body).toBe(409);
    expect((res.json() as ErrorBody).errors[0].message).toBe(
      `${banner} is a banner and stays one: nothing was changed`,
    );
    expect((await row(banner)).CtId).toBe(65);
  });

  it('refuses a write to a record whose type changed after the screen checked it', async () => {
    const other = await create({ CtId: 65, CTitle: 'Autumn sale' });
    // The screen has checked: a banner. Someone else makes it a web page meanwhile.
    expect((await call('PATCH', `${DB}/${other}`, { CtId: 1, CSeoUrl: '/autumn' })).statusCode).toBe(200);
    refused(
      await call('PATCH', `${DB}/${other}?kind=banner`, { CIntroText: 'Banner text' }),
      `${other} is not a banner: nothing was changed`,
    );
    expect((await row(other)).CIntroText ?? null).toBeNull();
  });

  it('refuses a delete of a record of another kind, and deletes the right kind', async () => {
    refused(await call('DELETE', `${DB}/${webPage}?kind=banner`), `${webPage} is not a banner: nothing was changed`);
    expect((await call('GET', `${DB}/${webPage}`)).statusCode).toBe(200);
    refused(
      await call('DELETE', `${DB}/${customPage}?kind=career`),
      `${customPage} is not a career: nothing was changed`,
    );
    expect((await call('GET', `${DB}/${customPage}`)).statusCode).toBe(200);
    const gone = await create({ CtId: 65, CTitle: 'Old banner' });
    expect((await call('DELETE', `${DB}/${gone}?kind=banner`)).statusCode).toBe(204);
    expect((await call('GET', `${DB}/${gone}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the kinds for an unknown kind, and 404 for an unknown record', async () => {
    const res = await call('PATCH', `${DB}/${banner}?kind=page`, { CTitle: 'x' });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as ErrorBody).errors[0]).toMatchObject({ field: 'kind' });
    expect((res.json() as ErrorBody).errors[0].message).toMatch(/"banner", "microsite", "career"/);
    expect((await call('PATCH', `${DB}/999999?kind=banner`, { CTitle: 'x' })).statusCode).toBe(404);
  });
});
