// Helpers of form-submissions.test.ts: the contact form it submits to, the
// public submit as a browser posts it, forms written straight into the
// database, and the staff reads of the submissions.
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { dialectOf } from '../../src/server/platform/db/dialect.js';
import type { SubmissionDetail, SubmissionItem } from '../../src/shared/api/form-submissions.js';
import type { FormConfig, FormEmailMarketing, FormMetaData } from '../../src/shared/forms/form-config.js';
import type { TestApp } from '../support/app.js';
import type { TestSmtp } from '../support/smtp.js';

export const CONTACT: FormConfig = {
  fields: [
    { name: 'name', label: 'Your name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', label: 'E-mail address', type: 'email', required: true },
    { name: 'message', label: 'How can we help?', type: 'textarea', required: true, maxLength: 4000 },
    { name: 'guests', label: 'Guests', type: 'number', min: 1, max: 4 },
  ],
  honeypotField: 'website',
};
export const META: FormMetaData = {
  notify: { to: ['staff@example.test'], subject: 'New message from the website' },
  confirmationEmail: { enabled: true, subject: 'We received your message' },
};

/** The public submit, form-encoded from one visitor's address. */
export const submitForm = (t: TestApp, id: number, fields: Record<string, string>, query = '') =>
  t.call(undefined, {
    method: 'POST',
    url: `/api/v1/db/form/submit?id=${id}${query}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '198.51.100.9',
  });

export const rowCount = async (t: TestApp, table: 'FormSubmission' | 'FormDelivery') =>
  Number(
    (await t.db.first<{ n: number | string }>(
      t.db.builder
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .compile(),
    ))!.n,
  );

export const latestFsId = async (t: TestApp) =>
  Number(
    (await t.db.first<{ FsId: number }>(
      t.db.builder.selectFrom('FormSubmission').select('FsId').orderBy('FsId', 'desc').limit(1).compile(),
    ))!.FsId,
  );

export async function submissionDetail(t: TestApp, formId: number, fsId: number, token = t.adminToken) {
  const res = await t.call(token, { method: 'GET', url: `/api/v1/mc/forms/${formId}/submissions/${fsId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SubmissionDetail;
}

/** The ids of the submissions the staff list shows for `query`. */
export async function submissionIds(t: TestApp, formId: number, query: string) {
  const res = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/forms/${formId}/submissions?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SubmissionItem[]).map((s) => s.FsId);
}

export const mailsTo = (smtp: TestSmtp | undefined, address: string) =>
  (smtp?.messages ?? []).filter(
    (m: ParsedMail) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address),
  );

/** A tag for a form's submissions, under the Form Manager (tag 90). */
export const insertFormTag = async (t: TestApp, name: string) =>
  Number(
    (await t.db.first<{ TId: number }>(
      t.db.builder
        .insertInto('Tag')
        .values({ TName: name, TIdParent: 90, TPath: '/form-submissions/x' })
        .returning('TId')
        .compile(),
    ))!.TId,
  );

export const insertForm = async (
  t: TestApp,
  name: string,
  tagId: number | null,
  config: FormConfig,
  meta: FormMetaData,
  marketing: FormEmailMarketing = { enabled: false },
  visible = true,
) =>
  Number(
    (await t.db.first<{ FrmId: number }>(
      t.db.builder
        .insertInto('Form')
        .values({
          FrmName: name,
          TId: tagId,
          FrmVisible: dialectOf(t.db).bool(visible),
          FrmConfig: JSON.stringify(config),
          FrmMetaData: JSON.stringify(meta),
          FrmEmailMarketing: JSON.stringify(marketing),
        })
        .returning('FrmId')
        .compile(),
    ))!.FrmId,
  );
