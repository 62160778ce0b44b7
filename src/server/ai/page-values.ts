// The values a prompt's placeholders take from a page (prompt-fill.ts), read
// the way the editor reads the page: loadPage answers 404 for a page outside
// the caller's scope, so a user can draft only for pages they may edit.
// The page as last saved is used (the editor's unsaved edits are not sent).
import { decodeField } from '../platform/data/codec.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { loadPage } from '../editor/index.js';
import { coded } from '../platform/errors.js';
import { htmlToText } from '../../shared/html-text.js';
import { cleanText, type PromptValues } from './prompt-fill.js';

type Rec = Record<string, unknown>;
const SEO_TOOLS_KIND = 2;
const SEO_DEFAULT_DATA = 67;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const plain = (html: unknown) => cleanText(htmlToText(text(html)));

function metaDescriptionOf(metaDesc: unknown): string {
  if (typeof metaDesc === 'string') return metaDesc;
  return metaDesc && typeof metaDesc === 'object' ? text((metaDesc as Rec).description) : '';
}

function blockText(block: Rec): string {
  return [text(block.CbHeadline), plain(block.CbCopy)].filter(Boolean).join('\n');
}

/** The site's name: General Settings' site name (SeoDData 67), else the SEO tools' title suffix (misc data kind 2), else the public address's host name. */
export async function siteName(q: Queryable, publicUrl: string): Promise<string> {
  const seo = await q.first<{ CMetaData: unknown }>(
    q.builder.selectFrom('Content').select('CMetaData').where('CId', '=', SEO_DEFAULT_DATA).compile(),
  );
  const named = text((decodeField('Content', 'CMetaData', seo?.CMetaData, q.dialect) as Rec | null)?.SiteName).trim();
  if (named) return named;
  const rows = await q.all<{ MdValue: unknown }>(
    q.builder.selectFrom('MiscData').select('MdValue').where('MdKind', '=', SEO_TOOLS_KIND).compile(),
  );
  for (const r of rows) {
    const v = decodeField('MiscData', 'MdValue', r.MdValue, q.dialect);
    const suffix = v && typeof v === 'object' ? text((v as Rec).suffix) : '';
    if (suffix.trim()) return suffix.trim();
  }
  try {
    return new URL(publicUrl).hostname;
  } catch {
    return '';
  }
}

interface PageDraftInput {
  cId: number;
  cbId?: number;
  instruction?: string;
}

export async function pageValues(
  q: Queryable,
  identity: Identity,
  input: PageDraftInput,
  site: string,
): Promise<PromptValues> {
  const { page } = await loadPage(q, identity, input.cId);
  const c = page.content;
  const values: PromptValues = {
    title: cleanText(text(c.CTitle)),
    seoTitle: cleanText(text(c.CSeoTitle)),
    url: cleanText(text(c.CSeoUrl)),
    intro: plain(c.CIntroText),
    metaDescription: cleanText(metaDescriptionOf(c.CMetaDesc)),
    content: cleanText(page.blocks.map(blockText).filter(Boolean).join('\n\n')),
    instruction: cleanText(input.instruction ?? ''),
    siteName: site,
  };
  if (input.cbId !== undefined) {
    const block = page.blocks.find((b) => b.CbId === input.cbId);
    if (!block) throw coded(404, 'ai.blockMissing', { cbId: input.cbId, cId: input.cId });
    values.headline = cleanText(text(block.CbHeadline));
    values.block = plain(block.CbCopy);
  }
  return values;
}
