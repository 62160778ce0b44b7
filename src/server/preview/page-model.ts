// The variables a page template reads about its page (docs/preview.md "Variables"), made from the page as one of
// its versions has it (a snapshot: the editable content fields and the blocks) and from its facts records. Every
// text is HTML-escaped here and every rich text sanitised again as on save (an old version may predate the
// sanitiser), so a template prints them as they are; URLs are escaped too and only web, mail and phone links kept.
import { sanitizeRichText } from '../platform/data/rich-text.js';
import { escapeHtml } from '../email/index.js';
import type { Snapshot } from '../editor/index.js';
import type { SiteParts } from './site-parts.js';
import { jsonObject } from '../platform/data/codec.js';

type Rec = Record<string, unknown>;

// A snapshot's JSON fields (CMetaDesc, CMetaData, a block's CbMetaData) are already decoded: snapshotOf is given the
// page as records (rowToRecord) or the seed's objects, a draft's changes are API values, and readSnapshot parses the
// stored snapshot once. So they are read with jsonObject, never parsed again (a JSON string stays a string).

const PAGE_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'web-page',
  2: 'news',
  3: 'event',
  4: 'blog',
  5: 'shared-content',
  6: 'custom-page',
  7: 'project',
};

const text = (v: unknown): string => (v === null || v === undefined ? '' : escapeHtml(String(v)));
const html = (v: unknown): string => (typeof v === 'string' && v ? sanitizeRichText(v) : '');
/** A link a visitor may follow: relative, web, mail or phone; anything else (javascript:, data:) becomes empty. */
export function safeUrl(v: unknown): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) return '';
  // Browsers drop tabs, newlines and other controls inside a URL ("java\tscript:" is javascript:): read the scheme without them.
  const bare = [...s].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  return scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme) ? '' : escapeHtml(s);
}

/** JSON values with every string escaped (CMetaData: a template prints them as they are). */
function escapedJson(v: unknown): unknown {
  if (typeof v === 'string') return escapeHtml(v);
  if (Array.isArray(v)) return v.map(escapedJson);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, escapedJson(x)]));
  return v;
}

export interface PageFacts {
  news?: Rec;
  event?: Rec & { dates: { start: string; end: string }[] };
}

function blockModel(b: Rec, parts: SiteParts) {
  const meta = jsonObject(b.CbMetaData);
  const style = typeof meta.style === 'string' ? meta.style : 'default';
  const rowDesign = typeof meta.rowDesign === 'string' ? meta.rowDesign : '';
  const classes = [
    `block-${style}`,
    parts.blockStyles.get(style)?.cssClass,
    rowDesign ? parts.rowDesigns.get(rowDesign)?.cssClass : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: b.CbId ?? null,
    headline: text(b.CbHeadline),
    copy: html(b.CbCopy),
    photo: safeUrl(b.CbPhoto),
    photoAlt: text(b.CbPhotoAltText),
    photoCaption: text(b.CbPhotoCaption),
    link: safeUrl(b.CbLink),
    linkText: text(b.CbLinkText),
    linkTarget: b.CbLinkTarget === '_blank' ? '_blank' : '_self',
    style: text(style),
    rowDesign: text(rowDesign),
    cssClass: escapeHtml(classes),
    data: escapedJson(meta),
  };
}

export function pageModel(cId: number, ctId: number, snapshot: Snapshot, facts: PageFacts, parts: SiteParts) {
  const c = snapshot.content;
  const desc = jsonObject(c.CMetaDesc);
  return {
    id: cId,
    type: PAGE_TYPE_NAMES[ctId] ?? 'web-page',
    title: text(c.CTitle),
    seoTitle: text(c.CSeoTitle || c.CTitle),
    url: safeUrl(c.CSeoUrl),
    description: text(desc.description),
    keywords: text(desc.keywords),
    introText: html(c.CIntroText),
    introPhoto: safeUrl(c.CIntroPhoto),
    introLink: safeUrl(c.CIntroLink),
    data: escapedJson(jsonObject(c.CMetaData)),
    blocks: snapshot.blocks.map((b) => blockModel(b, parts)),
    news: facts.news ? { ...(escapedJson(facts.news) as Rec), sourceUrl: safeUrl(facts.news.sourceUrl) } : null,
    event: facts.event
      ? { ...(escapedJson(facts.event) as Rec), registrationUrl: safeUrl(facts.event.registrationUrl) }
      : null,
  };
}
