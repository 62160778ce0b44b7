// The form builder's writes (issue 15 item 2), through the generic data
// interface as every client makes them: a Form's JSON columns obey the form
// rules (shared/forms/validate-config.ts) on create, PUT, PATCH and batch —
// 422 naming the place, nothing stored — and a new form without a tag gets
// its own under the Form Manager (90), in the same transaction, linked into
// the tag chain, renamed and hidden with the form. Real HTTP, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

type Rec = Record<string, unknown>;
const FORMS = '/api/v1/db/form';

const contactConfig = {
  fields: [
    { name: 'name', label: 'Your name', type: 'text', required: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true },
  ],
};

describe.each(testDialects())('form builder writes (%s)', (dialect) => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) => t.call(t.adminToken, { method, url, payload: payload as Rec });
  const countOf = async (table: string) => Number((await t.db.first<{ n: number }>(sqlOf(`SELECT COUNT(*) AS n FROM "${table}"`)))!.n);
  const tag = async (id: number) => (await call('GET', `/api/v1/db/tag/${id}`)).json() as Rec;
  const expectRefused = async (res: { statusCode: number; json(): unknown; body: string }, field: string, message: RegExp) => {
    expect(res.statusCode, res.body).toBe(422);
    const error = (res.json() as { errors: { field: string; message: string }[] }).errors[0];
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  };

  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  it('creating a form creates its tag under the Form Manager, at the end of the chain', async () => {
    const tagsBefore = await countOf('Tag');
    const res = await call('POST', FORMS, { FrmName: 'Volunteer sign-up', FrmConfig: contactConfig, FrmMetaData: { notify: { to: ['staff@example.com'] } } });
    expect(res.statusCode, res.body).toBe(201);
    const form = res.json() as Rec;
    expect(await countOf('Tag')).toBe(tagsBefore + 1);
    const own = await tag(Number(form.TId));
    expect(own).toMatchObject({ TIdParent: 90, TName: 'Volunteer sign-up', TPath: `/form-submissions/${form.TId}`, TVisible: true, TNextId: null });
    // Linked in: the Form Manager's first child or its last sibling points at it.
    const linked = await t.db.first<{ n: number }>(
      t.db.builder
        .selectFrom('Tag')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb.and([eb('TId', '=', 90), eb('TChildId', '=', Number(form.TId))]), eb.and([eb('TIdParent', '=', 90), eb('TNextId', '=', Number(form.TId))])]))
        .compile(),
    );
    expect(Number(linked!.n)).toBe(1);

    // Renaming or hiding the form renames or hides its tag.
    const renamed = await call('PATCH', `${FORMS}/${form.FrmId}`, { FrmName: 'Volunteers', FrmVisible: false });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await tag(Number(form.TId))).toMatchObject({ TName: 'Volunteers', TVisible: false });

    // A second form is appended after the first.
    const second = (await call('POST', FORMS, { FrmName: 'Second', FrmConfig: { fields: [] } })).json() as Rec;
    expect((await tag(Number(form.TId))).TNextId).toBe(second.TId);
  });

  it('refuses a bad FrmConfig on create, PUT, PATCH and batch, naming the field, storing nothing', async () => {
    const formsBefore = await countOf('Form');
    const tagsBefore = await countOf('Tag');
    const badPattern = { fields: [{ name: 'code', label: 'Code', type: 'text', pattern: '(' }] };
    await expectRefused(await call('POST', FORMS, { FrmName: 'Bad', FrmConfig: badPattern }), 'FrmConfig.fields[0].pattern', /not a valid regular expression/);
    await expectRefused(await call('POST', `${FORMS}/batch`, { creates: [{ FrmName: 'Fine', FrmConfig: contactConfig }, { FrmName: 'Bad', FrmConfig: { fields: [{ name: 'x', label: 'X', type: 'colour' }] } }] }), 'FrmConfig.fields[0].type', /must be one of/);
    // The failed batch's first form and its tag are gone with it.
    expect(await countOf('Form')).toBe(formsBefore);
    expect(await countOf('Tag')).toBe(tagsBefore);

    const form = (await call('POST', FORMS, { FrmName: 'Good', FrmConfig: contactConfig })).json() as Rec;
    const dup = { fields: [contactConfig.fields[0], { ...contactConfig.fields[1], name: 'name' }] };
    await expectRefused(await call('PUT', `${FORMS}/${form.FrmId}`, { ...form, FrmConfig: dup }), 'FrmConfig.fields[1].name', /unique/);
    // A PATCH of the e-mail marketing is checked against the stored fields.
    await expectRefused(
      await call('PATCH', `${FORMS}/${form.FrmId}`, { FrmEmailMarketing: { enabled: true, providerCId: 9, fieldMap: { email: 'address' } } }),
      'FrmEmailMarketing.fieldMap.email',
      /not a field of this form/,
    );
    await expectRefused(await call('PATCH', `${FORMS}/${form.FrmId}`, { FrmEmailMarketing: { enabled: true, providerCId: 50, fieldMap: { email: 'email' } } }), 'FrmEmailMarketing.providerCId', /9, 24, 25, 26/);
    // The confirmation template must be an e-mail template record.
    await expectRefused(await call('PATCH', `${FORMS}/${form.FrmId}`, { FrmMetaData: { confirmationEmail: { enabled: true, templateCId: 9 } } }), 'FrmMetaData.confirmationEmail.templateCId', /not an e-mail template/);
    expect((await call('GET', `${FORMS}/${form.FrmId}`)).json()).toMatchObject({ FrmConfig: contactConfig, FrmEmailMarketing: null, FrmMetaData: null });

    const ok = await call('PATCH', `${FORMS}/${form.FrmId}`, {
      FrmEmailMarketing: { enabled: true, providerCId: 9, listId: 'list-1', fieldMap: { email: 'email' } },
      FrmMetaData: { confirmationEmail: { enabled: true, templateCId: 50, emailField: 'email' } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
