// POST /api/v1/mc/email/send (spec §7): staff send an e-mail. Recipients and
// subject are checked (no header injection), the HTML is sanitised, and each
// user may send at most 20 in 10 minutes (429 with Retry-After).
import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_ROLES, hasRole } from '../../../shared/roles.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { EMAIL_SEND_PER_USER, enforce, type LimitStore } from '../../platform/rate-limit/index.js';
import type { Mailer } from '../mailer.js';
import { escapeHtml } from '../template.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { safeEmailHtml } from '../safe-html.js';
import { EmailBody, EmailSent } from '../../../shared/api/ops.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const MAX_BODY = 200_000;

export function registerEmailRoutes(scope: FastifyInstance, deps: { mailer: Mailer; limiter: LimitStore }) {
  const app = withSchemaTypes(scope);
  app.post(
    '/send',
    {
      config: { bodyErrorStatus: 400 },
      schema: {
        summary: 'Send an e-mail through the mail pipeline',
        tags: ['E-mail'],
        security: [{ bearer: [] }],
        body: EmailBody,
        response: { 200: EmailSent },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      if (!hasRole(identity.roles, MAINTENANCE_ROLES)) throw forbidden('Only staff may send e-mail');
      const body: Record<string, unknown> = request.body;
      if (typeof body.subject !== 'string' || !body.subject.trim()) throw badRequest('subject is required', 'subject');
      const html =
        typeof body.html === 'string'
          ? body.html
          : typeof body.text === 'string'
            ? `<p>${escapeHtml(body.text).replace(/\r?\n/g, '<br>')}</p>`
            : undefined;
      if (!html) throw badRequest('html or text is required', 'html');
      if (html.length > MAX_BODY) throw badRequest(`The message is longer than ${MAX_BODY} characters`, 'html');
      await enforce(deps.limiter, identity.userId, EMAIL_SEND_PER_USER);
      const clean = safeEmailHtml(html);
      const id = await deps.mailer.send({
        to: body.to,
        subject: body.subject,
        html: clean,
        text: typeof body.text === 'string' ? body.text : undefined,
      });
      return { success: true, id };
    },
  );
}
