// The e-mails sign-in sends, built from the content records staff edit: the
// Default_Email layout (50) and the Forgot_Password message (55), with
// built-in fallbacks if a record was deleted.
import type { AuthMail } from '../auth/login.js';
import type { Queryable } from '../db/executor.js';
import { CODE_TTL_MS } from '../auth/one-time.js';
import type { Mailer } from './mailer.js';
import { renderTemplate } from './template.js';

export const DEFAULT_EMAIL_CID = 50;
export const FORGOT_PASSWORD_CID = 55;
const REDACTED = '[redacted]';
const FALLBACK_LAYOUT = '<!doctype html><html><body>{{body}}</body></html>';
const FALLBACK_RESET = { subject: 'Set a new password', body: '<p>Hello {{name}},</p><p><a href="{{link}}">Choose a new password</a></p><p>{{link}}</p>' };

async function firstBlock(db: Queryable, cid: number): Promise<{ CbHeadline: string | null; CbCopy: string | null } | undefined> {
  return db.first(db.builder.selectFrom('ContentBlock').select(['CbHeadline', 'CbCopy']).where('CId', '=', cid).orderBy('CbSortOrder').limit(1).compile());
}

async function wrap(db: Queryable, subject: string, body: string): Promise<string> {
  const layout = (await firstBlock(db, DEFAULT_EMAIL_CID))?.CbCopy || FALLBACK_LAYOUT;
  return renderTemplate(layout, { subject, body, year: String(new Date().getFullYear()) }, ['body']);
}

export function authMail(mailer: Mailer, db: Queryable): AuthMail {
  return {
    async sendCode(to, code) {
      const subject = 'Your verification code';
      const message = (c: string) => `<p>Hello ${renderTemplate('{{name}}', { name: to.name })},</p><p>Your verification code is <strong>${c}</strong>. It expires in ${CODE_TTL_MS / 60_000} minutes.</p>`;
      await mailer.send({ to: to.email, subject, html: await wrap(db, subject, message(code)), text: `Your verification code is ${code}.`, archiveBody: await wrap(db, subject, message(REDACTED)) });
    },
    async sendReset(to, link) {
      const record = await firstBlock(db, FORGOT_PASSWORD_CID);
      const subject = record?.CbHeadline?.trim() || FALLBACK_RESET.subject;
      const template = record?.CbCopy || FALLBACK_RESET.body;
      const body = (l: string) => renderTemplate(template, { name: to.name, link: l, year: String(new Date().getFullYear()) });
      await mailer.send({ to: to.email, subject, html: await wrap(db, subject, body(link)), text: `Choose a new password: ${link}`, archiveBody: await wrap(db, subject, body(REDACTED)) });
    },
  };
}
