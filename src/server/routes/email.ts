// POST /api/v1/mc/email/send (spec §7): staff send an e-mail. Recipients and
// subject are checked (no header injection), the HTML is sanitised, and each
// user may send at most 20 in 10 minutes (429 with Retry-After).
import type { FastifyInstance } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { MAINTENANCE_ROLES, hasRole } from '../../shared/roles.js';
import { badRequest, forbidden } from '../errors.js';
import { EMAIL_SEND_PER_USER, enforce, type RateLimiter } from '../rate-limit/index.js';
import type { Mailer } from '../mail/mailer.js';
import { escapeHtml } from '../mail/template.js';
import { identityOf } from '../plugins/authenticate.js';

const MAX_BODY = 200_000;

// Inline CSS keeps plain presentation only: listed properties with simple
// values, so no url(), expression(), position/overlay tricks or imports.
const LENGTH = /^(0|auto|-?\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt))(\s+(0|auto|-?\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt))){0,3}$/i;
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.]{1,5}%?\s*(,\s*[\d.]{1,5}%?\s*){2,3}\))$/i;
const BORDER = /^(none|0|\d{1,2}px\s+(solid|dashed|dotted)(\s+(#[0-9a-f]{3,8}|[a-z]{3,20}))?)$/i;
const SAFE_STYLES: Record<string, RegExp[]> = {
  color: [COLOR],
  'background-color': [COLOR],
  'text-align': [/^(left|right|center|justify)$/i],
  'vertical-align': [/^(top|middle|bottom|baseline)$/i],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(normal|italic)$/i],
  'font-size': [LENGTH],
  'font-family': [/^[a-z0-9 ,'-]{1,100}$/i],
  'line-height': [/^\d{1,2}(\.\d{1,3})?$/, LENGTH],
  'text-decoration': [/^(none|underline|line-through)$/i],
  display: [/^(block|inline|inline-block|none)$/i],
  border: [BORDER],
  'border-top': [BORDER],
  'border-bottom': [BORDER],
  'border-radius': [LENGTH],
  ...Object.fromEntries(
    ['margin', 'padding', 'width', 'height', 'max-width'].flatMap((p) => [p, `${p}-top`, `${p}-right`, `${p}-bottom`, `${p}-left`]).map((p) => [p, [LENGTH]]),
  ),
};

export function registerEmailRoutes(app: FastifyInstance, deps: { mailer: Mailer; limiter: RateLimiter }) {
  app.post('/send', async (request) => {
    const identity = identityOf(request);
    if (!hasRole(identity.roles, MAINTENANCE_ROLES)) throw forbidden('Only staff may send e-mail');
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    if (typeof body.subject !== 'string' || !body.subject.trim()) throw badRequest('subject is required', 'subject');
    const html = typeof body.html === 'string' ? body.html : typeof body.text === 'string' ? `<p>${escapeHtml(body.text).replace(/\r?\n/g, '<br>')}</p>` : undefined;
    if (!html) throw badRequest('html or text is required', 'html');
    if (html.length > MAX_BODY) throw badRequest(`The message is longer than ${MAX_BODY} characters`, 'html');
    enforce(deps.limiter, identity.userId, EMAIL_SEND_PER_USER);
    const clean = sanitizeHtml(html, {
      allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'span']),
      allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
      allowedStyles: { '*': SAFE_STYLES },
      allowedSchemes: ['http', 'https', 'mailto'],
    });
    const id = await deps.mailer.send({ to: body.to, subject: body.subject, html: clean, text: typeof body.text === 'string' ? body.text : undefined });
    return { success: true, id };
  });
}
