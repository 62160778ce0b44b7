// The form builder's calls: the Form record through the generic data
// interface (contract §2; the server applies the form rules and files a new
// form under its tag: server/forms/form-write-rules.ts), and the records its pickers
// offer — e-mail templates (content type 52) and the e-mail-marketing
// provider records (9, 24, 25, 26) by their titles.
import type { Form } from '../../../../shared/generated/entities.generated.js';
import { EMAIL_MARKETING_PROVIDER_CIDS } from '../../../../shared/forms/validate-config.js';
import type { HttpClient } from '../../../providers/http-client.js';
import { API_PREFIX } from '../../../../shared/api/prefixes.js';
import { CT } from '../../../../shared/content-types.js';

const FORMS = `${API_PREFIX.data}/form`;
const CONTENT = `${API_PREFIX.data}/content`;

export type FormRecord = Form & { FrmId: number };
/** What the builder writes: everything but the key and the server's stamps. */
export type FormWrite = Pick<
  Form,
  'FrmName' | 'FrmVisible' | 'FrmConfig' | 'FrmMetaData' | 'FrmJavaScript' | 'FrmEmailMarketing'
>;

export interface Choice {
  id: number;
  /** The record's title; empty when it has none (the pickers then name it by its id). */
  title: string;
}

export const formKeys = {
  all: () => ['Form'] as const,
  list: () => ['Form', 'builder-list'] as const,
  one: (id: number) => ['Form', 'builder', id] as const,
  templates: () => ['Content', 'email-templates'] as const,
  providers: () => ['Content', 'email-marketing-providers'] as const,
};

export async function listForms(http: HttpClient): Promise<FormRecord[]> {
  const fields = 'FrmId,FrmName,TId,FrmVisible,FrmLastModified';
  return (await http(`${FORMS}?pageNumber=1&pageSize=500&orderBy=FrmName%20asc&fields=${fields}`, { method: 'GET' }))
    .json as FormRecord[];
}

export async function readForm(http: HttpClient, id: number): Promise<FormRecord> {
  return (await http(`${FORMS}/${id}`, { method: 'GET' })).json as FormRecord;
}

export async function createForm(http: HttpClient, body: FormWrite): Promise<FormRecord> {
  return (await http(FORMS, { method: 'POST', body: JSON.stringify(body) })).json as FormRecord;
}

export async function saveForm(http: HttpClient, id: number, body: FormWrite): Promise<FormRecord> {
  return (await http(`${FORMS}/${id}`, { method: 'PATCH', body: JSON.stringify(body) })).json as FormRecord;
}

/** The server deletes the form's own tag with it, unless something else uses the tag (server/forms/form-write-rules.ts); a form with submissions is refused (409). */
export async function deleteForm(http: HttpClient, id: number): Promise<void> {
  await http(`${FORMS}/${id}`, { method: 'DELETE' });
}

async function contentChoices(http: HttpClient, filters: string): Promise<Choice[]> {
  const rows = (
    await http(
      `${CONTENT}?pageNumber=1&pageSize=200&orderBy=CTitle%20asc&fields=CId,CTitle&filters=${encodeURIComponent(filters)}`,
      { method: 'GET' },
    )
  ).json as {
    CId: number;
    CTitle: string | null;
  }[];
  return rows.map((r) => ({ id: r.CId, title: r.CTitle ?? '' }));
}

export const listEmailTemplates = (http: HttpClient) => contentChoices(http, `CtId==${CT.Email_Template}`);

export const listProviders = (http: HttpClient) =>
  contentChoices(http, EMAIL_MARKETING_PROVIDER_CIDS.map((id, i) => `${i ? '|' : ''}CId==${id}`).join(','));
