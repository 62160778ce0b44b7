// After a 412 (someone saved the page since it was opened): the user's edits
// carried onto the page as it now is. A three-way merge of the page as
// loaded (base), the working copy (mine) and the latest page (theirs):
// whatever only one side changed is taken from that side; where both changed
// one thing differently, the user's version is kept and the clash is listed,
// so they can review it before saving. Nothing either side wrote is dropped
// without saying so: a block the user deleted but the other editor changed
// stays, and a block the other editor deleted but the user changed comes
// back as a new block.
import type { TranslateFunction } from 'react-admin';
import { i18nProvider } from '../../../i18n/provider.js';
import { sameJson } from '../../../providers/etag.js';
import type { ContentRecord } from '../api/types.js';
import { EDITABLE_CONTENT_FIELDS, newUuid, type Draft, type EditorBlock } from './page-model.js';

interface Rebased {
  /** The working copy on top of `theirs` (its blocks keep theirs' uuids, so the next save is a batch from it). */
  draft: Draft;
  /** One sentence per clash, for the user to review. */
  conflicts: string[];
}

// The fields' names in the clash sentences: editor.rebase.content.<field>, editor.rebase.block.<field>.
const BLOCK_FIELDS_NAMED = new Set([
  'CbHeadline',
  'CbCopy',
  'CbPhoto',
  'CbPhotoAltText',
  'CbPhotoCaption',
  'CbPhotoMetadata',
  'CbLinkText',
  'CbLink',
  'CbLinkTarget',
  'CbMetaData',
  'CIdChild',
  'TemplateIdChild',
]);

/** Outside a screen (a spec calling rebaseDraft alone) the sentences are English, as useText gives them. */
const defaultText: TranslateFunction = (key, options) => i18nProvider.translate(key, options) as string;

// Fields that are not the block's content: its identity and its place (the order is merged apart).
const NOT_CONTENT = new Set(['uuid', 'CbId', 'CId', 'CbSortOrder']);

type BlockFields = Record<string, unknown>;
const fieldsOf = (b: EditorBlock) => b as unknown as BlockFields;
const value = (b: EditorBlock, field: string) => fieldsOf(b)[field] ?? null;

function changedFields(from: EditorBlock, to: EditorBlock): string[] {
  const names = new Set([...Object.keys(from), ...Object.keys(to)].filter((f) => !NOT_CONTENT.has(f)));
  return [...names].filter((f) => !sameJson(value(from, f), value(to, f)));
}

const nameOf = (text: TranslateFunction, b: EditorBlock, index: number) =>
  b.CbHeadline?.trim()
    ? text('editor.rebase.quoted', { headline: b.CbHeadline.trim() })
    : text('editor.rebase.numbered', { n: index + 1 });

function mergeContent(
  base: ContentRecord,
  mine: ContentRecord,
  theirs: ContentRecord,
  conflicts: string[],
  text: TranslateFunction,
): ContentRecord {
  const content = { ...theirs } as Record<string, unknown>;
  for (const field of EDITABLE_CONTENT_FIELDS) {
    const [b, m, t] = [base[field] ?? null, mine[field] ?? null, theirs[field] ?? null];
    if (sameJson(m, b)) continue; // not the user's change: theirs stands
    content[field] = m;
    if (!sameJson(t, b) && !sameJson(t, m))
      conflicts.push(text('editor.rebase.fieldClash', { field: text(`editor.rebase.content.${field}`) }));
  }
  return content as unknown as ContentRecord;
}

/** Whether the user moved any of the blocks both sides still have relative to each other. */
function reordered(base: readonly EditorBlock[], mine: readonly EditorBlock[]): boolean {
  const inMine = new Set(mine.map((b) => b.uuid));
  const inBase = new Set(base.map((b) => b.uuid));
  const before = base.filter((b) => inMine.has(b.uuid)).map((b) => b.uuid);
  const after = mine.filter((b) => inBase.has(b.uuid)).map((b) => b.uuid);
  return !sameJson(before, after);
}

