// POST /add: a new page of a page type under a tag: its content (URL
// "{section prefix}/{slug}", made unique), the link placing it under the tag
// (sort 999999, spec §7/§9), a news item's News row or an event's EventItem
// row (page-facts.ts) and its first version, in one transaction. The tag
// must be one pages are filed under (shared/filing-tags.ts, the rule Add
// Content's list uses), and the page starts as a draft: its first version
// is a draft, not active, so it is not live (live-pages.ts) until published.
import { mayFileUnder, notFilingTagMessage } from '../../shared/filing-tags.js';
import { sectionPrefix } from '../../shared/section-prefix.js';
import { slugify } from '../../shared/slug.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { asRecord } from '../platform/data/write-values.js';
import { coded, invalid } from '../platform/errors.js';
import { requireTag } from './access.js';
import { inEditTransaction, type EditorDeps } from './edit-transaction.js';
import { freeUrl } from './free-url.js';
import { loadPage } from './page.js';
import { addPageFacts } from './page-facts.js';
import type { Published } from './publish.js';
import { snapshotOf } from './snapshot.js';

/** Spec §3: the page-like content types Web_Page 1 … Project_Detail 7. */
const PAGE_TYPES = { min: 1, max: 7 };
export const NEW_LINK_SORT_ORDER = 999999;

function parseAdd(body: unknown): { CtId: number; TId: number; CTitle: string; TemplateId: number } {
  const b = asRecord(body, 'The new page');
  const ctId = b.CtId;
  if (!Number.isSafeInteger(ctId) || (ctId as number) < PAGE_TYPES.min || (ctId as number) > PAGE_TYPES.max) {
    throw invalid(`CtId must be a page type (${PAGE_TYPES.min} to ${PAGE_TYPES.max})`, 'CtId');
  }
  if (!Number.isSafeInteger(b.TId)) throw invalid('TId (the tag to place the page under) is required', 'TId');
  if (typeof b.CTitle !== 'string' || !b.CTitle.trim()) throw coded(422, 'page.titleRequired', {}, 'CTitle');
  if (!slugify(b.CTitle)) throw coded(422, 'page.titleNoSlug', {}, 'CTitle');
  if (b.TemplateId !== undefined && b.TemplateId !== null && !Number.isSafeInteger(b.TemplateId))
    throw invalid('TemplateId must be a whole number', 'TemplateId');
  // The page-type templates share ids 1–7 with their content types (spec §3).
  return {
    CtId: ctId as number,
    TId: b.TId as number,
    CTitle: b.CTitle.trim(),
    TemplateId: (b.TemplateId as number | null | undefined) ?? (ctId as number),
  };
}

/** 422 unless pages may be filed under the tag (a content section or a menu). */
async function requireFilingTag(q: Queryable, tag: { TId: number; TName: string }): Promise<void> {
  const rows = await q.all<{ TId: number; TIdParent: number | null }>(
    q.builder.selectFrom('Tag').select(['TId', 'TIdParent']).compile(),
  );
  const parents = new Map(rows.map((r) => [Number(r.TId), r.TIdParent == null ? null : Number(r.TIdParent)]));
  if (!mayFileUnder(tag.TId, (id) => parents.get(id))) throw invalid(notFilingTagMessage(tag.TName, tag.TId), 'TId');
}

export async function addPage(deps: EditorDeps, actor: Actor, body: unknown): Promise<Published> {
  const input = parseAdd(body);
  return inEditTransaction(deps, actor, async (w) => {
    await requireFilingTag(w.tx, await requireTag(w.tx, actor, input.TId));
    const url = await freeUrl(w.tx, `${sectionPrefix(input.CtId)}/${slugify(input.CTitle)}`);
    // Checked above: the tag is the caller's; a new row has no place in the generic scope check yet.
    const content = await w.insert(
      'Content',
      { CtId: input.CtId, TemplateId: input.TemplateId, CTitle: input.CTitle, CSeoTitle: input.CTitle, CSeoUrl: url },
      { trusted: true },
    );
    const cId = content.CId as number;
    await w.insert(
      'TagToContent',
      { TId: input.TId, CId: cId, TemplateId: input.TemplateId, CSortOrder: NEW_LINK_SORT_ORDER, TtcPageUrl: url },
      { trusted: true },
    );
    await addPageFacts(w, input.CtId, cId);
    const created = await loadPage(w.tx, actor, cId);
    await w.insert('ContentVersion', {
      CId: cId,
      Active: false,
      Draft: true,
      Snapshot: snapshotOf(created.page.content, created.page.blocks),
      CvNote: 'Created',
    });
    return loadPage(w.tx, actor, cId);
  });
}
