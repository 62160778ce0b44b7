// The e-mail test tool (/email-test, issue 15 item 1), under /api/v1/mc/email:
//   POST /test          send through the real pipeline (SMTP or the outbox) and
//                       answer with the outcome and the message as archived;
//   GET  /templates     the e-mail templates to choose from;
//   GET  /archive       the recent archive (no bodies), newest first;
//   GET  /archive/{id}  one archived message with its body as stored (auth
//                       mails' links and codes are redacted there).
// For Admins and staff given the Email Test tool (tag 80, EmailManager); the
// sends count against the same per-user limit as /send.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { EMAIL_SEND_PER_USER, enforce, type LimitStore } from '../../platform/rate-limit/index.js';
import type { Mailer } from '../mailer.js';
import { listEmailTemplates, readEmailTemplate, renderEmail } from '../email-templates.js';
import { safeEmailHtml } from '../safe-html.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { requireTool } from '../../access/tool-access.js';
import {
  ArchivedEmail,
  ArchivedEmailSummary,
  EmailArchiveParams,
  EmailArchiveQuery,
  EmailTemplateItem,
  EmailTestBody,
  EmailTestResult,
} from '../../../shared/api/email.js';
import { Type } from 'typebox';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const EMAIL_MANAGER_TAG = 80;
const TOOL = 'Email Test';

const SUMMARY_COLUMNS = ['EaId', 'EaTo', 'EaFrom', 'EaSubject', 'EaSent', 'EaStatus', 'EaError'] as const;

export function registerEmailTestRoutes(
  scope: FastifyInstance,
  deps: { db: Executor; mailer: Mailer; limiter: LimitStore },
) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => requireTool(db, identityOf(request), EMAIL_MANAGER_TAG, TOOL));
  const schema = (summary: string) => ({ summary, tags: ['E-mail'], security: [{ bearer: [] }] });

  app.post(
    '/test',
    {
      schema: {
        ...schema('Send a test e-mail through the mail pipeline'),
        body: EmailTestBody,
        response: { 200: EmailTestResult },
      },
    },
    async (request) => {
      const body = request.body;
      const identity = identityOf(request);
      if (body.templateCId !== undefined && !(await readEmailTemplate(db, body.templateCId))) {
        throw badRequest(`Template ${body.templateCId} is not an e-mail template`, 'templateCId');
      }
      await enforce(deps.limiter, identity.userId, EMAIL_SEND_PER_USER);
      const rendered = await renderEmail(db, {
        templateCId: body.templateCId,
        subject: body.subject,
        bodyHtml: safeEmailHtml(body.body ?? ''),
        values: { name: identity.userName },
      });
      if (!rendered.subject)
        throw badRequest('subject is required (the chosen template has none of its own)', 'subject');
      const delivery = await deps.mailer.deliver({ to: body.to, subject: rendered.subject, html: rendered.html });
      const archived = await db.first<ArchivedEmail>(
        db.builder
          .selectFrom('EmailArchive')
          .select([...SUMMARY_COLUMNS, 'EaBody'])
          .where('EaId', '=', delivery.id)
          .compile(),
      );
      return { status: delivery.status, error: delivery.error, archived: normalize(archived!) };
    },
  );

  app.get(
    '/templates',
    {
      schema: {
        ...schema('The e-mail templates (Email_Template records)'),
        response: { 200: Type.Array(EmailTemplateItem) },
      },
    },
    async () =>
      (await listEmailTemplates(db)).map((t) => ({
        CId: t.CId,
        CTitle: t.CTitle,
        isLayout: t.isLayout,
        subject: t.subject,
      })),
  );

  app.get(
    '/archive',
    {
      schema: {
        ...schema('The most recent archived e-mails, newest first'),
        querystring: EmailArchiveQuery,
        response: { 200: Type.Array(ArchivedEmailSummary) },
      },
    },
    async (request) => {
      const { limit = 20 } = request.query;
      const rows = await db.all<ArchivedEmailSummary>(
        db.builder
          .selectFrom('EmailArchive')
          .select([...SUMMARY_COLUMNS])
          .orderBy('EaId', 'desc')
          .limit(limit)
          .compile(),
      );
      return rows.map(normalize);
    },
  );

  app.get(
    '/archive/:id',
    {
      schema: {
        ...schema('One archived e-mail, with its body as stored'),
        params: EmailArchiveParams,
        response: { 200: ArchivedEmail },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await db.first<ArchivedEmail>(
        db.builder
          .selectFrom('EmailArchive')
          .select([...SUMMARY_COLUMNS, 'EaBody'])
          .where('EaId', '=', id)
          .compile(),
      );
      if (!row) throw notFound(`No archived e-mail ${id}`);
      return normalize(row);
    },
  );
}

/** Dates as ISO text and ids as numbers on both databases. */
function normalize<T extends ArchivedEmailSummary>(row: T): T {
  const sent = row.EaSent as unknown;
  return {
    ...row,
    EaId: Number(row.EaId),
    EaSent: sent instanceof Date ? sent.toISOString() : (sent as string | null),
  };
}
