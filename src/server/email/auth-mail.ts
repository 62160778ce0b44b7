// The e-mails sign-in sends, built from the content records staff edit: the
// Default_Email layout (50) and the Forgot_Password message (55), with
// built-in fallbacks if a record was deleted.
import type { AuthMail } from '../auth/login.js';
import type { Queryable } from '../platform/db/executor.js';
import { CODE_TTL_MS } from '../auth/one-time.js';
import type { Mailer } from './mailer.js';
import { renderTemplate } from './template.js';
import { DEFAULT_EMAIL_CID, renderEmail } from './email-templates.js';

const FORGOT_PASSWORD_CID = 55;
const REDACTED = '[redacted]';
const FALLBACK_RESET = {
  subject: 'Set a new password',
  body: '<p>Hello {{name}},</p><p><a href="{{link}}">Choose a new password</a></p><p>{{link}}</p>',
};

async function firstBlock(
  db: Queryable,
  cid: number,
): Promise<{ CbHeadline: string | null; CbCopy: string | null } | undefined> {
  return db.first(
    db.builder
      .selectFrom('ContentBlock')
      .select(['CbHeadline', 'CbCopy'])
      .where('CId', '=', cid)
      .orderBy('CbSortOrder')
      .limit(1)
      .compile(),
  );
}

async function wrap(db: Queryable, subject: string, body: string): Promise<string> {
  return (await renderEmail(db, { templateCId: DEFAULT_EMAIL_CID, subject, bodyHtml: body })).html;
}

/** A message of built-in words (no staff-edited record for it yet) inside the Default_Email layout; the link is redacted in the archive. */
async function sendLinkMail(
  mailer: Mailer,
  db: Queryable,
  to: { email: string },
  subject: string,
  body: (link: string) => string,
  text: string,
  link: string,
) {
  await mailer.send({
    to: to.email,
    subject,
    html: await wrap(db, subject, body(link)),
    text: `${text} ${link}`,
    archiveBody: await wrap(db, subject, body(REDACTED)),
  });
}

export function authMail(mailer: Mailer, db: Queryable): AuthMail {
  return {
    async sendInvite(to, link, about) {
      const subject = 'You have been invited to the back office';
      const body = (l: string) =>
        renderTemplate(
          '<p>Hello {{name}},</p><p>{{invitedBy}} has made you an account on the back office, with the user name <strong>{{userName}}</strong>.</p>' +
            '<p><a href="{{link}}">Choose your password</a> to start. The link works once, for {{days}} days.</p><p>{{link}}</p>',
          { name: to.name, invitedBy: about.invitedBy, userName: about.userName, link: l, days: String(about.days) },
        );
      await sendLinkMail(mailer, db, to, subject, body, 'Choose your password:', link);
    },
    async sendEmailConfirmation(to, link, hours) {
      const subject = 'Confirm your new e-mail address';
      const body = (l: string) =>
        renderTemplate(
          '<p>Hello {{name}},</p><p>Someone signed in to your back-office account asked to use this address for it. ' +
            '<a href="{{link}}">Confirm the new address</a> while signed in; the link works once, for {{hours}} hours.</p><p>{{link}}</p>' +
            '<p>If that was not you, ignore this message: the address stays as it was.</p>',
          { name: to.name, link: l, hours: String(hours) },
        );
      await sendLinkMail(mailer, db, to, subject, body, 'Confirm your new e-mail address:', link);
    },
    async sendCode(to, code) {
      const subject = 'Your verification code';
      const message = (c: string) =>
        `<p>Hello ${renderTemplate('{{name}}', { name: to.name })},</p><p>Your verification code is <strong>${c}</strong>. It expires in ${CODE_TTL_MS / 60_000} minutes.</p>`;
      await mailer.send({
        to: to.email,
        subject,
        html: await wrap(db, subject, message(code)),
        text: `Your verification code is ${code}.`,
        archiveBody: await wrap(db, subject, message(REDACTED)),
      });
    },
    async sendReset(to, link) {
      const record = await firstBlock(db, FORGOT_PASSWORD_CID);
      const subject = record?.CbHeadline?.trim() || FALLBACK_RESET.subject;
      const template = record?.CbCopy || FALLBACK_RESET.body;
      const body = (l: string) =>
        renderTemplate(template, { name: to.name, link: l, year: String(new Date().getFullYear()) });
      await mailer.send({
        to: to.email,
        subject,
        html: await wrap(db, subject, body(link)),
        text: `Choose a new password: ${link}`,
        archiveBody: await wrap(db, subject, body(REDACTED)),
      });
    },
  };
}
