// POST /api/v1/mc/file/form (issue 14 item 6): a public form's file field.
// The X-Public-Access header names the form; the type comes from the bytes;
// the size and the per-address rate are limited; the file is stored as a
// secured file (never public), claimed by the form submit that names its
// token, and swept when nobody claims it within the hour (the clock moved
// with the app's injected clock, config.now). Both databases, both storage drivers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/server/platform/db/dialect.js';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { FORM_FILE_MAX_BYTES } from '../../src/server/forms/form-files.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import type { TestApp } from '../support/app.js';
import { startAppOnStorage, STORAGE_CASES } from '../support/app-on-storage.js';
import { EXE, PDF, png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';

describe.each(STORAGE_CASES)('a form’s file upload (%s, %s storage)', (dialect, driver) => {
  let t: TestApp;
  let clockAhead = 0;
  let formId: number;
  let hiddenFormId: number;
  let closedFormId: number;
  const keys = (prefix: string) => openStorage(t.config).list(prefix);
  const send = (bytes: Buffer, opts: { form?: number | string | null; address: string; name?: string }) => {
    const body = fileUpload(opts.name ?? 'cv.pdf', bytes);
    const headers = {
      ...body.headers,
      ...(opts.form === null ? {} : { 'x-public-access': String(opts.form ?? formId) }),
    };
    return t.call(undefined, {
      method: 'POST',
      url: '/api/v1/mc/file/form',
      payload: body.payload,
      headers,
      remoteAddress: opts.address,
    });
  };
  const submit = (fields: Record<string, string>, address: string) =>
    t.call(undefined, {
      method: 'POST',
      url: `/api/v1/db/form/submit?id=${formId}`,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: address,
    });

  beforeAll(async () => {
    // The app's documents clock (config.now), moved by the tests: no sleeps, and S3 signing keeps the real time.
    t = await startAppOnStorage(dialect, driver, { now: () => Date.now() + clockAhead });
    const bool = dialectOf(t.db).bool;
    const insert = async (name: string, visible: boolean, meta?: Record<string, unknown>) =>
      Number(
        (await t.db.first<{ FrmId: number }>(
          t.db.builder
            .insertInto('Form')
            .values({
              FrmName: name,
              FrmVisible: bool(visible),
              ...(meta ? { FrmMetaData: JSON.stringify(meta) } : {}),
            })
            .returning('FrmId')
            .compile(),
        ))!.FrmId,
      );
    formId = await insert('Job application', true);
    hiddenFormId = await insert('Old form', false);
    closedFormId = await insert('Closed RSVP', true, { closed: true });
  });
  afterEach(() => {
    clockAhead = 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs the header naming a visible form', async () => {
    const missing = await send(PDF, { form: null, address: '198.51.100.1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toContain('X-Public-Access');
    expect((await send(PDF, { form: 'abc', address: '198.51.100.1' })).statusCode).toBe(400);
    expect((await send(PDF, { form: hiddenFormId, address: '198.51.100.1' })).statusCode).toBe(404);
    expect((await send(PDF, { form: 999_999, address: '198.51.100.1' })).statusCode).toBe(404);
    expect(await keys('secured/')).toEqual([]);
  });

  it('refuses a closed form with the submit’s 403, storing nothing', async () => {
    const contentBefore = await t.db.all(sqlOf('SELECT "CId" FROM "Content"'));
    const res = await send(PDF, { form: closedFormId, address: '198.51.100.7' });
    expect(res.statusCode, res.body).toBe(403);
    // The submit's answer for the same form: the same status and text; each names the input that named the form.
    const submitted = await t.call(undefined, {
      method: 'POST',
      url: `/api/v1/db/form/submit?id=${closedFormId}`,
      payload: 'name=Ann',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '198.51.100.7',
    });
    expect(submitted.statusCode).toBe(403);
    expect(submitted.json()).toEqual({
      errors: [{ field: 'id', message: 'This form is closed: it takes no more submissions' }],
      status: 403,
    });
    expect(res.json()).toEqual({
      errors: [{ field: 'x-public-access', message: 'This form is closed: it takes no more submissions' }],
      status: 403,
    });
    expect(await keys('secured/')).toEqual([]);
    expect(await keys('files/')).toEqual([]);
    expect(await t.db.all(sqlOf('SELECT "CId" FROM "Content"'))).toEqual(contentBefore);
  });

  it('refuses a refused type and a file over the forms limit, leaving nothing behind', async () => {
    const exe = await send(EXE, { address: '198.51.100.2', name: 'cv.pdf.exe' });
    expect(exe.statusCode).toBe(415);
    const big = await send(Buffer.concat([PDF, Buffer.alloc(FORM_FILE_MAX_BYTES)]), { address: '198.51.100.2' });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].message).toContain('5 MB');
    expect(await keys('secured/')).toEqual([]);
    expect(await keys('files/')).toEqual([]);
  });

  it('stores the file as a secured file, claimed by the form submit that names its token', async () => {
    const res = await send(PDF, { address: '198.51.100.3' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as { token: string; name: string; size: number; type: string };
    expect(answer).toMatchObject({ name: 'cv.pdf', size: PDF.length, type: 'application/pdf' });
    expect(answer.token).toMatch(/^ff_[0-9a-f]{32}$/);
    expect(await keys('files/')).toEqual([]);
    // Not a document of the staff list, not a library file.
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/documents' })).json()).toEqual([]);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/media' })).json()).toEqual([]);
    const sent = await submit({ name: 'Ann Lee', cv: answer.token }, '198.51.100.3');
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await t.db.all<{ FsMetaData: unknown }>(
      sqlOf(`SELECT "FsMetaData" FROM "FormSubmission" WHERE "FrmId" = ${formId}`),
    );
    const meta = JSON.parse(
      typeof rows[0].FsMetaData === 'string' ? rows[0].FsMetaData : JSON.stringify(rows[0].FsMetaData),
    ) as { cv: string };
    expect(meta.cv).toMatch(/^secured-file:\d+$/);
    // Staff open it through a signed link.
    const id = meta.cv.slice('secured-file:'.length);
    const link = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/documents/${id}/link` });
    expect(link.statusCode, link.body).toBe(200);
    const got = await t.call(undefined, { method: 'GET', url: link.json().url });
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // A token is claimed once; an unknown one is refused, and nothing is stored for it.
    const again = await submit({ name: 'Ann Lee', cv: answer.token }, '198.51.100.4');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].message).toContain('field "cv"');
    const unknown = await submit({ cv: `ff_${'0'.repeat(32)}` }, '198.51.100.4');
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.all(sqlOf(`SELECT "FsId" FROM "FormSubmission" WHERE "FrmId" = ${formId}`))).toHaveLength(1);
  });

  it('sweeps an unclaimed file after its hour, and refuses its late claim', async () => {
    const late = (await send(png(2, 2), { address: '198.51.100.5', name: 'photo.png' })).json() as { token: string };
    const before = await keys('secured/');
    clockAhead = 61 * 60_000;
    expect((await submit({ photo: late.token }, '198.51.100.5')).statusCode).toBe(400);
    const next = await send(PDF, { address: '198.51.100.6' });
    expect(next.statusCode).toBe(201);
    const after = await keys('secured/');
    expect(after).toHaveLength(before.length);
    expect(after.filter((k) => !before.includes(k))).toHaveLength(1);
    const tokens = await t.db.all(
      sqlOf(`SELECT "CId" FROM "Content" WHERE CAST("CHeadContent" AS TEXT) LIKE '%${late.token}%'`),
    );
    expect(tokens).toEqual([]);
  });

  it('limits uploads per address', async () => {
    for (let i = 0; i < 10; i++) expect((await send(PDF, { address: '203.0.113.9' })).statusCode).toBe(201);
    const refused = await send(PDF, { address: '203.0.113.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send(PDF, { address: '203.0.113.10' })).statusCode).toBe(201);
  });
});
