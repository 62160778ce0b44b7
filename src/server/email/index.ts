// E-mail (docs/decisions/0042-email-test-and-templates.md): sending through the
// configured SMTP server, and the e-mail test tool.
import type { Feature } from '../platform/http/feature.js';
import { registerEmailRoutes } from './routes/email.js';
import { registerEmailTestRoutes } from './routes/email-test.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { Mailer } from './mailer.js';

// The one mailer every feature sends through (made in services.ts).
declare module '../platform/http/feature.js' {
  interface Services {
    mailer: Mailer;
  }
}

export const emailFeatures: Feature[] = [
  { name: 'e-mail', prefix: API_PREFIX.email, audience: 'signed-in', register: registerEmailRoutes },
  { name: 'e-mail test', prefix: API_PREFIX.email, audience: 'signed-in', register: registerEmailTestRoutes },
];

// What other features' own e-mails use (review before publish): safe text in HTML, and the recipients' limit.
export { escapeHtml } from './template.js';
export { MAX_RECIPIENTS } from './addresses.js';

// What other features use of this one's inner files (issue 42: they import this index only).
export type { Mailer } from './mailer.js';
export { DEFAULT_EMAIL_CID, readEmailTemplate, renderEmail } from './email-templates.js';
export { renderTemplate } from './template.js';
export { MailNotSent } from './mailer.js';
