// The form builder's writes (issue 15 item 2), through the generic data
// interface as every client makes them: a Form's JSON columns obey the form
// rules (shared/forms/validate-config.ts) on create, PUT, PATCH and batch —
// 422 naming the place, nothing stored — and a new form without a tag gets
// its own under the Form Manager (90), in the same transaction, linked into
// the tag chain, renamed and hidden with the form, and deleted (softly) with
// it unless something else still uses it. Real HTTP, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
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
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.call(t.adminToken, { method, url, payload: payload as Rec });
  const countOf = async (table: string) =>
    Number((await t.db.first<{ n: number }>(sqlOf(`SELECT COUNT(*) AS n FROM "${table}"`)))!.n);
  const tag = async (id: number) => (await call('GET', `/api/v1/db/tag/${id}`)).json() as Rec;
  const expectRefused = async (
    res: { statusCode: number; json(): unknown; body: string },
    field: string,
    message: RegExp,
  ) => {
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
    const res = await call('POST', FORMS, {
      FrmName: 'Volunteer sign-up',
      FrmConfig: contactConfig,
      FrmMetaData: { notify: { to: ['staff@example.com'] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const form = res.json() as Rec;
    expect(await countOf('Tag')).toBe(tagsBefore + 1);
    const own = await tag(Number(form.TId));
    expect(own).toMatchObject({
      TIdParent: 90,
      TName: 'Volunteer sign-up',
      TPath: `/form-submissions/${form.TId}`,
      TVisible: true,
      TNextId: null,
    });
    // Linked in: the Form Manager's first child or its last sibling points at it.
    const linked = await t.db.first<{ n: number }>(
      t.db.builder
        .selectFrom('Tag')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.or([
            eb.and([eb('TId', '=', 90), eb('TChildId', '=', Number(form.TId))]),
            eb.and([eb('TIdParent', '=', 90), eb('TNextId', '=', Number(form.TId))]),
          ]),
        )
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

  it('deleting a form deletes its own tag (softly, its chain place kept) in the same call, on every delete path', async () => {
    const newForm = async (name: string) => {
      const res = await call('POST', FORMS, { FrmName: name, FrmConfig: contactConfig });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Rec;
    };
    const liveFormTags = async () =>
      (
        (
          await call(
            'GET',
            `/api/v1/db/tag?pageNumber=1&pageSize=500&fields=TId&filters=${encodeURIComponent('TIdParent==90,TVisible==true,TDeleted==false')}`,
          )
        ).json() as Rec[]
      ).map((r) => r.TId);
    const one = await newForm('Delete me');
    const two = await newForm('Delete me too');
    const three = await newForm('Batch deleted');
    const kept = await newForm('Kept');
    expect(await liveFormTags()).toEqual(expect.arrayContaining([one.TId, two.TId, three.TId, kept.TId]));
    const tagsBefore = await countOf('Tag');

    expect((await call('DELETE', `${FORMS}/${one.FrmId}`)).statusCode).toBeLessThan(300);
    expect(await tag(Number(one.TId))).toMatchObject({ TDeleted: true, TNextId: two.TId });
    expect((await call('DELETE', `${FORMS}/all/[${two.FrmId}]`)).statusCode).toBeLessThan(300);
    expect(await tag(Number(two.TId))).toMatchObject({ TDeleted: true });
    const batch = await call('POST', `${FORMS}/batch`, { deletes: [{ FrmId: three.FrmId }] });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(await tag(Number(three.TId))).toMatchObject({ TDeleted: true, TNextId: kept.TId });

    // Rows stay (the chain runs through them, as with the tag editor's deletes); the dashboard no longer lists them.
    expect(await countOf('Tag')).toBe(tagsBefore);
    const live = await liveFormTags();
    expect(live).toContain(kept.TId);
    for (const gone of [one, two, three]) expect(live).not.toContain(gone.TId);
    // Audited as the admin's update of the tag, next to the form's delete.
    const audit = await t.db.all<{ Type: string; Entity: string; EntityKey: string }>(
      t.db.builder
        .selectFrom('AuditLog')
        .select(['Type', 'Entity', 'EntityKey'])
        .where('Entity', 'in', ['Form', 'Tag'])
        .where('Type', 'in', ['Delete', 'Update'])
        .orderBy('AlId', 'desc')
        .limit(2)
        .compile(),
    );
    expect(audit.map((a) => `${a.Type} ${a.Entity} ${a.EntityKey}`).sort()).toEqual([
      `Delete Form ${three.FrmId}`,
      `Update Tag ${three.TId}`,
    ]);
  });

  it('a form delete that fails or is rolled back leaves its tag live', async () => {
    const form = (await call('POST', FORMS, { FrmName: 'Has answers', FrmConfig: { fields: [] } })).json() as Rec;
    // A submission holds the form (its foreign key): the delete is refused, the tag stays.
    const sent = await t.call(undefined, {
      method: 'POST',
      url: `/api/v1/db/form/submit?id=${form.FrmId}`,
      payload: 'note=hello',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '198.51.100.20',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const held = await call('DELETE', `${FORMS}/${form.FrmId}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().errors[0].message).toBe(
      'The form “Has answers” has 1 submission, which keep it: hide or close the form instead',
    );
    expect(await tag(Number(form.TId))).toMatchObject({ TDeleted: false, TVisible: true });

    // A batch whose later item is refused takes the form's delete, and its tag's, back.
    const other = (await call('POST', FORMS, { FrmName: 'Batch victim', FrmConfig: { fields: [] } })).json() as Rec;
    const refused = await call('POST', `${FORMS}/batch`, {
      deletes: [{ FrmId: other.FrmId }],
      creates: [{ FrmName: 'Bad', FrmConfig: { fields: [{ name: 'x', label: 'X', type: 'colour' }] } }],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect((await call('GET', `${FORMS}/${other.FrmId}`)).statusCode).toBe(200);
    expect(await tag(Number(other.TId))).toMatchObject({ TDeleted: false, TVisible: true });
  });

  it('a form’s tag still used elsewhere is kept: hidden when only claims or links hold it, untouched when another form shares it', async () => {
    // A user given the form's tag (to read its submissions): the form goes, the tag stays for the claim, hidden.
    const claimed = (await call('POST', FORMS, { FrmName: 'Claimed', FrmConfig: { fields: [] } })).json() as Rec;
    await t.addUser({
      userName: 'form.reader',
      email: 'form.reader@example.test',
      password: 'form-reader-password-1',
      displayName: 'Form Reader',
      roles: ['Maintenance User'],
      claims: [['TId', String(claimed.TId)]],
    });
    expect((await call('DELETE', `${FORMS}/${claimed.FrmId}`)).statusCode).toBeLessThan(300);
    expect(await tag(Number(claimed.TId))).toMatchObject({ TDeleted: false, TVisible: false });
    const usage = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/tags/${claimed.TId}/usage` });
    expect(usage.json().uses).toEqual(['users given it (TId claim): form.reader']);

    // Two forms filed under one tag: deleting the first leaves the tag as it is, deleting the last takes it.
    const first = (await call('POST', FORMS, { FrmName: 'Shared', FrmConfig: { fields: [] } })).json() as Rec;
    const second = (
      await call('POST', FORMS, { FrmName: 'Shared too', TId: first.TId, FrmConfig: { fields: [] } })
    ).json() as Rec;
    expect(second.TId).toBe(first.TId);
    expect((await call('DELETE', `${FORMS}/${first.FrmId}`)).statusCode).toBeLessThan(300);
    expect(await tag(Number(first.TId))).toMatchObject({ TName: 'Shared', TDeleted: false, TVisible: true });
    expect((await call('DELETE', `${FORMS}/${second.FrmId}`)).statusCode).toBeLessThan(300);
    expect(await tag(Number(first.TId))).toMatchObject({ TDeleted: true });

    // A form filed under a tag outside the Form Manager: that tag is not the form's own, and stays.
    const elsewhere = (
      await call('POST', FORMS, { FrmName: 'Filed elsewhere', TId: 2, FrmConfig: { fields: [] } })
    ).json() as Rec;
    expect(elsewhere.TId).toBe(2);
    expect((await call('DELETE', `${FORMS}/${elsewhere.FrmId}`)).statusCode).toBeLessThan(300);
    expect(await tag(2)).toMatchObject({ TDeleted: false, TVisible: true });
  });

  it('refuses a bad FrmConfig on create, PUT, PATCH and batch, naming the field, storing nothing', async () => {
    const formsBefore = await countOf('Form');
    const tagsBefore = await countOf('Tag');
    const badPattern = { fields: [{ name: 'code', label: 'Code', type: 'text', pattern: '(' }] };
    await expectRefused(
      await call('POST', FORMS, { FrmName: 'Bad', FrmConfig: badPattern }),
      'FrmConfig.fields[0].pattern',
      /not a valid regular expression/,
    );
    await expectRefused(
      await call('POST', `${FORMS}/batch`, {
        creates: [
          { FrmName: 'Fine', FrmConfig: contactConfig },
          { FrmName: 'Bad', FrmConfig: { fields: [{ name: 'x', label: 'X', type: 'colour' }] } },
        ],
      }),
      'FrmConfig.fields[0].type',
      /must be one of/,
    );
    // The failed batch's first form and its tag are gone with it.
    expect(await countOf('Form')).toBe(formsBefore);
    expect(await countOf('Tag')).toBe(tagsBefore);

    const form = (await call('POST', FORMS, { FrmName: 'Good', FrmConfig: contactConfig })).json() as Rec;
    const dup = { fields: [contactConfig.fields[0], { ...contactConfig.fields[1], name: 'name' }] };
    await expectRefused(
      await call('PUT', `${FORMS}/${form.FrmId}`, { ...form, FrmConfig: dup }),
      'FrmConfig.fields[1].name',
      /unique/,
    );
    // A PATCH of the e-mail marketing is checked against the stored fields.
    await expectRefused(
      await call('PATCH', `${FORMS}/${form.FrmId}`, {
        FrmEmailMarketing: { enabled: true, providerCId: 9, fieldMap: { email: 'address' } },
      }),
      'FrmEmailMarketing.fieldMap.email',
      /not a field of this form/,
    );
    await expectRefused(
      await call('PATCH', `${FORMS}/${form.FrmId}`, {
        FrmEmailMarketing: { enabled: true, providerCId: 50, fieldMap: { email: 'email' } },
      }),
      'FrmEmailMarketing.providerCId',
      /9, 24, 25, 26/,
    );
    // The confirmation template must be an e-mail template record.
    await expectRefused(
      await call('PATCH', `${FORMS}/${form.FrmId}`, {
        FrmMetaData: { confirmationEmail: { enabled: true, templateCId: 9 } },
      }),
      'FrmMetaData.confirmationEmail.templateCId',
      /not an e-mail template/,
    );
    expect((await call('GET', `${FORMS}/${form.FrmId}`)).json()).toMatchObject({
      FrmConfig: contactConfig,
      FrmEmailMarketing: null,
      FrmMetaData: null,
    });

    const ok = await call('PATCH', `${FORMS}/${form.FrmId}`, {
      FrmEmailMarketing: { enabled: true, providerCId: 9, listId: 'list-1', fieldMap: { email: 'email' } },
      FrmMetaData: { confirmationEmail: { enabled: true, templateCId: 50, emailField: 'email' } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
