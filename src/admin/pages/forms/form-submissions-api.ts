// The form submissions' staff calls (/api/v1/mc/forms;
// shared/api/form-submissions.ts) through the app's one HTTP client.
import type {
  FormByTag,
  SubmissionDeliveryStatus,
  SubmissionDetail,
  SubmissionItem,
} from '../../../shared/api/form-submissions.js';
import type { HttpClient } from '../../providers/http-client.js';
import { typedYear } from '../../../shared/dates.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const FORMS_URL = API_PREFIX.forms;

export interface SubmissionFilter {
  from: string;
  to: string;
  q: string;
  status: SubmissionDeliveryStatus | '';
  medium: string;
  source: string;
  /** A 4-digit year ('' for any), picked with the spec's year picker: it narrows from and to to that year. */
  year: string;
}

export const NO_FILTER: SubmissionFilter = { from: '', to: '', q: '', status: '', medium: '', source: '', year: '' };

interface SubmissionPage {
  items: SubmissionItem[];
  totalCount: number;
  totalPages: number;
}

export const submissionKeys = {
  all: () => ['form-submissions'] as const,
  byTag: (tId: number) => ['form-submissions', 'by-tag', tId] as const,
  list: (formId: number, filter: SubmissionFilter, pageNumber: number) =>
    ['form-submissions', 'list', formId, filter, pageNumber] as const,
  detail: (formId: number, fsId: number) => ['form-submissions', 'detail', formId, fsId] as const,
};

/** The filters as query parameters (empty ones left out); a year becomes the part of from–to inside it. */
export function filterParams(filter: SubmissionFilter): URLSearchParams {
  const { year, ...rest } = filter;
  const picked = typedYear(year);
  if (picked !== undefined) {
    // yyyy-MM-dd days compare as text: the later start, the earlier end.
    const [first, last] = [`${picked}-01-01`, `${picked}-12-31`];
    rest.from = rest.from && rest.from > first ? rest.from : first;
    rest.to = rest.to && rest.to < last ? rest.to : last;
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(rest)) if (String(v).trim()) params.set(k, String(v).trim());
  return params;
}

export const formByTag = async (http: HttpClient, tId: number) =>
  (await http(`${FORMS_URL}/by-tag/${tId}`, { method: 'GET' })).json as FormByTag;

export async function listSubmissions(
  http: HttpClient,
  formId: number,
  filter: SubmissionFilter,
  pageNumber: number,
  pageSize: number,
): Promise<SubmissionPage> {
  const params = filterParams(filter);
  params.set('pageNumber', String(pageNumber));
  params.set('pageSize', String(pageSize));
  const answer = await http(`${FORMS_URL}/${formId}/submissions?${params.toString()}`, { method: 'GET' });
  const paging = JSON.parse(answer.headers.get('x-pagination') ?? '{}') as { totalCount?: number; totalPages?: number };
  return {
    items: answer.json as SubmissionItem[],
    totalCount: paging.totalCount ?? 0,
    totalPages: paging.totalPages ?? 1,
  };
}

/** The CSV text of every submission the filters match. */
export const exportCsv = async (http: HttpClient, formId: number, filter: SubmissionFilter) =>
  (
    await http(`${FORMS_URL}/${formId}/submissions.csv?${filterParams(filter).toString()}`, {
      method: 'GET',
      headers: { accept: 'text/csv' },
    })
  ).body;

export const readSubmission = async (http: HttpClient, formId: number, fsId: number) =>
  (await http(`${FORMS_URL}/${formId}/submissions/${fsId}`, { method: 'GET' })).json as SubmissionDetail;
export const retryDeliveries = async (http: HttpClient, formId: number, fsId: number) =>
  (await http(`${FORMS_URL}/${formId}/submissions/${fsId}/retry`, { method: 'POST' })).json as SubmissionDetail;

export const answerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/** The delivery statuses' words in the status filter: message keys (messages/forms). */
export const STATUS_WORDS: Record<SubmissionDeliveryStatus, string> = {
  none: 'forms.delivery.statuses.none',
  pending: 'forms.delivery.statuses.pending',
  sent: 'forms.delivery.statuses.sent',
  failed: 'forms.delivery.statuses.failed',
};
/** The delivery kinds' words: message keys; a kind not listed shows as the server names it. */
export const KIND_WORDS: Record<string, string> = {
  notification: 'forms.delivery.kinds.notification',
  confirmation: 'forms.delivery.kinds.confirmation',
  subscribe: 'forms.delivery.kinds.subscribe',
};