/** `primary`'s order, then each key only `secondary` has right after its nearest placed predecessor there. */
function interleave(primary: readonly string[], secondary: readonly string[], wanted: ReadonlySet<string>): string[] {
  const order = primary.filter((k) => wanted.has(k));
  const placed = new Set(order);
  let previous: string | undefined;
  for (const key of secondary) {
    if (wanted.has(key) && !placed.has(key)) {
      order.splice(previous === undefined ? 0 : order.indexOf(previous) + 1, 0, key);
      placed.add(key);
    }
    if (placed.has(key)) previous = key;
  }
  return order;
}

export function rebaseDraft(base: Draft, mine: Draft, theirs: Draft, text: TranslateFunction = defaultText): Rebased {
  const conflicts: string[] = [];
  const content = mergeContent(base.content, mine.content, theirs.content, conflicts, text);
  const fieldName = (f: string) => (BLOCK_FIELDS_NAMED.has(f) ? text(`editor.rebase.block.${f}`) : f);

  const baseByCbId = new Map(base.blocks.filter((b) => b.CbId).map((b) => [b.CbId!, b]));
  const theirsByCbId = new Map(theirs.blocks.filter((b) => b.CbId).map((b) => [b.CbId!, b]));
  const mineByUuid = new Map(mine.blocks.map((b) => [b.uuid, b]));
  // A block's key across the three: its CbId once saved, else the working copy's uuid.
  const keyOf = (b: EditorBlock) => (b.CbId ? `cb:${b.CbId}` : `new:${b.uuid}`);
  const merged = new Map<string, EditorBlock>();

  theirs.blocks.forEach((t, index) => {
    const b = t.CbId ? baseByCbId.get(t.CbId) : undefined;
    const m = b ? mineByUuid.get(b.uuid) : undefined;
    if (!b) return void merged.set(keyOf(t), t); // the other editor's new block
    if (!m) {
      // The user deleted it: gone, unless the other editor changed it meanwhile.
      if (changedFields(b, t).length === 0) return;
      conflicts.push(text('editor.rebase.deletedButChanged', { block: nameOf(text, t, index) }));
      return void merged.set(keyOf(t), t);
    }
    const mineChanged = changedFields(b, m);
    const theirsChanged = new Set(changedFields(b, t));
    const block = { ...t } as BlockFields;
    for (const field of mineChanged) block[field] = value(m, field);
    const clashes = mineChanged.filter((f) => theirsChanged.has(f) && !sameJson(value(t, f), value(m, f)));
    if (clashes.length)
      conflicts.push(
        text('editor.rebase.blockClash', { block: nameOf(text, m, index), fields: clashes.map(fieldName).join(', ') }),
      );
    merged.set(keyOf(t), block as unknown as EditorBlock);
  });

  const mineKeys: string[] = [];
  mine.blocks.forEach((m, index) => {
    if (!m.CbId) {
      merged.set(keyOf(m), m); // the user's new block
      return void mineKeys.push(keyOf(m));
    }
    const b = baseByCbId.get(m.CbId);
    if (b && !theirsByCbId.has(m.CbId) && changedFields(b, m).length) {
      // The other editor deleted a block the user changed: the user's version comes back as a new block.
      const { CbId: _gone, ...rest } = m;
      const revived = { ...rest, uuid: newUuid() };
      conflicts.push(text('editor.rebase.revived', { block: nameOf(text, m, index) }));
      merged.set(keyOf(revived), revived);
      return void mineKeys.push(keyOf(revived));
    }
    mineKeys.push(keyOf(m));
  });

  const theirKeys = theirs.blocks.map(keyOf);
  const wanted = new Set(merged.keys());
  const order = reordered(base.blocks, mine.blocks)
    ? interleave(mineKeys, theirKeys, wanted)
    : interleave(theirKeys, mineKeys, wanted);
  return { draft: { content, blocks: order.map((k) => merged.get(k)!) }, conflicts };
}
