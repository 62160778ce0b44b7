// The two e-mail deliveries of a submission (docs/forms.md "Deliveries"),
// rendered at send time from the stored submission, so a retry sends what
// the first try would have: the staff notification to FrmMetaData.notify.to
// and the visitor's confirmation from the Email_Template record
// FrmMetaData.confirmationEmail.templateCId (Default_Email 50 when absent).
// Both go through the Mailer, so they are archived in EmailArchive. Visitor
// text is escaped (renderTemplate) and never treated as HTML.
import { decodeRow } from '../../platform/data/codec.js';
import type { Queryable } from '../../platform/db/executor.js';
import { DEFAULT_EMAIL_CID, readEmailTemplate, renderEmail } from '../../email/index.js';
import type { Mailer } from '../../email/index.js';
import { escapeHtml, renderTemplate } from '../../email/index.js';
import { readForm, visitorEmailField, type FormRecord } from '../form-record.js';
import type { DeliveryHandler, DeliveryJob } from './runner.js';

export const DELIVERY_KIND = {
  notification: 'notification',
  confirmation: 'confirmation',
  subscribe: 'subscribe',
} as const;

interface StoredSubmission {
  FsId: number;
  FrmId: number;
  answers: Record<string, string | string[]>;
  FsDate: string;
  FsMedium: string | null;
  FsSource: string | null;
}

export async function readSubmission(
  db: Queryable,
  fsId: number,
): Promise<{ submission: StoredSubmission; form: FormRecord }> {
  const stored = await db.first<Record<'FsId' | 'FrmId' | 'FsMetaData' | 'FsDate' | 'FsMedium' | 'FsSource', unknown>>(
    db.builder
      .selectFrom('FormSubmission')
      .select(['FsId', 'FrmId', 'FsMetaData', 'FsDate', 'FsMedium', 'FsSource'])
      .where('FsId', '=', fsId)
      .compile(),
  );
  if (!stored) throw new Error(`Submission ${fsId} no longer exists`);
  const row = decodeRow('FormSubmission', stored, db.dialect);
  const form = await readForm(db, row.FrmId);
  if (!form) throw new Error(`The form of submission ${fsId} no longer exists`);
  const answers = row.FsMetaData;
  return {
    form,
    submission: {
      FsId: row.FsId,
      FrmId: row.FrmId,
      answers:
        answers && typeof answers === 'object' && !Array.isArray(answers)
          ? (answers as StoredSubmission['answers'])
          : {},
      FsDate: row.FsDate ?? '',
      FsMedium: row.FsMedium ?? null,
      FsSource: row.FsSource ?? null,
    },
  };
}

export const answerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/** The answers as an HTML table (labels from the form; fields the form no longer has keep their stored name). */
function answersTable(form: FormRecord, answers: Record<string, string | string[]>): string {
  const labels = new Map(form.config.fields.map((f) => [f.name, f.label || f.name]));
  const names = [
    ...form.config.fields.map((f) => f.name).filter((n) => n in answers),
    ...Object.keys(answers).filter((n) => !labels.has(n)),
  ];
  const rows = names.map(
    (n) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top;">${escapeHtml(labels.get(n) ?? n)}</th><td style="padding:4px 0;white-space:pre-wrap;">${escapeHtml(answerText(answers[n]))}</td></tr>`,
  );
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0">${rows.join('')}</table>`;
}

async function inLayout(db: Queryable, subject: string, body: string): Promise<string> {
  return (await renderEmail(db, { templateCId: DEFAULT_EMAIL_CID, subject, bodyHtml: body })).html;
}

/** Placeholders a form's e-mail template may use: each answer by field name, {{formName}}, {{submittedAt}}, and {{answers}} (the table). */
function placeholders(form: FormRecord, s: StoredSubmission): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(s.answers))
    if (/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) values[name] = answerText(value);
  return { ...values, formName: form.FrmName, submittedAt: s.FsDate, answers: answersTable(form, s.answers) };
}

function notificationHandler(db: Queryable, mailer: Mailer): DeliveryHandler {
  return async (job: DeliveryJob) => {
    const { form, submission } = await readSubmission(db, job.FsId);
    const to = form.meta.notify?.to ?? [];
    if (!to.length) throw new Error('The form names no notification recipients (FrmMetaData.notify.to)');
    const subject = (form.meta.notify?.subject?.trim() || `New submission: ${form.FrmName}`).replace(/[\r\n]+/g, ' ');
    const tracking = [
      submission.FsMedium ? `Medium: ${submission.FsMedium}` : '',
      submission.FsSource ? `Source: ${submission.FsSource}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
    const body = renderTemplate(
      '<p>A visitor sent the form <strong>{{formName}}</strong> (submission {{id}}, {{submittedAt}}).</p>{{answers}}<p>{{tracking}}</p>',
      { ...placeholders(form, submission), id: String(submission.FsId), tracking },
      ['answers'],
    );
    const text =
      `${form.FrmName}, submission ${submission.FsId}\n` +
      Object.entries(submission.answers)
        .map(([k, v]) => `${k}: ${answerText(v)}`)
        .join('\n');
    return { emailArchiveId: await mailer.send({ to, subject, html: await inLayout(db, subject, body), text }) };
  };
}

function confirmationHandler(db: Queryable, mailer: Mailer): DeliveryHandler {
  return async (job: DeliveryJob) => {
    const { form, submission } = await readSubmission(db, job.FsId);
    const field = visitorEmailField(form);
    const to = field ? answerText(submission.answers[field]) : '';
    if (!to) throw new Error('The submission holds no visitor e-mail address for the confirmation');
    const settings = form.meta.confirmationEmail;
    const templateCId = settings?.templateCId ?? DEFAULT_EMAIL_CID;
    const values = placeholders(form, submission);
    const template = await readEmailTemplate(db, templateCId);
    if (!template) throw new Error(`E-mail template ${templateCId} no longer exists`);
    // A layout gets built-in words; a message template brings its own (and its subject, unless the form sets one).
    const thanks = renderTemplate(
      '<p>Thank you. We received what you sent with the form “{{formName}}”:</p>{{answers}}',
      values,
      ['answers'],
    );
    const fallbackSubject = 'We received your message';
    const rendered = await renderEmail(db, {
      templateCId,
      subject: settings?.subject?.trim() || (template.isLayout ? fallbackSubject : ''),
      bodyHtml: template.isLayout ? thanks : '',
      values,
      raw: ['answers'],
    });
    const subject = rendered.subject || fallbackSubject;
    return { emailArchiveId: await mailer.send({ to, subject, html: rendered.html }) };
  };
}

/** The kinds this server performs; 'subscribe' is added where the e-mail-marketing clients are wired (app.ts). */
export function formEmailHandlers(db: Queryable, mailer: Mailer): Record<string, DeliveryHandler> {
  return {
    [DELIVERY_KIND.notification]: notificationHandler(db, mailer),
    [DELIVERY_KIND.confirmation]: confirmationHandler(db, mailer),
  };
}
