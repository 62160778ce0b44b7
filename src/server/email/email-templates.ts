// E-mail templates are Content records of type Email_Template (52) that staff
// edit. Two kinds, told apart by their copy:
//   - a layout holds {{body}} (Default_Email 50 is the one every mail uses);
//   - a message (e.g. Forgot_Password 55) holds the words, its headline is the
//     subject, and CMetaData.LayoutCId names the layout it is sent in.
// Rendering only fills placeholders (template.ts): nothing is evaluated.
import type { Queryable } from '../platform/db/executor.js';
import { renderTemplate } from './template.js';
import { decodeEntities } from '../../shared/html-text.js';
import { CT } from '../../shared/content-types.js';

export const DEFAULT_EMAIL_CID = 50;
const FALLBACK_LAYOUT = '<!doctype html><html><body>{{body}}</body></html>';
const BODY_PLACEHOLDER = /\{\{\s*body\s*\}\}/;

interface EmailTemplate {
  CId: number;
  CTitle: string;
  /** The first block's headline: a message's subject. */
  subject: string | null;
  copy: string;
  isLayout: boolean;
  layoutCId: number;
}

function layoutOf(meta: unknown): number {
  const raw = meta && typeof meta === 'object' ? (meta as Record<string, unknown>).LayoutCId : undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_EMAIL_CID;
}

function parseMeta(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The e-mail templates staff may choose from, by title. */
export async function listEmailTemplates(db: Queryable): Promise<EmailTemplate[]> {
  const rows = await db.all<{ CId: number; CTitle: string | null; CMetaData: unknown }>(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CMetaData'])
      .where('CtId', '=', CT.Email_Template)
      .orderBy('CTitle')
      .orderBy('CId')
      .compile(),
  );
  const templates: EmailTemplate[] = [];
  for (const row of rows) templates.push(await toTemplate(db, row));
  return templates;
}

/** One e-mail template, or undefined when `cid` is not an Email_Template record. */
export async function readEmailTemplate(db: Queryable, cid: number): Promise<EmailTemplate | undefined> {
  const row = await db.first<{ CId: number; CTitle: string | null; CMetaData: unknown }>(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CMetaData'])
      .where('CId', '=', cid)
      .where('CtId', '=', CT.Email_Template)
      .compile(),
  );
  return row ? toTemplate(db, row) : undefined;
}

async function toTemplate(
  db: Queryable,
  row: { CId: number; CTitle: string | null; CMetaData: unknown },
): Promise<EmailTemplate> {
  const block = await db.first<{ CbHeadline: string | null; CbCopy: string | null }>(
    db.builder
      .selectFrom('ContentBlock')
      .select(['CbHeadline', 'CbCopy'])
      .where('CId', '=', row.CId)
      .orderBy('CbSortOrder')
      .limit(1)
      .compile(),
  );
  const copy = block?.CbCopy ?? '';
  return {
    CId: Number(row.CId),
    CTitle: row.CTitle ?? `E-mail template ${row.CId}`,
    subject: block?.CbHeadline ?? null,
    copy,
    isLayout: BODY_PLACEHOLDER.test(copy),
    layoutCId: layoutOf(parseMeta(row.CMetaData)),
  };
}

interface EmailToRender {
  /** The template: a layout, or a message sent in its layout. Default_Email 50 when absent or not found. */
  templateCId?: number;
  /** The subject; a message template's headline (placeholders filled) when empty. */
  subject?: string;
  /** HTML already made safe by the caller; it fills {{body}}. */
  bodyHtml?: string;
  /** Placeholder values (HTML-escaped when placed, except those named in `raw`). */
  values?: Record<string, string>;
  /** Values that are HTML the caller built safely (e.g. a table of escaped answers). */
  raw?: string[];
}

/** The subject and HTML of an e-mail, rendered from the staff-edited templates with built-in fallbacks. */
export async function renderEmail(db: Queryable, input: EmailToRender): Promise<{ subject: string; html: string }> {
  const values = input.values ?? {};
  const chosen =
    (await readEmailTemplate(db, input.templateCId ?? DEFAULT_EMAIL_CID)) ??
    (await readEmailTemplate(db, DEFAULT_EMAIL_CID));
  // A subject is text, not HTML: placeholders are filled, then the escaping undone, and line breaks (header injection) flattened.
  const fromTemplate =
    chosen && !chosen.isLayout && chosen.subject ? decodeEntities(renderTemplate(chosen.subject, values)) : '';
  const subject = (input.subject?.trim() || fromTemplate).replace(/[\r\n]+/g, ' ').trim();
  let body = input.bodyHtml ?? '';
  let layout = chosen?.isLayout ? chosen : undefined;
  if (chosen && !chosen.isLayout && chosen.copy.trim()) {
    body = renderTemplate(chosen.copy, { ...values, body }, ['body', ...(input.raw ?? [])]);
    const found = await readEmailTemplate(db, chosen.layoutCId);
    layout = found?.isLayout ? found : undefined;
  }
  const html = renderTemplate(
    layout?.copy ?? FALLBACK_LAYOUT,
    { ...values, subject, body, year: String(new Date().getFullYear()) },
    ['body'],
  );
  return { subject, html };
}
