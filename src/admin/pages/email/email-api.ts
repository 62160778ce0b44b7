// The e-mail test tool's calls (/api/v1/mc/email; shared/api/email.ts) through the app's one HTTP client.
import type {
  ArchivedEmail,
  ArchivedEmailSummary,
  EmailTemplateItem,
  EmailTestBody,
  EmailTestResult,
} from '../../../shared/api/email.js';
import type { TranslateFunction } from 'react-admin';
import type { HttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const EMAIL_URL = API_PREFIX.email;
const RECENT_ARCHIVE = 20;

export const emailKeys = {
  templates: () => ['email', 'templates'] as const,
  archive: () => ['email', 'archive'] as const,
  message: (id: number) => ['email', 'archive', id] as const,
};

export const listTemplates = async (http: HttpClient) =>
  (await http(`${EMAIL_URL}/templates`, { method: 'GET' })).json as EmailTemplateItem[];
export const recentArchive = async (http: HttpClient) =>
  (await http(`${EMAIL_URL}/archive?limit=${RECENT_ARCHIVE}`, { method: 'GET' })).json as ArchivedEmailSummary[];
export const archivedMessage = async (http: HttpClient, id: number) =>
  (await http(`${EMAIL_URL}/archive/${id}`, { method: 'GET' })).json as ArchivedEmail;
export const sendTest = async (http: HttpClient, body: EmailTestBody) =>
  (await http(`${EMAIL_URL}/test`, { method: 'POST', body: JSON.stringify(body) })).json as EmailTestResult;

/** What the outcome means, in words. */
export function outcomeText(result: Pick<EmailTestResult, 'status' | 'error'>, text: TranslateFunction): string {
  switch (result.status) {
    case 'sent':
      return text('email.outcome.sent');
    case 'outbox':
      return text('email.outcome.outbox');
    case 'failed':
      return text('email.outcome.failed', { error: result.error ?? text('email.outcome.notAccepted') });
  }
}
